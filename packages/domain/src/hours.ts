import { weekdayOf } from './clock';
import { SCHEDULE_DEFAULTS, closureOn, isOpenWeekday, weekdayHours, type ShopSchedule } from './shop-info';

export interface DayHours {
  open: string;
  close: string;
  deliveryFrom: string;
  deliveryUntil: string;
  /** An optional lunch service before the main one (see WeekdayHours). */
  lunchOpen?: string | null;
  lunchClose?: string | null;
  lunchDeliveryFrom?: string | null;
  lunchDeliveryUntil?: string | null;
}

export const WEEKDAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

export const TUESDAY = 2;
export const TUESDAY_CLOSED_MESSAGE = 'Dienstags geschlossen.';
export const CLOSED_SHOP_MESSAGE = 'Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!';

/** "Dienstags geschlossen." for the weekly closed day, whichever weekday the owner chose. */
export function weeklyClosedMessage(weekday: number): string {
  return `${WEEKDAY_NAMES[weekday]}s geschlossen.`;
}

/** The day's hours, or null on the weekly closed day and on a closure. */
export function hoursOn(date: string, schedule: ShopSchedule = SCHEDULE_DEFAULTS): DayHours | null {
  if (closedDayMessage(date, schedule) !== null) return null;
  return weekdayHours(schedule.hours, weekdayOf(date)) as DayHours;
}

/** Why the shop is closed that day: the closure's own message, or the weekly closed day's; null when open. */
export function closedDayMessage(date: string, schedule: ShopSchedule = SCHEDULE_DEFAULTS): string | null {
  const closure = closureOn(date, schedule.closures);
  if (closure) return closure.message;
  return isOpenWeekday(schedule.hours, date) ? null : weeklyClosedMessage(weekdayOf(date));
}

export function isClosedDay(date: string, schedule: ShopSchedule = SCHEDULE_DEFAULTS): boolean {
  return closedDayMessage(date, schedule) !== null;
}
