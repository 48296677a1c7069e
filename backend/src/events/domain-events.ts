import type { BusyModeState, OrderRecord, OutboxCounts, PrinterStatus, RulesChange, ShopStatusPayload } from '@pizzeria/domain';
import type { AppSettingsMap } from '../settings/app-settings.sections';

/**
 * Every domain event of the shop with its payload: the one map publishers and subscribers are
 * typed against. Payloads are built from rows read inside the transaction that made the change,
 * so nothing has to be read again after the commit (when the database may already be gone).
 */
export interface DomainEvents {
  /** A cash order was placed or a PayPal payment captured: the order is on the board now. */
  /** `settings`: the sections the order was accepted under; what is written with it (mail, ticket) uses these. */
  'order.created': { order: OrderRecord; settings: AppSettingsMap };
  'order.confirmed': { order: OrderRecord };
  'order.completed': { order: OrderRecord };
  'order.kitchen-ready': { order: OrderRecord };
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
  /** The menu or the settings changed (announced by PostgreSQL once committed, on every process). */
  'rules.changed': RulesChange;
  /** The counter closed a driver's cash of a service day (YYYY-MM-DD): the driver's phone shows it settled. */
  'driver.settled': { driverId: number; date: string };
  /** Staff flipped "Shop live" or "Vorbestellungen". */
  'shop.status-changed': { status: ShopStatusPayload };
  'busy-mode.changed': { busy: BusyModeState };
  /** A staff member's sessions ended (password changed, deactivated): their open screens are closed. */
  'staff.sessions-ended': { staffId: number };
  'outbox.counts-changed': { counts: OutboxCounts };
  'printer.status-changed': { status: PrinterStatus };
}

export type DomainEventName = keyof DomainEvents;
