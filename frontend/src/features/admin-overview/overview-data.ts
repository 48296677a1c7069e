import {
  fromCents,
  isOrderStatus,
  ORDER_STATUSES,
  toCents,
  zonedTime,
  type CartItem,
  type OrderStatus,
} from '@pizzeria/domain';
import { formatCalendarDate } from '../admin/order-labels';

export type DateFilter = 'total' | 'today' | 'custom';

export interface OverviewOrder {
  id: number;
  status: OrderStatus;
  totalRevenue: number;
  orderDate: string;
  orderDetails: CartItem[];
}

export interface SeriesPoint {
  label: string;
  revenue: number;
  orders: number;
}

export interface Overview {
  orderStats: Record<OrderStatus, number>;
  totalRevenue: number;
  orders: OverviewOrder[];
  series: SeriesPoint[];
}

type Raw = Record<string, unknown>;

function asRecord(value: unknown): Raw {
  return value && typeof value === 'object' ? (value as Raw) : {};
}

/** Per-status counts, whether the server sends `{ausstehend: 2, …}` or `[{status, count}, …]`. */
function readStats(value: unknown): Record<OrderStatus, number> {
  const stats = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  if (Array.isArray(value)) {
    for (const row of value.map(asRecord)) {
      const status = row.status ?? row.order_status;
      if (isOrderStatus(status)) stats[status] = Number(row.count ?? row.orders ?? 0);
    }
  } else {
    const record = asRecord(value);
    for (const s of ORDER_STATUSES) stats[s] = Number(record[s] ?? 0);
  }
  return stats;
}

function readDetails(value: unknown): CartItem[] {
  if (typeof value === 'string') {
    try {
      return readDetails(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const row = asRecord(entry);
    return 'product_details' in row ? readDetails(row.product_details) : [entry as CartItem];
  });
}

function readOrder(value: unknown): OverviewOrder {
  const row = asRecord(value);
  const status = row.status ?? row.order_status;
  return {
    id: Number(row.id ?? row.order_id),
    status: isOrderStatus(status) ? status : 'ausstehend',
    totalRevenue: Number(row.totalRevenue ?? row.order_total ?? 0),
    orderDate: String(row.orderDate ?? row.order_date ?? ''),
    orderDetails: readDetails(row.orderDetails ?? row.product_details),
  };
}

function readSeries(value: unknown): SeriesPoint[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(asRecord).map((p) => ({
    label: formatCalendarDate(String(p.label)),
    revenue: Number(p.revenue ?? 0),
    orders: Number(p.orders ?? 0),
  }));
}

/** Reads GET /api/admin/ordersOverview; the chart series is derived from the orders when the server sends none. */
export function readOverview(body: unknown, filter: DateFilter): Overview {
  const raw = asRecord(body);
  const orders = Array.isArray(raw.orders) ? raw.orders.map(readOrder) : [];
  return {
    orderStats: readStats(raw.orderStats),
    totalRevenue: Number(raw.totalRevenue ?? 0),
    orders,
    series: readSeries(raw.series) ?? deriveSeries(orders, filter),
  };
}

/**
 * Revenue and order count over the period: by hour for one day, by day for the whole history.
 * Cancelled orders earn nothing and are left out. Hours and days are the shop's (Europe/Berlin).
 */
export function deriveSeries(orders: readonly OverviewOrder[], filter: DateFilter): SeriesPoint[] {
  const buckets = new Map<string, { key: string; label: string; cents: number; orders: number }>();
  for (const order of orders) {
    if (order.status === 'storniert' || !order.orderDate) continue;
    const seen = zonedTime(new Date(order.orderDate));
    const hour = seen.time.slice(0, 2);
    const key = filter === 'total' ? seen.date : hour;
    const label = filter === 'total' ? formatCalendarDate(seen.date) : `${hour}:00`;
    const bucket = buckets.get(key) ?? { key, label, cents: 0, orders: 0 };
    bucket.cents += toCents(order.totalRevenue);
    bucket.orders += 1;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((b) => ({ label: b.label, revenue: fromCents(b.cents), orders: b.orders }));
}

export function overviewQuery(filter: DateFilter, customDate: string): string {
  const params = new URLSearchParams({ dateFilter: filter });
  if (filter === 'custom') params.set('customDate', customDate);
  return `/admin/ordersOverview?${params.toString()}`;
}
