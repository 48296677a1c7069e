import { addDays, zonedTime, zonedToInstant } from './clock';
import { hoursOn } from './hours';
import { serviceDayOf, serviceDayStart } from './service-day';
import { SHOP_TIMEZONE_DEFAULT } from './shop';
import type { ShopSchedule } from './shop-info';

/**
 * When tonight's service ends: the closing time of the current service day (24:00 is midnight),
 * or, once that has passed or on a day off, the end of the service day (the owner's `dayBoundary`).
 * Busy mode that staff set "until closing" and the kitchen's last slot end then. Always pass the
 * owner's schedule: left out, it is the demo week's.
 */
export function closingInstant(now: Date, timeZone: string, boundary: string, schedule?: ShopSchedule): Date {
  const day = serviceDayOf(now, timeZone, boundary);
  const dayEnd = serviceDayStart(addDays(day, 1), timeZone, boundary);
  const hours = hoursOn(day, schedule);
  if (!hours) return dayEnd;
  const close = hours.close === '24:00' ? zonedToInstant(addDays(day, 1), '00:00', timeZone) : zonedToInstant(day, hours.close, timeZone);
  return close > now ? close : dayEnd;
}

/** The next moment the shop's wall clock shows `time` (HH:MM) after `now`, within 24 hours. */
export function nextWallTime(now: Date, time: string, timeZone: string = SHOP_TIMEZONE_DEFAULT): Date {
  const today = zonedTime(now, timeZone).date;
  const candidate = zonedToInstant(today, time, timeZone);
  return candidate > now ? candidate : zonedToInstant(addDays(today, 1), time, timeZone);
}
