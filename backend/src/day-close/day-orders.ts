import type { OrderChannel } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import type { DayOrder } from './day-figures';

interface Row {
  id: number;
  channel: OrderChannel;
  payment_method: string;
  delivery_method: string;
  status: string;
  total_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  completed_at: Date | null;
  cancelled_at: Date | null;
  vat_rate: number;
  gross: string;
  deposit: string;
}

/**
 * Every real order (paid or cash, never an unpaid PayPal attempt) completed or cancelled within
 * [from, until), with its lines' gross and deposits per stored VAT rate.
 */
export async function loadDayOrders(manager: EntityManager, from: Date, until: Date): Promise<DayOrder[]> {
  const rows = (await manager.query(
    `SELECT o.id, o.channel, o.payment_method, o.delivery_method, o.status, o.total_cents, o.discount_cents,
            o.delivery_fee_cents, o.completed_at, o.cancelled_at, i.vat_rate,
            sum(i.total_cents) AS gross, sum(i.deposit_cents * i.quantity) AS deposit
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.payment_status <> 'offen'
        AND ((o.completed_at >= $1 AND o.completed_at < $2)
          OR (o.status = 'storniert' AND o.cancelled_at >= $1 AND o.cancelled_at < $2))
      GROUP BY o.id, i.vat_rate
      ORDER BY o.id, i.vat_rate`,
    [from, until],
  )) as Row[];
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
