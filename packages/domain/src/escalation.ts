import { wantedInstant, type WantedTime } from './confirm-eta';
import type { OrderStatus } from './order-status';

/** What decides when an order is due: a pre-order waits until shortly before the customer's time. */
export interface DueOrder extends WantedTime {
  preorder: boolean;
  /** ISO instant the order was placed. */
  order_date: string;
}

/**
 * When an order is due for the kitchen and for the unanswered-order alarm: at once, or for a
 * pre-order `dueMinutesBefore` its wanted time (never before it was placed). Tomorrow's pre-order
 * placed tonight neither rings nor shows in the kitchen tonight.
 */
export function orderDueAt(order: DueOrder, dueMinutesBefore: number, timeZone: string): Date {
  const placed = new Date(order.order_date);
  const wanted = order.preorder ? wantedInstant(order, timeZone) : null;
  if (!wanted) return placed;
  const due = new Date(wanted.getTime() - dueMinutesBefore * 60_000);
  return due > placed ? due : placed;
}

/** Whole minutes an order has been waiting since it arrived. */
export function minutesWaiting(orderDate: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(orderDate)) / 60_000);
}

/** A pending order nobody answered within `afterMinutes` of becoming due (`dueAt`, by default when it was placed). */
export function isUnanswered(order: { order_status: OrderStatus; order_date: string }, now: Date, afterMinutes: number, dueAt?: Date): boolean {
  return order.order_status === 'ausstehend' && minutesWaiting((dueAt ?? new Date(order.order_date)).toISOString(), now) >= afterMinutes;
}

export const ESCALATION_MESSAGES = {
  /** Shown on every staff screen. */
  staffBanner: (count: number, minutes: number) =>
    count === 1 ? `1 Bestellung wartet seit über ${minutes} Min. auf Annahme!` : `${count} Bestellungen warten seit über ${minutes} Min. auf Annahme!`,
  /** Shown to the customer on the status page. */
  customerNotice: 'Das Restaurant hat Ihre Bestellung noch nicht angenommen. Bitte rufen Sie uns an:',
  autoCancelReason: 'Die Bestellung wurde nicht rechtzeitig angenommen.',
} as const;
