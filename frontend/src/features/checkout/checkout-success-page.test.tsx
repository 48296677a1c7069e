import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fixedClock, phoneHref, SHOP_IDENTITY_DEFAULTS, type CustomerOrderView } from '@pizzeria/domain';
import CheckoutSuccessPage from './checkout-success-page';

const SHOP_CONTACT = { ...SHOP_IDENTITY_DEFAULTS, phoneHref: phoneHref(SHOP_IDENTITY_DEFAULTS.phone) };
import { ClockProvider } from '../../shop/shop-clock';
import { resetShopStatusForTests } from '../../shop/use-shop-status';
import { installFakeFetch } from './fake-fetch.test-support';
import type { OrderSubscription } from './order-updates';
import { pizza } from './checkout-form.test-support';

const order = {
  order_id: 42,
  order_status: 'ausstehend',
  status: 'ausstehend',
  order_total: 22.5,
  subtotal: 25,
  discountCode: 'PIZZA10',
  discountAmount: 2.5,
  deliveryMethod: 'lieferung',
  desiredDeliveryDate: '2026-11-23',
  desiredDeliveryTime: 'So schnell wie möglich',
  delivery_time: null,
  estimated_at: null,
  paymentMethod: 'cash',
  // 22,50 € at 7 %: 22,50 × 7 / 107 = 1,472 → 1,47 €
  vat: [{ rate: 7, gross: 22.5, net: 21.03, vat: 1.47 }],
};

/** Captures the page's update handler so the test can play the server's socket event. */
function fakeSubscription() {
  const handlers: { onUpdate?: (view: CustomerOrderView) => void } = {};
  const unsubscribe = jest.fn();
  const subscribe: jest.MockedFunction<OrderSubscription> = jest.fn((_id, _token, h) => {
    handlers.onUpdate = h.onUpdate;
    return unsubscribe;
  });
  return { subscribe, unsubscribe, push: (view: CustomerOrderView) => act(() => handlers.onUpdate?.(view)) };
}

function renderPage(url: string, subscribe: OrderSubscription) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ClockProvider clock={fixedClock('2026-11-23T17:10:00Z')}>
        <CheckoutSuccessPage subscribe={subscribe} />
      </ClockProvider>
    </MemoryRouter>,
  );
}

describe('checkout success page', () => {
  beforeEach(() => resetShopStatusForTests());

  it('loads the order by id and token and shows lines, subtotal, voucher, total, the VAT in it and the wish time', async () => {
    const api = installFakeFetch({
      'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order, orderDetails: [{ product_details: JSON.stringify([pizza]) }] } }),
    });
    const live = fakeSubscription();
    renderPage('/checkout-success?orderId=42&token=tok-42', live.subscribe);
    expect(await screen.findByText('Pizza Margherita')).toBeInTheDocument();
    expect(screen.getByText('Vielen Dank für Ihre Bestellung!')).toBeInTheDocument();
    expect(screen.getByText('Ihre Bestellnummer: 42')).toBeInTheDocument();
    const totals = [...document.querySelectorAll('.checkout-totals > div')].map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(totals).toEqual([
      'Zwischensumme25,00 €',
      'Gutschein PIZZA10−2,50 €',
      'Lieferungkostenlos',
      'Gesamt (inkl. MwSt.)22,50 €',
      'enthaltene MwSt. 7 % (netto 21,03 €)1,47 €',
    ]);
    expect(within(screen.getByText('Art').parentElement!).getByText('Lieferung')).toBeInTheDocument();
    expect(screen.getByText('So schnell wie möglich (Mo., 23.11.2026)')).toBeInTheDocument();
    expect(screen.getByText('Ihre Bestellung ist eingegangen')).toBeInTheDocument();
    expect(api.to('GET', '/api/orders/42/token/tok-42')).toHaveLength(1);
    expect(live.subscribe).toHaveBeenCalledWith(42, 'tok-42', expect.anything());
  });

  it('follows the live status: confirmed with the time in Berlin, on its way, then delivered', async () => {
    installFakeFetch({ 'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order, orderDetails: [] } }) });
    const live = fakeSubscription();
    renderPage('/checkout-success?orderId=42&token=tok-42', live.subscribe);
    await screen.findByText('Ihre Bestellung ist eingegangen');
    const base = {
      order_id: 42,
      deliveryMethod: 'lieferung' as const,
      desiredDeliveryDate: '2026-11-23',
      desiredDeliveryTime: 'So schnell wie möglich',
      paymentMethod: 'cash' as const,
      refundStatus: null,
      cancelReason: null,
      dispatchedAt: null,
      deliveredAt: null,
    };
    live.push({ ...base, order_status: 'bestätigt', delivery_time: '30 Min.', estimated_at: '2026-11-23T18:05:00Z' });
    expect(screen.getByText('Ihre Bestellung ist bestätigt')).toBeInTheDocument();
    expect(screen.getByText('Lieferung voraussichtlich um 19:05 Uhr.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bestellstatus')).toHaveAttribute('aria-live', 'polite');
    live.push({ ...base, order_status: 'bestätigt', delivery_time: '30 Min.', estimated_at: '2026-11-23T18:05:00Z', dispatchedAt: '2026-11-23T17:50:00Z' });
    expect(screen.getByText('Ihre Bestellung ist unterwegs')).toBeInTheDocument();
    expect(screen.getByText('Unser Fahrer ist auf dem Weg zu Ihnen – voraussichtlich um 19:05 Uhr.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Unterwegs');
    live.push({
      ...base,
      order_status: 'abgeschlossen',
      delivery_time: '30 Min.',
      estimated_at: '2026-11-23T18:05:00Z',
      dispatchedAt: '2026-11-23T17:50:00Z',
      deliveredAt: '2026-11-23T18:02:00Z',
    });
    expect(screen.getByText('Ihre Bestellung ist abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText('Zugestellt. Vielen Dank und guten Appetit!')).toBeInTheDocument();
    live.push({ ...base, order_status: 'storniert', delivery_time: null, estimated_at: null, cancelReason: 'Ausverkauft' });
    expect(screen.getByText('Ihre Bestellung wurde storniert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellung storniert');
    expect(screen.getByText('Grund: Ausverkauft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_CONTACT.phone })).toHaveAttribute('href', SHOP_CONTACT.phoneHref);
  });

  it("opened from the mail on a phone whose date is wrong, it gives the time by the shop's day", async () => {
    // The phone believes it is the day before; the server says Monday 18:10 in Berlin.
    jest.useFakeTimers({ now: new Date('2026-11-22T17:10:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      const api = installFakeFetch({
        'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order, orderDetails: [] } }),
        'GET /api/shop-status': () => ({ body: { isShopLive: 1, preordersEnabled: 0, serverTime: '2026-11-23T17:10:00.000Z', timezone: 'Europe/Berlin' } }),
      });
      const live = fakeSubscription();
      render(
        <MemoryRouter initialEntries={['/checkout-success?orderId=42&token=tok-42']}>
          <CheckoutSuccessPage subscribe={live.subscribe} />
        </MemoryRouter>,
      );
      await screen.findByText('Ihre Bestellung ist eingegangen');
      expect(api.to('GET', '/api/shop-status')).toHaveLength(1);
      live.push({
        order_id: 42,
        deliveryMethod: 'lieferung',
        desiredDeliveryDate: '2026-11-23',
        desiredDeliveryTime: 'So schnell wie möglich',
        paymentMethod: 'cash',
        refundStatus: null,
        cancelReason: null,
        dispatchedAt: null,
        deliveredAt: null,
        order_status: 'bestätigt',
        delivery_time: '30 Min.',
        estimated_at: '2026-11-23T17:40:00Z',
      });
      expect(await screen.findByText('Lieferung voraussichtlich um 18:40 Uhr.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a cancelled PayPal order says whether the money was refunded, live', async () => {
    installFakeFetch({ 'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order, orderDetails: [] } }) });
    const live = fakeSubscription();
    renderPage('/checkout-success?orderId=42&token=tok-42', live.subscribe);
    await screen.findByText('Ihre Bestellung ist eingegangen');
    const cancelled = {
      order_id: 42,
      deliveryMethod: 'lieferung' as const,
      desiredDeliveryDate: '2026-11-23',
      desiredDeliveryTime: 'So schnell wie möglich',
      order_status: 'storniert' as const,
      delivery_time: null,
      estimated_at: null,
      paymentMethod: 'paypal' as const,
      cancelReason: null,
      dispatchedAt: null,
      deliveredAt: null,
    };
    live.push({ ...cancelled, refundStatus: 'ausstehend' });
    expect(
      screen.getByText('Wir mussten Ihre Bestellung leider stornieren. Den per PayPal bezahlten Betrag erstatten wir Ihnen, die Erstattung bei PayPal ist in Arbeit.'),
    ).toBeInTheDocument();
    live.push({ ...cancelled, refundStatus: 'erstattet' });
    expect(screen.getByText('Wir mussten Ihre Bestellung leider stornieren. Den per PayPal bezahlten Betrag haben wir Ihnen erstattet.')).toBeInTheDocument();
  });

  it('tells a pickup customer where to collect the order, with the phone number', async () => {
    installFakeFetch({
      'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order: { ...order, deliveryMethod: 'abholung' }, orderDetails: [] } }),
    });
    renderPage('/checkout-success?orderId=42&token=tok-42', fakeSubscription().subscribe);
    const contact = await screen.findByRole('region', { name: 'Kontakt' });
    expect(contact).toHaveTextContent(`Abholung bei: Pizzeria Bella Napoli, ${SHOP_CONTACT.street}, ${SHOP_CONTACT.postalCode} ${SHOP_CONTACT.city}`);
    expect(within(contact).getByRole('link', { name: SHOP_CONTACT.phone })).toHaveAttribute('href', SHOP_CONTACT.phoneHref);
  });

  it.each([
    ['the server fails', () => ({ status: 500, body: { success: false, message: 'Interner Fehler' } })],
    ['the network is down', () => new TypeError('Failed to fetch')],
  ])('reassures and logs when %s', async (_case, reply) => {
    installFakeFetch({ 'GET /api/orders/42/token/tok-42': reply });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/checkout-success?orderId=42&token=tok-42', fakeSubscription().subscribe);
    expect(await screen.findByText(/Die Einzelheiten Ihrer Bestellung können wir gerade nicht anzeigen/)).toBeInTheDocument();
    expect(screen.getByText('Vielen Dank für Ihre Bestellung!')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('claims no order for a wrong id or token: a clear "not found" with the way back to the menu', async () => {
    installFakeFetch({ 'GET /api/orders/99999/token/abc': () => ({ status: 404, body: { success: false, message: 'Bestellung nicht gefunden.' } }) });
    const live = fakeSubscription();
    renderPage('/checkout-success?orderId=99999&token=abc', live.subscribe);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/Zu diesem Link finden wir keine Bestellung/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Speisekarte' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung!')).not.toBeInTheDocument();
    expect(screen.queryByText(/eingegangen/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bestellstatus')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Bestellung nicht gefunden/);
    expect(live.unsubscribe).toHaveBeenCalled();
  });

  it.each(['/checkout-success', '/checkout-success?orderId=42', '/checkout-success?orderId=abc&token=t'])('claims no order and calls no server for %s', (url) => {
    const api = installFakeFetch({});
    const live = fakeSubscription();
    renderPage(url, live.subscribe);
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung!')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bestellstatus')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path !== '/api/shop-info')).toHaveLength(0);
    expect(live.subscribe).not.toHaveBeenCalled();
  });

  it('stops listening when the page is left', async () => {
    installFakeFetch({ 'GET /api/orders/42/token/tok-42': () => ({ body: { success: true, order, orderDetails: [{ product_details: JSON.stringify([pizza]) }] } }) });
    const live = fakeSubscription();
    const { unmount } = renderPage('/checkout-success?orderId=42&token=tok-42', live.subscribe);
    await screen.findByText('Pizza Margherita');
    unmount();
    expect(live.unsubscribe).toHaveBeenCalled();
  });
});
