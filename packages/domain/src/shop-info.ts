import { weekdayOf } from './clock';
import { DIRECTIONS_FACTS_DEFAULTS, LEGAL_FACTS_DEFAULTS, type DirectionsFacts, type LegalFacts } from './shop-pages';
import { ORDER_TIMES_DEFAULTS, type OrderTimeSettings } from './order-times';
import type { ServiceDaySettings } from './service-day';

/** The shop's identity and imprint (Impressum), edited by the owner in "Einstellungen". */
export interface ShopIdentity {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  owner: string;
  registerEntry: string;
  vatId: string;
}

/**
 * One weekday's hours (0 = Sunday … 6), `HH:MM`; all four null on the weekly closed day. A lunch
 * service is an optional second range before the main one: lunchOpen/lunchClose for pickup and,
 * when the shop delivers at lunch too, lunchDeliveryFrom/lunchDeliveryUntil (missing or null: none).
 */
export interface WeekdayHours {
  weekday: number;
  open: string | null;
  close: string | null;
  deliveryFrom: string | null;
  deliveryUntil: string | null;
  lunchOpen?: string | null;
  lunchClose?: string | null;
  lunchDeliveryFrom?: string | null;
  lunchDeliveryUntil?: string | null;
}

/** Whole days the shop is closed (holidays, company holidays), `YYYY-MM-DD`, with what customers read. */
export interface Closure {
  from: string;
  until: string;
  message: string;
}

/** What every day and hour rule needs: the week's hours, the closures and the order-time figures (the seed's when left out, docs/hours-and-times.md#early-orders). */
export interface ShopSchedule {
  hours: WeekdayHours[];
  closures: Closure[];
  orderTimes?: OrderTimeSettings;
}

/** GET /api/shop-info: what header, footer, imprint, directions, hours page, checkout, mails and receipts show. */
export interface ShopInfo extends ShopSchedule {
  shop: ShopIdentity;
  legal: LegalFacts;
  directions: DirectionsFacts;
  orderTimes: OrderTimeSettings;
  /**
   * When the service day changes: the staff screens' board, close of day and settlement follow it.
   * Always sent; absent only in a copy a page stored before it existed (staff read it with the seed as fallback).
   */
  serviceDay?: ServiceDaySettings;
}

/** The demo shop: the seed of the settings until the owner saves their own. */
export const SHOP_IDENTITY_DEFAULTS: ShopIdentity = {
  name: 'Pizzeria Bella Napoli',
  street: 'Lahnstraße 12',
  postalCode: '35410',
  city: 'Weidenfeld',
  phone: '06401 98765-0',
  email: 'bestellung@bella-napoli.example',
  owner: 'Giuseppe Rossi',
  registerEntry: '',
  vatId: '',
};

const day = (weekday: number, open: string, close: string, deliveryFrom: string, deliveryUntil: string): WeekdayHours => ({
  weekday,
  open,
  close,
  deliveryFrom,
  deliveryUntil,
});

/** The demo week (seed): Tuesday is the day off. */
export const HOURS_DEFAULTS: WeekdayHours[] = [
  day(0, '16:00', '23:00', '16:30', '22:30'),
  day(1, '17:00', '23:00', '17:30', '22:30'),
  { weekday: 2, open: null, close: null, deliveryFrom: null, deliveryUntil: null },
  day(3, '17:00', '23:00', '17:30', '22:30'),
  day(4, '17:00', '23:00', '17:30', '22:30'),
  day(5, '16:00', '24:00', '16:30', '23:30'),
  day(6, '16:00', '24:00', '16:30', '23:30'),
];

export const SCHEDULE_DEFAULTS: ShopSchedule & { orderTimes: OrderTimeSettings } = { hours: HOURS_DEFAULTS, closures: [], orderTimes: ORDER_TIMES_DEFAULTS };

export const SHOP_INFO_DEFAULTS: ShopInfo = {
  shop: SHOP_IDENTITY_DEFAULTS,
  legal: LEGAL_FACTS_DEFAULTS,
  directions: DIRECTIONS_FACTS_DEFAULTS,
  ...SCHEDULE_DEFAULTS,
};

/** "Pizzeria Bella Napoli" → "Bella Napoli ·": the start of every category heading. */
export function shopPrefix(name: string): string {
  return `${name.replace(/^(Pizzeria|Ristorante|Trattoria|Restaurant)\s+/i, '').trim()} ·`;
}

/** A German number as a `tel:` link: "06401 98765-0" → "tel:+496401987650". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : digits.startsWith('0') ? `+49${digits.slice(1)}` : digits}`;
}

/** The closure a day falls in, if any. */
export function closureOn(date: string, closures: readonly Closure[]): Closure | null {
  return closures.find((c) => c.from <= date && date <= c.until) ?? null;
}

/** Closures that have not ended before `today`, soonest first. */
export function upcomingClosures(closures: readonly Closure[], today: string): Closure[] {
  return closures.filter((c) => c.until >= today).sort((a, b) => a.from.localeCompare(b.from));
}

export function weekdayHours(hours: readonly WeekdayHours[], weekday: number): WeekdayHours | undefined {
  return hours.find((h) => h.weekday === weekday);
}

/** The schedule's order-time figures, the seed's (docs/hours-and-times.md#early-orders) for a schedule without them (an older client's stored copy). */
export function orderTimesOf(schedule: ShopSchedule): OrderTimeSettings {
  return { ...ORDER_TIMES_DEFAULTS, ...schedule.orderTimes };
}

/** Whether that weekday has hours at all (false on the weekly closed day). */
export function isOpenWeekday(hours: readonly WeekdayHours[], date: string): boolean {
  const h = weekdayHours(hours, weekdayOf(date));
  return !!h && h.open !== null && h.close !== null && h.deliveryFrom !== null && h.deliveryUntil !== null;
}
