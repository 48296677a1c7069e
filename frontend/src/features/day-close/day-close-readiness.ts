import { DAY_CLOSE_MESSAGES, type OrderRecord } from '@pizzeria/domain';
import { dueAt } from '../../staff/order-due';
import { formatShopDateTime } from '../../staff/order-labels';

/**
 * The day's orders nobody has finished yet (pending or confirmed): due, or without a time placed,
 * before the day ends. The X report counts an order only once it is completed, so these are missing
 * from it; a pre-order for a later day is not.
 */
export function openOrdersOfDay(orders: readonly OrderRecord[], dayEnd: number): OrderRecord[] {
  return orders.filter((o) => (o.order_status === 'ausstehend' || o.order_status === 'bestätigt') && (dueAt(o) ?? Date.parse(o.order_date)) < dayEnd);
}

export function openOrdersText(count: number): string {
  return count === 1 ? 'Noch 1 offene Bestellung' : `Noch ${count} offene Bestellungen`;
}

/**
 * Why "Tag abschließen" has to wait, or null: the day is not over (the server refuses that close with
 * 409), or some of its orders are still open (their revenue would be missing from the Z report).
 */
export function closeBlocker(now: number, dayEnd: number, openCount: number): string | null {
  if (now < dayEnd) return `${DAY_CLOSE_MESSAGES.notOver} Möglich ab ${formatShopDateTime(dayEnd)} Uhr.`;
  if (openCount > 0) return `${openOrdersText(openCount)}: bitte zuerst abschließen oder stornieren.`;
  return null;
}
