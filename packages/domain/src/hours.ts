import { weekdayOf } from './clock';
import { SCHEDULE_DEFAULTS, closureOn, isOpenWeekday, weekdayHours, type ShopSchedule, type WeekdayHours } from './shop-info';

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
/** The hours table in the order Germans read a week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

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

/** Rows for the public hours table, e.g. { day: 'Montag', hours: '17:00 – 23:00 Uhr', delivery: '17:30 – 22:30 Uhr' }. */
export function openingHoursTable(hours: readonly WeekdayHours[] = SCHEDULE_DEFAULTS.hours): { day: string; hours: string; delivery: string }[] {
  return WEEK_ORDER.map((weekday) => {
    const h = weekdayHours(hours, weekday);
    const open = h && h.open && h.close && h.deliveryFrom && h.deliveryUntil ? h : null;
    const lunch = open?.lunchOpen && open.lunchClose ? `${open.lunchOpen} – ${open.lunchClose}, ` : '';
    const lunchDelivery = open?.lunchDeliveryFrom && open.lunchDeliveryUntil ? `${open.lunchDeliveryFrom} – ${open.lunchDeliveryUntil}, ` : '';
    return {
      day: WEEKDAY_NAMES[weekday],
      hours: open ? `${lunch}${open.open} – ${open.close} Uhr` : 'Ruhetag',
      delivery: open ? `${lunchDelivery}${open.deliveryFrom} – ${open.deliveryUntil} Uhr` : 'Ruhetag',
    };
  });
}
