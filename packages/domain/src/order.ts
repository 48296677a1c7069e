import type { CartItem } from './cart';
import type { DeliveryMethod } from './delivery-method';
import type { OnlinePaymentMethod, PaymentMethod } from './order-rules';
import type { OrderChannel } from './order-channel';
import type { OrderStatus } from './order-status';
import type { VatShare } from './vat';

/** Customer fields of an order (docs/api.md#fields). */
export interface OrderCustomer {
  firstName: string;
  lastName: string;
  street: string;
  house_number: string;
  company: string;
  email: string;
  phone: string;
  postalCode: string;
  city: string;
}

/** The body of POST /api/orders (and of POST /api/orders/paypal, which adds finalTotal). */
export interface OrderSubmission extends OrderCustomer {
  cartItems: CartItem[];
  totalPriceShoppingCart: number;
  deliveryMethod: DeliveryMethod;
  messageToChef: string;
  messageToDriver: string;
  discountCode: string;
  discountAmount: number;
  desiredDeliveryTime: string;
  desiredDeliveryDate: string;
  paymentMethod: OnlinePaymentMethod;
  /** The customer ticked "Vorbestellung" (pre-order) at checkout. */
  preorder?: boolean;
  /** For a PayPal order: the PayPal order id whose capture created this order. */
  paypalOrderId?: string;
  /** Cash only: the note the customer pays with (EUR, at least the total), so the driver brings the change. */
  payWith?: number | null;
}

/**
 * 'offen': a PayPal payment not captured yet; 'bezahlt': PayPal captured; 'bar': paid in cash on
 * handover; 'karte': paid by card on handover (orders staff enter).
 */
export type PaymentStatus = 'offen' | 'bezahlt' | 'bar' | 'karte';

/**
 * The refund of a cancelled PayPal payment: under way (queued or being retried), done, or failed
 * at its last attempt (it is retried, and staff may retry at once). null: nothing to refund.
 */
export type RefundStatus = 'ausstehend' | 'erstattet' | 'fehlgeschlagen';

/**
 * One order as staff see it: an entry of GET /api/admin/orders and the payload of the
 * `order:created` and `order:updated` socket events. Money in EUR with two decimals.
 */
export interface OrderRecord extends OrderCustomer {
  order_id: number;
  token: string;
  order_total: number;
  order_status: OrderStatus;
  /** Same as order_status; kept because the original API carried both. */
  status: OrderStatus;
  /** ISO instant the order was placed. */
  order_date: string;
  /** The confirm choice ('30 Min.' or the customer's 'HH:MM'), null until confirmed. */
  delivery_time: string | null;
  /** ISO instant the order is due (set on confirmation), null until then. */
  estimated_at: string | null;
  discountCode: string | null;
  discountAmount: number;
  /** EUR: the goods, without deposit and delivery fee. */
  subtotal: number;
  /** EUR: the deposit (Pfand) of all lines. */
  deposit: number;
  /** EUR: the delivery zone's fee (0 for pickup and free zones). */
  deliveryFee: number;
  deliveryMethod: DeliveryMethod;
  desiredDeliveryTime: string;
  desiredDeliveryDate: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  refundStatus: RefundStatus | null;
  messageToChef: string;
  messageToDriver: string;
  product_details: CartItem[];
  /** Net and VAT per rate contained in order_total (the voucher lowers each rate in proportion). */
  vat: VatShare[];
  /** Why staff cancelled the order (their pick or own words); null when not cancelled or none was given. */
  cancelReason: string | null;
  /** ISO instant a pending order was escalated because nobody answered it in time; null otherwise. */
  escalated_at: string | null;
  /** An order for a later time (the customer's pick, a later day, or placed while the shop was closed). */
  preorder: boolean;
  /** Where the order came in (the web shop, a phone call, the counter). */
  channel: OrderChannel;
  /** Staff took the delivery below its zone's minimum order value (orders staff enter only). */
  waiveMinimum: boolean;
  /** Staff booked a kitchen slot that was already full (orders staff enter only). */
  overbook: boolean;
  /** The driver who delivers it (a confirmed delivery), null before one is assigned. */
  driver: OrderDriver | null;
  /**
   * ISO instant the kitchen reported a delivery cooked while a driver is still to take it out (in a
   * shop with drivers a delivery ends with its handover, not in the kitchen); null otherwise.
   */
  kitchenReadyAt: string | null;
  /** ISO instant the driver set off with it ("unterwegs"), null before. */
  dispatchedAt: string | null;
  /** ISO instant the driver handed it over, null before. */
  deliveredAt: string | null;
  /** EUR the customer pays cash with ("Ich zahle mit …"), so the driver brings the change; null when not given. */
  payWith: number | null;
}

/** A driver as an order names them. */
export interface OrderDriver {
  id: number;
  name: string;
}

/** What GET /api/admin/orders returns under `orders`. */
export type OrdersByStatus = Record<OrderStatus, OrderRecord[]>;

/** What a customer may see of their own order (success page and /orders socket). */
export interface CustomerOrderView {
  order_id: number;
  order_status: OrderStatus;
  delivery_time: string | null;
  estimated_at: string | null;
  deliveryMethod: DeliveryMethod;
  desiredDeliveryDate: string;
  desiredDeliveryTime: string;
  paymentMethod: PaymentMethod;
  refundStatus: RefundStatus | null;
  cancelReason: string | null;
  /** ISO instant the driver set off with the delivery ("unterwegs"), null before. */
  dispatchedAt: string | null;
  deliveredAt: string | null;
}

export function toCustomerView(order: OrderRecord): CustomerOrderView {
  return {
    order_id: order.order_id,
    order_status: order.order_status,
    delivery_time: order.delivery_time,
    estimated_at: order.estimated_at,
    deliveryMethod: order.deliveryMethod,
    desiredDeliveryDate: order.desiredDeliveryDate,
    desiredDeliveryTime: order.desiredDeliveryTime,
    paymentMethod: order.paymentMethod,
    refundStatus: order.refundStatus,
    cancelReason: order.cancelReason,
    dispatchedAt: order.dispatchedAt,
    deliveredAt: order.deliveredAt,
  };
}

/** The `orderDetails`: the order's cart as JSON text under `product_details` (docs/api.md#fields). */
export interface OrderDetailsEntry {
  product_details: string;
}

/** The cart lines behind `orderDetails`; text that is not a JSON list reads as no lines. */
export function parseOrderDetails(details: readonly OrderDetailsEntry[]): CartItem[] {
  return details.flatMap((detail) => {
    try {
      const parsed: unknown = JSON.parse(detail.product_details);
      return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
    } catch {
      return [];
    }
  });
}

/** One point of the overview chart: revenue and count of confirmed and completed orders. */
export interface OverviewSeriesPoint {
  /** 'HH:00' (shop time) for one day, 'YYYY-MM-DD' (shop day) for longer periods. */
  label: string;
  /** EUR */
  revenue: number;
  orders: number;
}

/** One row of the overview's order list. */
export interface OverviewOrder {
  id: number;
  status: OrderStatus;
  /** EUR */
  totalRevenue: number;
  /** ISO instant the order was placed. */
  orderDate: string;
  orderDetails: OrderDetailsEntry[];
  customerName: string;
  channel: OrderChannel;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** ISO instant the order is due once confirmed, else null (then the wish below applies). */
  estimatedAt: string | null;
  desiredDeliveryDate: string;
  desiredDeliveryTime: string;
}

/** The body of GET /api/admin/ordersOverview besides `success` and `message`. */
export interface OrdersOverview {
  orderStats: Record<OrderStatus, number>;
  /** EUR: confirmed and completed orders only (REVENUE_STATUSES). */
  totalRevenue: number;
  /** EUR: orders nobody accepted yet; not part of totalRevenue. */
  pendingRevenue: number;
  /** Net and VAT per rate in totalRevenue. */
  vat: VatShare[];
  /** The period's days in the shop zone, first and last included; null for the whole history. */
  days: { first: string; last: string } | null;
  /** One page of the period's orders (every status), newest first. */
  orders: OverviewOrder[];
  ordersTotal: number;
  page: number;
  pageSize: number;
  series: OverviewSeriesPoint[];
  /** The revenue orders by payment method, by channel, and pickup vs delivery. */
  split: OverviewSplit;
  /** The products sold most in the revenue orders, by quantity (at most 10). */
  bestSellers: OverviewBestSeller[];
}

/** Orders and their revenue (EUR) in one part of the overview's split. */
export interface OverviewShare {
  orders: number;
  revenue: number;
}

export interface OverviewSplit {
  byPayment: Record<'cash' | 'card' | 'paypal', OverviewShare>;
  byChannel: Record<OrderChannel, OverviewShare>;
  byMethod: Record<DeliveryMethod, OverviewShare>;
}

export interface OverviewBestSeller {
  productName: string;
  quantity: number;
  /** EUR, the lines' totals. */
  revenue: number;
}
