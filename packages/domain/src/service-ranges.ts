import { minutesOf, type ZonedTime } from './clock';
import { hoursOn, type DayHours } from './hours';
import type { DeliveryMethod } from './delivery-method';
import { orderTimesOf, type ShopSchedule } from './shop-info';
import type { OrderTimeSettings } from './order-times';

// Whether the shop serves now is part of the menu page's start (open-now.ts); the checkout's list of
// times (slots.ts) is not, so the two live apart: a module is loaded whole with all its exports.

/** How far ahead a pre-order may be placed. */
export const MAX_PREORDER_DAYS = 30;

/** A stretch of orderable times of one day, in minutes after midnight, both ends included. */
export interface ServiceRange {
  from: number;
  until: number;
  /** The lunch service: its times are ordinary orders even before the early-order hour. */
  lunch: boolean;
}

/**
 * The times a method can be ordered for on a day of the owner's table: pickup from opening until
 * the last-order margin before closing, delivery from "Lieferung ab" until "Lieferung bis"; the
 * lunch service the same way. A close of 24:00 is midnight (minute 1440).
 */
export function serviceRanges(hours: DayHours, method: DeliveryMethod, times: OrderTimeSettings): ServiceRange[] {
  const range = (from: string | null | undefined, until: string | null | undefined, margin: number, lunch: boolean): ServiceRange[] => {
    if (!from || !until) return [];
    const last = minutesOf(until) - margin;
    return last >= minutesOf(from) ? [{ from: minutesOf(from), until: last, lunch }] : [];
  };
  const margin = times.lastOrderMinutes;
  return method === 'lieferung'
    ? [...range(hours.lunchDeliveryFrom, hours.lunchDeliveryUntil, 0, true), ...range(hours.deliveryFrom, hours.deliveryUntil, 0, false)]
    : [...range(hours.lunchOpen, hours.lunchClose, margin, true), ...range(hours.open, hours.close, margin, false)];
}

/** The range of `ranges` that `minutes` lies in, if any. */
export const serviceRangeAt = (minutes: number, ranges: readonly ServiceRange[]) => ranges.find((r) => minutes >= r.from && minutes <= r.until);

/** Whether `now` lies in one of the method's service ranges of its day (hours and closures only; see isOpenNow for the switches). */
export function withinServiceHours(now: ZonedTime, deliveryMethod: DeliveryMethod, schedule?: ShopSchedule): boolean {
  const hours = hoursOn(now.date, schedule);
  return !!hours && serviceRangeAt(now.minutes, serviceRanges(hours, deliveryMethod, orderTimesOf(schedule ?? ({} as ShopSchedule)))) !== undefined;
}
