import type { OrderStatus } from './order-status';

/** Whole minutes an order has been waiting since it arrived. */
export function minutesWaiting(orderDate: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(orderDate)) / 60_000);
}

/** A pending order nobody answered within `afterMinutes`. */
export function isUnanswered(order: { order_status: OrderStatus; order_date: string }, now: Date, afterMinutes: number): boolean {
  return order.order_status === 'ausstehend' && minutesWaiting(order.order_date, now) >= afterMinutes;
}

export const ESCALATION_MESSAGES = {
  /** Shown on every staff screen. */
  staffBanner: (count: number, minutes: number) =>
    count === 1 ? `1 Bestellung wartet seit über ${minutes} Min. auf Annahme!` : `${count} Bestellungen warten seit über ${minutes} Min. auf Annahme!`,
  /** Shown to the customer on the status page. */
  customerNotice: 'Das Restaurant hat Ihre Bestellung noch nicht angenommen. Bitte rufen Sie uns an:',
  autoCancelReason: 'Die Bestellung wurde nicht rechtzeitig angenommen.',
} as const;
