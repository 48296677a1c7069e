import type { BusyModeState } from './busy-mode';
import type { DeliveryMethod } from './delivery-method';

/** Minutes until an order usually arrives (lieferung) or is ready (abholung), by method. */
export type ExpectedMinutes = Record<DeliveryMethod, number>;

/** The owner's usual waiting times may be set between these (whole minutes). */
export const WAITING_MINUTES_MIN = 5;
export const WAITING_MINUTES_MAX = 240;

/** "Lieferung in ca. 45 Min." / "Abholung in ca. 20 Min.": what customers see before they order. */
export function expectedTimeText(method: DeliveryMethod, minutes: ExpectedMinutes): string {
  return `${method === 'lieferung' ? 'Lieferung' : 'Abholung'} in ca. ${minutes[method]} Min.`;
}

/** How long an order takes right now: the owner's usual times (settings) plus busy mode's extra minutes. */
export function expectedMinutesNow(usual: ExpectedMinutes, busy: Pick<BusyModeState, 'extraMinutes'>): ExpectedMinutes {
  return { lieferung: usual.lieferung + busy.extraMinutes, abholung: usual.abholung + busy.extraMinutes };
}
