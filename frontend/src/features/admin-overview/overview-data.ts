import { parseOrderDetails, type CartItem, type OrdersOverview, type OverviewDateFilter, type OverviewOrder as OverviewOrderRow, type OverviewSeriesPoint } from '@pizzeria/domain';
import { formatCalendarDate } from '../admin/order-labels';

export type DateFilter = OverviewDateFilter;

/** An order of the overview with its cart lines read. */
export interface OverviewOrder extends Omit<OverviewOrderRow, 'orderDetails'> {
  orderDetails: CartItem[];
}

export interface Overview extends Omit<OrdersOverview, 'orders'> {
  orders: OverviewOrder[];
}

/** GET /api/admin/ordersOverview as the page shows it: cart lines parsed, days as German dates ('20.11.2026'). */
export function readOverview(body: OrdersOverview): Overview {
  return {
    orderStats: body.orderStats,
    totalRevenue: body.totalRevenue,
    orders: body.orders.map((order) => ({ ...order, orderDetails: parseOrderDetails(order.orderDetails) })),
    series: body.series.map((point): OverviewSeriesPoint => ({ ...point, label: formatCalendarDate(point.label) })),
  };
}

export function overviewQuery(filter: DateFilter, customDate: string): string {
  const params = new URLSearchParams({ dateFilter: filter });
  if (filter === 'custom') params.set('customDate', customDate);
  return `/admin/ordersOverview?${params.toString()}`;
}
