import type { OrderRecord } from '@pizzeria/domain';
import { byDueTime } from '../../staff/order-due';

/**
 * The kitchen's queue: confirmed orders, the most urgent first; orders without any time last, oldest
 * first. `stillShown` keeps orders whose "Fertig" the server has not stored yet on screen.
 */
export function kitchenQueue(orders: Iterable<OrderRecord>, stillShown: ReadonlySet<number> = new Set()): OrderRecord[] {
  return [...orders].filter((o) => o.order_status === 'bestätigt' || stillShown.has(o.order_id)).sort(byDueTime);
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
