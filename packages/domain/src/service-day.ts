import { addDays, minutesOf, zonedTime, zonedToInstant } from './clock';
import { SHOP_TIMEZONE_DEFAULT } from './shop';

/** Staff still close the night after midnight (Friday and Saturday the shop closes at 24:00); a service day lasts until then. */
export const SERVICE_DAY_ENDS_AT = '04:00';

/**
 * The service day (shop calendar date `YYYY-MM-DD`) an instant belongs to: 01:30 on Saturday still
 * counts as Friday. `boundary` is the wall-clock hour the day changes at (the owner's `dayBoundary`
 * for the close of day; the board and the sold-out switches keep SERVICE_DAY_ENDS_AT).
 */
export function serviceDayOf(instant: string | number | Date, timeZone: string = SHOP_TIMEZONE_DEFAULT, boundary: string = SERVICE_DAY_ENDS_AT): string {
  const local = zonedTime(new Date(instant), timeZone);
  return local.minutes < minutesOf(boundary) ? addDays(local.date, -1) : local.date;
}

/** When a service day begins: its date at the boundary hour on the shop's wall clock. */
export function serviceDayStart(day: string, timeZone: string = SHOP_TIMEZONE_DEFAULT, boundary: string = SERVICE_DAY_ENDS_AT): Date {
  return zonedToInstant(day, boundary, timeZone);
}

/** The instants a service day spans: from its start (included) to the next day's start (excluded). */
export function serviceDaySpan(day: string, timeZone: string = SHOP_TIMEZONE_DEFAULT, boundary: string = SERVICE_DAY_ENDS_AT): { from: Date; until: Date } {
  return { from: serviceDayStart(day, timeZone, boundary), until: serviceDayStart(addDays(day, 1), timeZone, boundary) };
}

/** The day an order belongs to: when it is due once confirmed (a pre-order's day), else when it was placed. */
export function orderServiceDay(order: { estimated_at?: string | null; order_date: string }, timeZone: string = SHOP_TIMEZONE_DEFAULT): string {
  return serviceDayOf(order.estimated_at ?? order.order_date, timeZone);
}
