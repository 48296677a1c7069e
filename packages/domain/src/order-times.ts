import type { Cents } from './money';

/**
 * The order-time figures of docs/hours-and-times.md#early-orders, as settings the owner may change
 * (seeded with the original shop's values). Part of the shop's schedule, so every time rule reads them with the hours.
 */
export interface OrderTimeSettings {
  /** Pickup times end this many minutes before closing (last orders); delivery ends at its own "Lieferung bis". */
  lastOrderMinutes: number;
  /** Outside a lunch service, a time before this is catering on request: only from `earlyOrderMinCents`. */
  earlyOrderBefore: string;
  earlyOrderMinCents: Cents;
  /** On an open day such large orders may be pre-ordered from this time … */
  cateringFrom: string;
  /** … until this one (seed: every quarter hour from 10:00 to 22:30). */
  cateringUntil: string;
}

export const ORDER_TIMES_DEFAULTS: OrderTimeSettings = {
  lastOrderMinutes: 30,
  earlyOrderBefore: '17:00',
  earlyOrderMinCents: 10000,
  cateringFrom: '10:00',
  cateringUntil: '22:30',
};

/** "17:00" → "17", "16:30" → "16:30": how the refusal writes the hour. */
function hourText(time: string): string {
  return time.endsWith(':00') ? String(Number(time.slice(0, 2))) : time;
}

/** "100", "125,50": how the refusal writes the amount ("… oder 100€"). */
function amountText(cents: Cents): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/** The refusal of docs/hours-and-times.md#early-orders, "Bestellungen vor 17 Uhr auf Anfrage oder 100€" with the owner's figures. */
export function earlyOrderMessage(times: OrderTimeSettings = ORDER_TIMES_DEFAULTS): string {
  return `Bestellungen vor ${hourText(times.earlyOrderBefore)} Uhr auf Anfrage oder ${amountText(times.earlyOrderMinCents)}€`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const whole = (v: unknown, min: number, max: number): boolean => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
