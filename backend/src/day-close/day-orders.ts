import type { SettledOrderRate } from '../orders/order-records.store';
import type { DayOrder } from './day-figures';

/**
 * The day's orders from the orders area's rows (one per order and VAT rate), each marked by what
 * happened to it within [from, until): sold, refunded (sold before, cancelled now) or cancelled unsold.
 */
export function dayOrdersOf(rows: readonly SettledOrderRate[], from: Date, until: Date): DayOrder[] {
  const within = (at: Date | null) => at !== null && at >= from && at < until;
  const orders = new Map<number, DayOrder>();
  for (const row of rows) {
    let order = orders.get(row.id);
    if (!order) {
      const cancelledNow = row.status === 'storniert' && within(row.cancelled_at);
      order = {
        id: row.id,
        channel: row.channel,
        paymentMethod: row.payment_method,
        deliveryMethod: row.delivery_method,
        totalCents: row.total_cents,
        discountCents: row.discount_cents,
        deliveryFeeCents: row.delivery_fee_cents,
        lines: [],
        deposits: [],
        soldThatDay: within(row.completed_at),
        refundedThatDay: cancelledNow && row.completed_at !== null,
        cancelledThatDay: cancelledNow && row.completed_at === null,
      };
      orders.set(row.id, order);
    }
    order.lines.push({ grossCents: Number(row.gross), vatRate: row.vat_rate });
    order.deposits.push({ grossCents: Number(row.deposit), vatRate: row.vat_rate });
  }
  return [...orders.values()];
}
