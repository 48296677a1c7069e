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
 * The kitchen's queue: confirmed orders, the most urgent first; orders without any time last, oldest
 * first. `stillShown` keeps orders whose "Fertig" the server has not stored yet on screen.
 */
export function kitchenQueue(orders: Iterable<OrderRecord>, stillShown: ReadonlySet<number> = new Set()): OrderRecord[] {
  const placed = (o: OrderRecord) => new Date(o.order_date).getTime();
  return [...orders]
    .filter((o) => o.order_status === 'bestätigt' || stillShown.has(o.order_id))
    .sort((a, b) => {
      const da = dueAt(a);
      const db = dueAt(b);
      if (da !== null && db !== null && da !== db) return da - db;
      if (da === null && db !== null) return 1;
      if (da !== null && db === null) return -1;
      return placed(a) - placed(b);
    });
}

export interface TimeLeft {
  minutes: number;
  overdue: boolean;
  label: string;
}

/** Whole minutes until the due time, rounded towards "sooner" so the kitchen is never told it has more time than it has. */
export function timeLeft(due: number, now: number): TimeLeft {
  const minutes = Math.floor((due - now) / 60000);
  if (minutes < 0) return { minutes, overdue: true, label: `${-minutes} Min. überfällig` };
  if (minutes === 0) return { minutes, overdue: false, label: 'jetzt fällig' };
  if (minutes < 60) return { minutes, overdue: false, label: `noch ${minutes} Min.` };
  const rest = minutes % 60;
  return { minutes, overdue: false, label: `noch ${Math.floor(minutes / 60)} Std.${rest ? ` ${rest} Min.` : ''}` };
}
