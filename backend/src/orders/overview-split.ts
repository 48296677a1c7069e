import { ORDER_CHANNELS, fromCents, type OverviewBestSeller, type OverviewShare, type OverviewSplit } from '@pizzeria/domain';
import type { SelectQueryBuilder } from 'typeorm';
import type { OrderEntity } from './order.entity';

const BEST_SELLERS = 10;

/**
 * The overview's split of the period's revenue orders (`revenueOrders`: a query of them, aliased
 * `o`, used twice): by payment method, channel and pickup vs delivery, and the best sellers by
 * quantity, each product under the name it was sold as.
 */
export async function overviewSplit(revenueOrders: () => SelectQueryBuilder<OrderEntity>): Promise<{ split: OverviewSplit; bestSellers: OverviewBestSeller[] }> {
  const [groups, sellers] = await Promise.all([
    revenueOrders()
      .select('o.paymentMethod', 'payment')
      .addSelect('o.channel', 'channel')
      .addSelect('o.deliveryMethod', 'method')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.totalCents)', 'cents')
      .groupBy('o.paymentMethod')
      .addGroupBy('o.channel')
      .addGroupBy('o.deliveryMethod')
      .getRawMany<{ payment: string; channel: string; method: string; orders: string; cents: string }>(),
    revenueOrders()
      .innerJoin('o.items', 'i')
      .select('i.productName', 'productName')
      .addSelect('sum(i.quantity)', 'quantity')
      .addSelect('sum(i.totalCents)', 'cents')
      .groupBy('i.productName')
      .orderBy('quantity', 'DESC')
      .addOrderBy('cents', 'DESC')
      .addOrderBy('i.productName', 'ASC')
      .limit(BEST_SELLERS)
      .getRawMany<{ productName: string; quantity: string; cents: string }>(),
  ]);
  const shares = <K extends string>(keys: readonly K[], keyOf: (row: (typeof groups)[number]) => string): Record<K, OverviewShare> => {
    const cents = Object.fromEntries(keys.map((k) => [k, { orders: 0, cents: 0 }])) as Record<K, { orders: number; cents: number }>;
    for (const row of groups) {
      const part = cents[keyOf(row) as K];
      if (!part) continue;
      part.orders += Number(row.orders);
      part.cents += Number(row.cents);
    }
    return Object.fromEntries(keys.map((k) => [k, { orders: cents[k].orders, revenue: fromCents(cents[k].cents) }])) as Record<K, OverviewShare>;
  };
  return {
    split: {
      byPayment: shares(['cash', 'card', 'paypal'] as const, (r) => r.payment),
      byChannel: shares(ORDER_CHANNELS, (r) => r.channel),
      byMethod: shares(['abholung', 'lieferung'] as const, (r) => r.method),
    },
    bestSellers: sellers.map((s) => ({ productName: s.productName, quantity: Number(s.quantity), revenue: fromCents(Number(s.cents)) })),
  };
}
