import type { OrderRecord, OrdersByStatus, OrderStatus } from '@pizzeria/domain';
import { api, ApiError } from '../lib/api-client';

export const FETCH_ORDERS_ERROR = 'Fehler beim Abrufen der Bestellungen.';
export const UPDATE_STATUS_ERROR = 'Fehler beim Aktualisieren des Bestellstatus.';
export const CONFIRM_ERROR = 'Fehler beim Bestätigen der Bestellung.';

interface OrdersResponse {
  success: boolean;
  orders: OrdersByStatus;
  cursor?: string;
  changesOnly?: boolean;
}

export interface OrdersPoll {
  orders: OrderRecord[];
  /** Hand it back as `since` next time; null when the server gave none. */
  cursor: string | null;
  /** `orders` holds only the orders written since the cursor sent, not the whole board. */
  changesOnly: boolean;
}

/**
 * Whether a failed call says nothing about the change itself (no connection, server or database
 * briefly down), so the same change is worth sending again; a refusal (409, 400, 404) is final.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The whole board, or with `since` (an earlier answer's cursor) only what changed after it. */
export async function fetchAdminOrders(since: string | null = null): Promise<OrdersPoll> {
  const path = since ? `/admin/orders?since=${encodeURIComponent(since)}` : '/admin/orders';
  const response = await api.get<OrdersResponse>(path, { auth: true });
  return {
    orders: Object.values(response.orders ?? {}).flat(),
    cursor: typeof response.cursor === 'string' ? response.cursor : null,
    changesOnly: Boolean(since) && response.changesOnly === true,
  };
}

/** The order fields the print and confirm calls send (docs/api.md#calls). */
export function orderActionPayload(order: OrderRecord) {
  return {
    orderId: order.order_id,
    email: order.email,
    messageToChef: order.messageToChef,
    desiredDeliveryDate: order.desiredDeliveryDate,
    firstName: order.firstName,
    lastName: order.lastName,
    company: order.company,
    street: order.street,
    house_number: order.house_number,
    postalCode: order.postalCode,
    city: order.city,
    deliveryMethod: order.deliveryMethod,
    order_total: order.order_total,
    discountCode: order.discountCode,
    token: order.token,
    messageToDriver: order.messageToDriver,
    desiredDeliveryTime: order.desiredDeliveryTime,
    paymentMethod: order.paymentMethod,
    phone: order.phone,
    order_date: order.order_date,
  };
}

export function confirmOrder(order: OrderRecord, deliveryTime: string): Promise<unknown> {
  return api.post('/admin/orders/confirm', { ...orderActionPayload(order), deliveryTime }, { auth: true });
}

/** Sent with keepalive: a change made just before the page is left or reloaded still reaches the server. */
export function updateOrderStatus(order: OrderRecord, status: OrderStatus, reason?: string): Promise<unknown> {
  return api.put(
    '/admin/orders/status',
    { orderId: order.order_id, status, email: order.email, token: order.token, deliveryMethod: order.deliveryMethod, ...(reason ? { reason } : {}) },
    { auth: true, keepalive: true },
  );
}

export function printOrder(order: OrderRecord): Promise<unknown> {
  return api.post('/admin/orders/print', orderActionPayload(order), { auth: true });
}
