import { WEEKDAY_NAMES } from './hours';
import { SCHEDULE_DEFAULTS, weekdayHours, type WeekdayHours } from './shop-info';

// The opening-hours page's table, apart from hours.ts, which the menu page's start loads: a module
// is loaded whole, with all that any screen imports of it.

/** The hours table in the order Germans read a week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

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
