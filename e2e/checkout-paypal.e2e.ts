import { buildCartItem, type OrderSubmission, type Product, type ProductVariant } from '@pizzeria/domain';
import { approvePayPalOrder, CartChangedError, createPayPalOrder, PAYPAL_MESSAGES } from '../frontend/src/features/checkout/paypal-flow';
import { applyCartChanges } from '../frontend/src/shop/cart-changes';
import { adminToken } from './admin-test-support';
import { NECESSARY_ONLY_CONSENT, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { useFakePaypal } from './support/fake-paypal';
import { useShopAndBrowser } from './support/shop-and-browser';

// At the top level, so that the fake is up before the describe block's shop starts and closes after it stopped.
const paypal = useFakePaypal();

/**
 * The PayPal SDK cannot load here (no network), so the button's handlers run as plain functions
 * against the real backend, which talks to the fake PayPal server: the same calls the buttons make.
 */
describe('PayPal checkout against the backend and the fake PayPal server', () => {
  const realFetch = globalThis.fetch;
  const started = useShopAndBrowser(() => ({ fixedNow: MONDAY_EVENING, env: paypal.shopEnv }));
  beforeAll(() => {
    // The frontend's API client calls same-origin /api paths; here the origin is the test shop.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      realFetch(typeof input === 'string' && input.startsWith('/') ? `${started.shop.baseUrl}${input}` : input, init)) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  async function submission(pick: (product: Product) => boolean = (p) => p.category_id === 2): Promise<OrderSubmission> {
    const products = (await (await fetch('/api/products')).json()) as Product[];
    const variants = (await (await fetch('/api/productVariants')).json()) as ProductVariant[];
    const pizza = products.find(pick)!;
    const variant = variants.find((v) => v.product_id === pizza.productsID) ?? null;
    return {
      firstName: 'Maria',
      lastName: 'Rossi',
      company: '',
      email: 'maria.rossi@example.de',
      phone: '0171 2345678',
      street: '',
      house_number: '',
      postalCode: '',
      city: '',
      cartItems: [buildCartItem({ product: pizza, variant, extras: [], dip: [], dressing: '', quantity: 2 })],
      totalPriceShoppingCart: (variant?.price ?? pizza.normal_size_price) * 2,
      deliveryMethod: 'abholung',
      messageToChef: '',
      messageToDriver: '',
      discountCode: '',
      discountAmount: 0,
      desiredDeliveryTime: '19:00',
      desiredDeliveryDate: '2026-03-02',
      paymentMethod: 'paypal',
      preorder: false,
    };
  }

  it('creates, captures and stores exactly one paid order', async () => {
    const order = await submission();
    const paypalOrderId = await createPayPalOrder(order, 'paypal-attempt-1');
    const restart = jest.fn();
    const outcome = await approvePayPalOrder(paypalOrderId, order, 'paypal-attempt-1', { restart });
    expect(outcome).toMatchObject({ kind: 'paid', message: PAYPAL_MESSAGES.paid });
    if (outcome.kind !== 'paid') throw new Error('not paid');
    expect(restart).not.toHaveBeenCalled();

    const stored = await (await fetch(`/api/orders/${outcome.orderId}/token/${outcome.token}`)).json();
    expect(stored).toMatchObject({ success: true, order: { order_status: 'ausstehend', paymentMethod: 'paypal', desiredDeliveryTime: '19:00' } });

    const again = await approvePayPalOrder(paypalOrderId, order, 'paypal-attempt-1', { restart });
    expect(again).toMatchObject({ kind: 'paid', orderId: outcome.orderId, token: outcome.token });
  });

  it('restarts the buttons after a declined card, and the next try goes through', async () => {
    const order = await submission();
    const paypalOrderId = await createPayPalOrder(order, 'paypal-attempt-2');
    paypal.server.declineNextCapture();
    const restart = jest.fn();
    await expect(approvePayPalOrder(paypalOrderId, order, 'paypal-attempt-2', { restart })).resolves.toEqual({ kind: 'restarted' });
    expect(restart).toHaveBeenCalledTimes(1);
    await expect(approvePayPalOrder(paypalOrderId, order, 'paypal-attempt-2', { restart })).resolves.toMatchObject({ kind: 'paid' });
  });

  it('reports an order PayPal cannot create with the spec text and the reason', async () => {
    const order = { ...(await submission()), totalPriceShoppingCart: 1 };
    await expect(createPayPalOrder(order, 'paypal-attempt-3')).rejects.toMatchObject({ message: PAYPAL_MESSAGES.createFailed, detail: expect.any(String) });
  });

  it('refuses a stale cart with its changes, and pays the new figure once the cart took them', async () => {
    const COLA = 67;
    const order = await submission((p) => p.productsID === COLA);
    const oldTotal = order.totalPriceShoppingCart;
    const token = await adminToken(started.shop.baseUrl);
    const patched = await fetch(`/api/admin/products/${COLA}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ normal_size_price: 4.2 }),
    });
    expect(patched.status).toBe(200);

    const paypalOrdersBefore = paypal.server.orders.size;
    const error = await createPayPalOrder(order, 'paypal-attempt-4').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartChangedError);
    const changes = (error as CartChangedError).changes;
    expect(changes).toEqual([{ index: 0, productName: 'Coca-Cola 1,0 l', oldTotal, newTotal: 8.4 }]);
    expect(paypal.server.orders.size).toBe(paypalOrdersBefore);

    const cartItems = applyCartChanges(order.cartItems, changes);
    const fresh = { ...order, cartItems, totalPriceShoppingCart: 8.4 };
    const paypalOrderId = await createPayPalOrder(fresh, 'paypal-attempt-5');
    const outcome = await approvePayPalOrder(paypalOrderId, fresh, 'paypal-attempt-5', { restart: jest.fn() });
    if (outcome.kind !== 'paid') throw new Error(`not paid: ${JSON.stringify(outcome)}`);
    const stored = (await (await fetch(`/api/orders/${outcome.orderId}/token/${outcome.token}`)).json()) as { order: { order_total: number } };
    expect(Number(stored.order.order_total)).toBe(8.4);
  });

  it('shows the PayPal area on /checkout only, in its own chunk, and explains when the SDK cannot load', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.route('https://www.paypal.com/**', (route) => route.abort());
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /paypal/i.test(url))).toEqual([]);

    const order = await submission();
    await seedLocalStorage(page, started.shop.baseUrl, { cartItems: order.cartItems, cookieConsent: NECESSARY_ONLY_CONSENT });
    await page.goto(`${started.shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByText('oder bezahlen mit PayPal').waitFor();
    await page.getByText('PayPal ist gerade nicht erreichbar.', { exact: false }).waitFor();
    expect(scripts.some((url) => url.startsWith(started.shop.baseUrl) && /paypal-section/.test(url))).toBe(true);
    expect(scripts.some((url) => url.startsWith('https://www.paypal.com/sdk/js'))).toBe(true);
    await screenshot(page, 'checkout-phone-paypal-unreachable', { fullPage: true });
    await page.context().close();
  });
});
