import { zonedTime, type OrderRecord } from '@pizzeria/domain';

/** Staff still close the night after midnight (Friday and Saturday the shop closes at 24:00); a service day lasts until then. */
const SERVICE_DAY_ENDS_AT_HOUR = 4;

/** The service day (shop calendar date `YYYY-MM-DD`) an instant belongs to: 01:30 on Saturday still counts as Friday. */
export function serviceDayOf(instant: string | number | Date): string {
  return zonedTime(new Date(new Date(instant).getTime() - SERVICE_DAY_ENDS_AT_HOUR * 3_600_000)).date;
}

/** The day an order belongs to: when it is due once confirmed (a pre-order's day), else when it was placed. */
export function orderServiceDay(order: Pick<OrderRecord, 'estimated_at' | 'order_date'>): string {
  return serviceDayOf(order.estimated_at ?? order.order_date);
}
