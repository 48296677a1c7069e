import { weekdayOf } from './clock';

export interface DayHours {
  open: string;
  close: string;
  deliveryFrom: string;
  deliveryUntil: string;
}

/** Opening and delivery hours by weekday (0 = Sunday). Tuesday is the day off. */
export const OPENING_HOURS: Readonly<Record<number, DayHours | null>> = {
  0: { open: '16:00', close: '23:00', deliveryFrom: '16:30', deliveryUntil: '22:30' },
  1: { open: '17:00', close: '23:00', deliveryFrom: '17:30', deliveryUntil: '22:30' },
  2: null,
  3: { open: '17:00', close: '23:00', deliveryFrom: '17:30', deliveryUntil: '22:30' },
  4: { open: '17:00', close: '23:00', deliveryFrom: '17:30', deliveryUntil: '22:30' },
  5: { open: '16:00', close: '24:00', deliveryFrom: '16:30', deliveryUntil: '23:30' },
  6: { open: '16:00', close: '24:00', deliveryFrom: '16:30', deliveryUntil: '23:30' },
};

export const WEEKDAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;
/** The hours table in the order Germans read a week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const TUESDAY = 2;
export const TUESDAY_CLOSED_MESSAGE = 'Dienstags geschlossen.';
export const CLOSED_SHOP_MESSAGE = 'Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!';

export function hoursOn(date: string): DayHours | null {
  return OPENING_HOURS[weekdayOf(date)];
}

export function isClosedDay(date: string): boolean {
  return hoursOn(date) === null;
}

/** Rows for the public hours table, e.g. { day: 'Montag', hours: '17:00 – 23:00 Uhr', delivery: '17:30 – 22:30 Uhr' }. */
export function openingHoursTable(): { day: string; hours: string; delivery: string }[] {
  return WEEK_ORDER.map((weekday) => {
    const h = OPENING_HOURS[weekday];
    return {
      day: WEEKDAY_NAMES[weekday],
      hours: h ? `${h.open} – ${h.close} Uhr` : 'Ruhetag',
      delivery: h ? `${h.deliveryFrom} – ${h.deliveryUntil} Uhr` : 'Ruhetag',
    };
  });
}
