import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ESCALATION_MESSAGES,
  phoneHref,
  cartDepositCents,
  cartSubtotalCents,
  fromCents,
  fromVatShares,
  isOrderStatus,
  parseOrderDetails,
  type CustomerOrderView,
  type OrderDetailsEntry,
  type OrderRecord,
} from '@pizzeria/domain';
import { PageLoading } from '../../components/page-loading';
import { ApiError, api } from '../../lib/api-client';
import { useShopInfo } from '../../lib/use-shop-info';
import { useClock } from '../../shop/shop-clock';
import { useShopStatusOnce } from '../../shop/use-shop-status';
import type { ReceiptOrder } from './order-receipt';
import { OrderReceipt } from './order-receipt';
import { OrderStatusCard } from './order-status-card';
import { ShopContactNote } from './shop-contact-note';
import { subscribeToOrder, type OrderSubscription } from './order-updates';
import './checkout.css';

/** How often a page with a pending order asks whether the shop has answered. */
const UNANSWERED_CHECK_MS = 30_000;

interface OrderReply {
  success?: boolean;
  message?: string;
  orderDetails?: OrderDetailsEntry[];
  order?: Partial<OrderRecord>;
  /** The shop has not accepted the pending order within the owner's minutes. */
  notAnswered?: boolean;
}

function toReceipt(orderId: number, reply: OrderReply): { receipt: ReceiptOrder; view: CustomerOrderView } {
  const order = reply.order ?? {};
  const deliveryMethod = order.deliveryMethod === 'lieferung' ? 'lieferung' : 'abholung';
  const lines = reply.orderDetails ? parseOrderDetails(reply.orderDetails) : (order.product_details ?? []);
  const receipt: ReceiptOrder = {
    deliveryMethod,
    desiredDeliveryDate: order.desiredDeliveryDate ?? '',
    desiredDeliveryTime: order.desiredDeliveryTime ?? '',
    discountCode: order.discountCode || null,
    discountAmount: typeof order.discountAmount === 'number' ? order.discountAmount : null,
    subtotal: typeof order.subtotal === 'number' ? order.subtotal : fromCents(cartSubtotalCents(lines)),
    deposit: typeof order.deposit === 'number' ? order.deposit : fromCents(cartDepositCents(lines)),
    deliveryFee: typeof order.deliveryFee === 'number' ? order.deliveryFee : 0,
    order_total: Number(order.order_total ?? 0),
    paymentMethod: order.paymentMethod,
    lines,
    vat: fromVatShares(order.vat ?? []),
  };
  const view: CustomerOrderView = {
    order_id: order.order_id ?? orderId,
    order_status: isOrderStatus(order.order_status) ? order.order_status : 'ausstehend',
    delivery_time: order.delivery_time ?? null,
    estimated_at: order.estimated_at ?? null,
    deliveryMethod,
    desiredDeliveryDate: receipt.desiredDeliveryDate,
    desiredDeliveryTime: receipt.desiredDeliveryTime,
    paymentMethod: order.paymentMethod === 'paypal' ? 'paypal' : 'cash',
    refundStatus: order.refundStatus ?? null,
    cancelReason: order.cancelReason ?? null,
    dispatchedAt: order.dispatchedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
  };
  return { receipt, view };
}

/**
 * 'failed' is a network or server problem: the customer most likely just ordered, so the page
 * reassures them. 'not-found' (no or a wrong id/token) claims no order at all.
 */
type Load = { state: 'loading' } | { state: 'not-found' } | { state: 'failed' } | { state: 'ok'; receipt: ReceiptOrder };

function OrderNotFound() {
  const { shop } = useShopInfo();
  useEffect(() => {
    document.title = `Bestellung nicht gefunden – ${shop.name}`;
  }, [shop.name]);
  return (
    <div className="order-success">
      <header className="order-success__header">
        <h1>Bestellung nicht gefunden</h1>
      </header>
      <p className="order-success__note">
        Zu diesem Link finden wir keine Bestellung. Bitte öffnen Sie den Link aus Ihrer Bestellbestätigung per E-Mail vollständig, oder rufen Sie uns an:{' '}
        <a href={phoneHref(shop.phone)}>{shop.phone}</a>.
      </p>
      <p className="order-success__back">
        <Link className="btn btn-primary" to="/">
          Zur Speisekarte
        </Link>
      </p>
    </div>
  );
}

export default function CheckoutSuccessPage({ subscribe = subscribeToOrder }: { subscribe?: OrderSubscription }) {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const token = params.get('token') ?? '';
  const valid = Number.isInteger(orderId) && orderId > 0 && token !== '';
  const clock = useClock();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [view, setView] = useState<CustomerOrderView | null>(null);
  const [notAnswered, setNotAnswered] = useState(false);
  const missing = !valid || load.state === 'not-found';
  // "um 19:05 Uhr" or "am Mo., 02.03.2026 um 19:05 Uhr" depends on the shop's today, not the phone's.
  useShopStatusOnce(!missing);
  const { shop } = useShopInfo();
  const shopName = shop.name;

  const fetchOrder = useCallback(async () => {
    try {
      const reply = await api.get<OrderReply>(`/orders/${orderId}/token/${encodeURIComponent(token)}`);
      if (!reply?.success && !reply?.order) throw new Error(reply?.message ?? 'Bestellung nicht gefunden.');
      const loaded = toReceipt(orderId, reply);
      setLoad({ state: 'ok', receipt: loaded.receipt });
      setView(loaded.view);
      setNotAnswered(reply.notAnswered === true);
    } catch (error) {
      const notFound = error instanceof ApiError && error.status === 404;
      if (!notFound) console.error('Bestelldetails konnten nicht geladen werden.', error);
      setLoad((current) => (current.state === 'ok' ? current : { state: notFound ? 'not-found' : 'failed' }));
    }
  }, [orderId, token]);

  useEffect(() => {
    if (missing) return;
    document.title = `Vielen Dank für Ihre Bestellung – ${shopName}`;
  }, [missing, shopName]);

  useEffect(() => {
    if (valid) void fetchOrder();
  }, [valid, fetchOrder]);

  // Live updates from the start, so none is missed while the details load; given up once the server knows no such order.
  useEffect(() => {
    if (missing) return;
    return subscribe(orderId, token, { onUpdate: setView, onReconnect: () => void fetchOrder() });
  }, [missing, orderId, token, fetchOrder, subscribe]);

  // While nobody has accepted the order, ask again now and then: the page tells the customer when the shop is slow to answer.
  const pending = view?.order_status === 'ausstehend';
  useEffect(() => {
    if (missing || !pending) return;
    const timer = setInterval(() => void fetchOrder(), UNANSWERED_CHECK_MS);
    return () => clearInterval(timer);
  }, [missing, pending, fetchOrder]);

  if (missing) return <OrderNotFound />;
  if (load.state === 'loading') return <PageLoading />;

  return (
    <div className="order-success">
      <header className="order-success__header">
        <h1>{view?.order_status === 'storniert' ? 'Bestellung storniert' : 'Vielen Dank für Ihre Bestellung!'}</h1>
        <p className="order-success__number">Ihre Bestellnummer: {orderId}</p>
      </header>
      <OrderStatusCard view={view} now={clock.now()} />
      {pending && notAnswered && (
        <p className="order-success__unanswered" role="alert">
          {ESCALATION_MESSAGES.customerNotice} <a href={phoneHref(shop.phone)}>{shop.phone}</a>
        </p>
      )}
      {view?.order_status !== 'storniert' && <ShopContactNote pickup={view?.deliveryMethod === 'abholung'} />}
      {load.state === 'failed' && (
        <p className="order-success__note">
          Die Einzelheiten Ihrer Bestellung können wir gerade nicht anzeigen. Keine Sorge: Ihre Bestellung ist bei uns eingegangen, und die Bestätigung finden Sie in
          Ihrem E-Mail-Postfach.
        </p>
      )}
      {load.state === 'ok' && <OrderReceipt order={load.receipt} />}
      <p className="order-success__back">
        <Link className="btn btn-secondary" to="/">
          Zurück zur Speisekarte
        </Link>
      </p>
    </div>
  );
}
