import type { ExpectedMinutes } from './expected-time';
import type { BusyModeState } from './busy-mode';
import type { DeliveryMethod } from './delivery-method';
import type { CustomerOrderView, OrderRecord } from './order';

/**
 * `/shop` is public: customers' open pages hear of menu and settings changes there. `/driver` is a
 * driver's phone: it hears only of its own deliveries (`/admin` carries every order and refuses drivers).
 */
export const SOCKET_NAMESPACES = { admin: '/admin', orders: '/orders', shop: '/shop', driver: '/driver' } as const;

export const SOCKET_EVENTS = {
  orderCreated: 'order:created',
  orderUpdated: 'order:updated',
  shopStatus: 'shop-status',
  outboxStatus: 'outbox-status',
  printerStatus: 'printer-status',
  busyMode: 'busy-mode',
  rulesChanged: 'rules:changed',
  deliveriesChanged: 'deliveries:changed',
  settlementClosed: 'settlement:closed',
} as const;

/** What changed for customers: the menu (prices, sold-out marks, zones) or the settings (hours, switches, busy mode). */
export type RulesPart = 'menu' | 'settings';

/** A committed menu or settings change: the part and its new version (the `rules:changed` event on /shop). */
export interface RulesChange {
  part: RulesPart;
  version: number;
}

export type OutboxKind = 'mail' | 'print' | 'refund';

/** How many jobs of one kind wait (queued or being retried) or failed for good. */
export interface OutboxKindCounts {
  waiting: number;
  failed: number;
}

/** GET /api/admin/outbox's `counts` and the `outbox-status` event on /admin. */
export type OutboxCounts = Record<OutboxKind, OutboxKindCounts>;

/** GET /api/admin/printer and the `printer-status` event on /admin. */
export interface PrinterStatus {
  /** PRINTER_URL is set. */
  configured: boolean;
  /** False once a print failed to reach the printer, until one succeeds again. */
  reachable: boolean;
  /** ISO instant since when it cannot be reached, else null. */
  downSince: string | null;
  lastError: string | null;
}

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
  /** How long an order takes now, by method, shown before ordering ("Lieferung in ca. 45 Min."). */
  expectedMinutes: ExpectedMinutes;
  /** Busy mode as it applies now: extra minutes and paused delivery or pickup. */
  busy: BusyModeState;
  /** Per method: switch on, no closed day or closure, not paused, now within the method's hours. */
  openNow: Record<DeliveryMethod, boolean>;
  /** While neither method is open: when the shop opens next (ISO instant); null when open now, switched off or nothing in sight. */
  nextOpening: string | null;
}

/** Events the /admin namespace sends to staff. */
export interface AdminServerEvents {
  [SOCKET_EVENTS.orderCreated]: (order: OrderRecord) => void;
  [SOCKET_EVENTS.orderUpdated]: (order: OrderRecord) => void;
  [SOCKET_EVENTS.shopStatus]: (status: ShopStatusPayload) => void;
  [SOCKET_EVENTS.outboxStatus]: (counts: OutboxCounts) => void;
  [SOCKET_EVENTS.printerStatus]: (status: PrinterStatus) => void;
  [SOCKET_EVENTS.busyMode]: (busy: BusyModeState) => void;
}

/** Events the /orders namespace sends to one customer about their own order. */
export interface CustomerServerEvents {
  [SOCKET_EVENTS.orderUpdated]: (order: CustomerOrderView) => void;
}

/** Events the public /shop namespace sends to every open customer page. */
export interface ShopServerEvents {
  [SOCKET_EVENTS.rulesChanged]: (change: RulesChange) => void;
}

/** A delivery of this driver was assigned, taken away or changed: the phone reads its list again. */
export interface DeliveriesChange {
  orderId: number;
}

/** The counter closed this driver's settlement of a service day (YYYY-MM-DD): the phone shows it settled. */
export interface SettlementClosed {
  date: string;
}

/** Events the /driver namespace sends to one driver's phone, about their own deliveries and settlement only. */
export interface DriverServerEvents {
  [SOCKET_EVENTS.deliveriesChanged]: (change: DeliveriesChange) => void;
  [SOCKET_EVENTS.settlementClosed]: (closed: SettlementClosed) => void;
}

/** Handshake auth of the /admin and /driver namespaces (the staff session's token). */
export interface AdminSocketAuth {
  token: string;
}
/** Handshake auth of the /orders namespace. */
export interface CustomerSocketAuth {
  orderId: number;
  token: string;
}
