import { orderDueAt, type OrderRecord } from '@pizzeria/domain';
import { byDueTime } from '../../staff/order-due';

/** When pre-orders reach the kitchen: the owner's minutes before the wanted time, at the screen's `now`. */
export interface DueRule {
  now: number;
  dueMinutesBefore: number;
  timeZone: string;
}

/**
 * A confirmed pre-order whose time has not come yet (tomorrow's, accepted tonight). An order due as
 * it was placed (every order but a pre-order, see orderDueAt) never is: the screen's `now` moves in
 * steps, and one placed since the last step (a phone order, placed and confirmed at once) would
 * otherwise wait for the next.
 */
export function isLaterPreorder(order: OrderRecord, rule: DueRule): boolean {
  if (order.order_status !== 'bestätigt') return false;
  const due = orderDueAt(order, rule.dueMinutesBefore, rule.timeZone).getTime();
  return due > Date.parse(order.order_date) && due > rule.now;
}

/**
 * The kitchen's queue: confirmed orders that are due, the most urgent first; orders without any
 * time last, oldest first. A pre-order appears `dueMinutesBefore` its time (with `rule`).
 * `stillShown` keeps orders whose "Fertig" the server has not stored yet on screen. A delivery the
 * kitchen reported cooked (kitchenReadyAt) or the driver has already taken out ("unterwegs") is done
 * for the kitchen, though it stays confirmed until delivered.
 */
export function kitchenQueue(orders: Iterable<OrderRecord>, stillShown: ReadonlySet<number> = new Set(), rule?: DueRule): OrderRecord[] {
  return [...orders]
    .filter((o) => o.order_status === 'bestätigt' || stillShown.has(o.order_id))
    .filter((o) => o.dispatchedAt === null && !o.kitchenReadyAt)
    .filter((o) => !rule || stillShown.has(o.order_id) || !isLaterPreorder(o, rule))
    .sort(byDueTime);
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
