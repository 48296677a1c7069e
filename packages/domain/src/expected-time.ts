import type { BusyModeState } from './busy-mode';
import type { DeliveryMethod } from './order-rules';

/** Minutes until an order usually arrives (lieferung) or is ready (abholung), by method. */
export type ExpectedMinutes = Record<DeliveryMethod, number>;

/** The shop's usual times, before busy mode adds to them. */
export const USUAL_EXPECTED_MINUTES: ExpectedMinutes = { lieferung: 45, abholung: 20 };

/** "Lieferung in ca. 45 Min." / "Abholung in ca. 20 Min.": what customers see before they order. */
export function expectedTimeText(method: DeliveryMethod, minutes: ExpectedMinutes): string {
  return `${method === 'lieferung' ? 'Lieferung' : 'Abholung'} in ca. ${minutes[method]} Min.`;
}

/** How long an order takes right now: the usual times plus busy mode's extra minutes. */
export function expectedMinutesNow(busy: Pick<BusyModeState, 'extraMinutes'>): ExpectedMinutes {
  return { lieferung: USUAL_EXPECTED_MINUTES.lieferung + busy.extraMinutes, abholung: USUAL_EXPECTED_MINUTES.abholung + busy.extraMinutes };
}
