import { addDays, minutesOf, zonedTime, zonedToInstant } from './clock';
import { SHOP_TIMEZONE_DEFAULT } from './shop';

/** Staff still close the night after midnight (Friday and Saturday the shop closes at 24:00); a service day lasts until then. */
export const SERVICE_DAY_ENDS_AT = '04:00';

/** The service day (shop calendar date `YYYY-MM-DD`) an instant belongs to: 01:30 on Saturday still counts as Friday. */
export function serviceDayOf(instant: string | number | Date, timeZone: string = SHOP_TIMEZONE_DEFAULT): string {
  const local = zonedTime(new Date(instant), timeZone);
  return local.minutes < minutesOf(SERVICE_DAY_ENDS_AT) ? addDays(local.date, -1) : local.date;
}

/** When a service day begins: its date at 04:00 on the shop's wall clock. */
export function serviceDayStart(day: string, timeZone: string = SHOP_TIMEZONE_DEFAULT): Date {
  return zonedToInstant(day, SERVICE_DAY_ENDS_AT, timeZone);
}

/** The day an order belongs to: when it is due once confirmed (a pre-order's day), else when it was placed. */
export function orderServiceDay(order: { estimated_at?: string | null; order_date: string }, timeZone: string = SHOP_TIMEZONE_DEFAULT): string {
  return serviceDayOf(order.estimated_at ?? order.order_date, timeZone);
}
