import type { OrderRecord } from '@pizzeria/domain';

/**
 * Every domain event of the shop with its payload: the one map publishers and subscribers are
 * typed against. Payloads are built from rows read inside the transaction that made the change,
 * so nothing has to be read again after the commit (when the database may already be gone).
 */
export interface DomainEvents {
  /** A cash order was placed or a PayPal payment captured: the order is on the board now. */
  'order.created': { order: OrderRecord };
  'order.confirmed': { order: OrderRecord };
  'order.completed': { order: OrderRecord };
  /** A confirmed delivery got a driver, another one, or none again (`order.driver`). */
  'order.driver-assigned': { order: OrderRecord };
  /** The driver set off with the delivery: the customer's page and mail say it is on its way. */
  'order.dispatched': { order: OrderRecord };
  /** `order.refundStatus` is 'ausstehend' when a PayPal payment is to be refunded. */
  'order.cancelled': { order: OrderRecord };
  'order.refund-succeeded': { order: OrderRecord };
  /** One refund attempt failed; it is retried (and staff may retry at once). */
  'order.refund-failed': { order: OrderRecord; reason: string };
  /** Nobody answered the pending order within `minutes` of it being due: staff screens turn it red. */
  'order.escalated': { order: OrderRecord; minutes: number };
  /** A new episode of unanswered orders began (none was waiting unanswered before): the owner gets one mail listing them. */
  'orders.unanswered': { orders: OrderRecord[]; minutes: number };
}

export type DomainEventName = keyof DomainEvents;
