import { zonedToInstant, type OrderRecord } from '@pizzeria/domain';

const CLOCK_TIME = /^\d{2}:\d{2}$/;

/** When an order must be ready: the ETA set on confirmation, else the customer's chosen date and time. */
export function dueAt(order: OrderRecord): number | null {
  if (order.estimated_at) return new Date(order.estimated_at).getTime();
  if (CLOCK_TIME.test(order.desiredDeliveryTime) && order.desiredDeliveryDate) {
    return zonedToInstant(order.desiredDeliveryDate, order.desiredDeliveryTime).getTime();
  }
  return null;
}

/**
 * Most urgent first, as every staff screen lists confirmed orders (kitchen queue, the board's
 * "Bestätigt"); orders without any time last, oldest first, then by number.
 */
export function byDueTime(a: OrderRecord, b: OrderRecord): number {
  const da = dueAt(a);
  const db = dueAt(b);
  if (da !== null && db !== null && da !== db) return da - db;
  if (da === null && db !== null) return 1;
  if (da !== null && db === null) return -1;
  return new Date(a.order_date).getTime() - new Date(b.order_date).getTime() || a.order_id - b.order_id;
}
