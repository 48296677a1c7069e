import {
  fromVatShares,
  parseOrderDetails,
  type CartItem,
  type OrdersOverview,
  type OverviewDateFilter,
  type OverviewOrder as OverviewOrderRow,
  type OverviewSeriesPoint,
  type VatPart,
} from '@pizzeria/domain';
import { formatCalendarDate } from '../../staff/order-labels';

export type DateFilter = OverviewDateFilter;

/** What the owner chose: the filter and the dates it needs (customDate for 'custom', from/to for 'range'). */
export interface PeriodChoice {
  filter: DateFilter;
  customDate: string;
  from: string;
  to: string;
}

export const OVERVIEW_PAGE_SIZE = 25;

/** An order of the overview with its cart lines read. */
export interface OverviewOrder extends Omit<OverviewOrderRow, 'orderDetails'> {
  orderDetails: CartItem[];
}

export interface Overview extends Omit<OrdersOverview, 'orders' | 'vat'> {
  orders: OverviewOrder[];
  vat: VatPart[];
}

/** GET /api/admin/ordersOverview as the page shows it: cart lines parsed, VAT in cents, days as German dates ('20.11.2026'). */
export function readOverview(body: OrdersOverview): Overview {
  return {
    ...body,
    vat: fromVatShares(body.vat),
    orders: body.orders.map((order) => ({ ...order, orderDetails: parseOrderDetails(order.orderDetails) })),
    series: body.series.map((point): OverviewSeriesPoint => ({ ...point, label: formatCalendarDate(point.label) })),
  };
}

/** A choice the server can answer: a custom day needs its date, a range both ends in order. */
export function isComplete(choice: PeriodChoice): boolean {
  if (choice.filter === 'custom') return choice.customDate !== '';
  if (choice.filter === 'range') return choice.from !== '' && choice.to !== '' && choice.from <= choice.to;
  return true;
}

function periodParams(choice: PeriodChoice): URLSearchParams {
  const params = new URLSearchParams({ dateFilter: choice.filter });
  if (choice.filter === 'custom') params.set('customDate', choice.customDate);
  if (choice.filter === 'range') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  return params;
}

export function overviewQuery(choice: PeriodChoice, page = 1): string {
  const params = periodParams(choice);
  params.set('page', String(page));
  params.set('pageSize', String(OVERVIEW_PAGE_SIZE));
  return `/admin/ordersOverview?${params.toString()}`;
}

export function overviewCsvPath(choice: PeriodChoice): string {
  return `/admin/ordersOverview/csv?${periodParams(choice).toString()}`;
}

export function pageCount(overview: Pick<Overview, 'ordersTotal' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(overview.ordersTotal / overview.pageSize));
}
