import { addDays, minutesOf, zonedTime, zonedToInstant } from './clock';

/** When the service day changes, on the shop's wall clock (`HH:MM`): the settings section `serviceDay`. */
export interface ServiceDaySettings {
  dayBoundary: string;
}

export const SERVICE_DAY_SETTINGS_DEFAULTS: ServiceDaySettings = { dayBoundary: '05:00' };

/**
 * The service day (shop calendar date `YYYY-MM-DD`) an instant belongs to: with the day changing
 * at 05:00, 01:30 on Saturday still counts as Friday (staff close the night after midnight).
 * `boundary` is the owner's `serviceDay.dayBoundary` (wall-clock `HH:MM`): the board, sold out
 * "bis morgen", busy mode until closing, the close of day and the driver settlement all change
 * their day at the same hour, so every caller passes it; there is no default to drift from it.
 */
export function serviceDayOf(instant: string | number | Date, timeZone: string, boundary: string): string {
  const local = zonedTime(new Date(instant), timeZone);
  return local.minutes < minutesOf(boundary) ? addDays(local.date, -1) : local.date;
}

/** When a service day begins: its date at the boundary hour on the shop's wall clock. */
export function serviceDayStart(day: string, timeZone: string, boundary: string): Date {
  return zonedToInstant(day, boundary, timeZone);
}

/** The instants a service day spans: from its start (included) to the next day's start (excluded). */
export function serviceDaySpan(day: string, timeZone: string, boundary: string): { from: Date; until: Date } {
  return { from: serviceDayStart(day, timeZone, boundary), until: serviceDayStart(addDays(day, 1), timeZone, boundary) };
}

/** When the service day that `now` is in ends: the next day's start. */
export function serviceDayEnd(now: Date, timeZone: string, boundary: string): Date {
  return serviceDayStart(addDays(serviceDayOf(now, timeZone, boundary), 1), timeZone, boundary);
}

/** The day an order belongs to: when it is due once confirmed (a pre-order's day), else when it was placed. */
export function orderServiceDay(order: { estimated_at?: string | null; order_date: string }, timeZone: string, boundary: string): string {
  return serviceDayOf(order.estimated_at ?? order.order_date, timeZone, boundary);
}
