import type { CustomerOrderView, OrderRecord } from './order';

export const SOCKET_NAMESPACES = { admin: '/admin', orders: '/orders' } as const;

export const SOCKET_EVENTS = {
  orderCreated: 'order:created',
  orderUpdated: 'order:updated',
  shopStatus: 'shop-status',
} as const;

export interface ShopStatusPayload {
  isShopLive: 0 | 1;
  preordersEnabled: 0 | 1;
}

/** GET /api/shop-status: the switches plus the server's clock, which time slots follow (a phone's own clock may be wrong). */
export interface ShopStatusResponse extends ShopStatusPayload {
  /** ISO instant of the server's clock when it answered. */
  serverTime: string;
  /** The shop's IANA zone (SHOP_TIMEZONE). */
  timezone: string;
}

/** Events the /admin namespace sends to staff. */
export interface AdminServerEvents {
  [SOCKET_EVENTS.orderCreated]: (order: OrderRecord) => void;
  [SOCKET_EVENTS.orderUpdated]: (order: OrderRecord) => void;
  [SOCKET_EVENTS.shopStatus]: (status: ShopStatusPayload) => void;
}

/** Events the /orders namespace sends to one customer about their own order. */
export interface CustomerServerEvents {
  [SOCKET_EVENTS.orderUpdated]: (order: CustomerOrderView) => void;
}

/** Handshake auth of the /admin namespace. */
export interface AdminSocketAuth {
  token: string;
}
/** Handshake auth of the /orders namespace. */
export interface CustomerSocketAuth {
  orderId: number;
  token: string;
}
