import { fromCents, toCents, zonedTime, type CartItem, type OrderSubmission, type Product } from '@pizzeria/domain';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './support/shop-server';

/** Monday 18:00 in Berlin: the shop is open and takes "So schnell wie möglich" orders. */
export const ADMIN_E2E_NOW = '2026-03-02T18:00:00+01:00';

const DRINK_ID = 67;

export interface PlacedOrder {
  orderId: number;
  token: string;
  totalCents: number;
}

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return JSON.parse(body) as T;
}

/** Places a cash order of `quantity` drinks (demo menu product 67) through the public API, as a customer would. */
export async function placeDrinkOrder(
  baseUrl: string,
  opts: {
    quantity?: number;
    deliveryMethod?: 'abholung' | 'lieferung';
    messageToChef?: string;
    desiredDeliveryTime?: string;
    /** Another day than the shop's today makes it a pre-order. */
    desiredDeliveryDate?: string;
    /** "Ich zahle mit …" in EUR. */
    payWith?: number;
    messageToDriver?: string;
  } = {},
): Promise<PlacedOrder> {
  const products = await json<Product[]>(await fetch(`${baseUrl}/api/products`));
  const drink = products.find((p) => p.productsID === DRINK_ID);
  if (!drink) throw new Error('demo menu has no product 67');
  const quantity = opts.quantity ?? 2;
  const lineCents = toCents(drink.normal_size_price) * quantity;
  const line: CartItem = {
    productID: DRINK_ID,
    productName: drink.productsName,
    quantity,
    variantID: null,
    variantPrice: drink.normal_size_price,
    variantName: 'Standard',
    extras: [],
    dip: [],
    dressing: '',
    totalPrice: fromCents(lineCents),
    category_id: drink.category_id,
  };
  const delivery = opts.deliveryMethod === 'lieferung';
  const submission: OrderSubmission = {
    firstName: 'Lena',
    lastName: 'Vogel',
    street: delivery ? 'Lindenweg' : '',
    house_number: delivery ? '12' : '',
    company: '',
    email: 'lena.vogel@example.de',
    phone: '0641 998877',
    postalCode: delivery ? '35410' : '',
    city: delivery ? 'Weidenfeld' : '',
    cartItems: [line],
    totalPriceShoppingCart: fromCents(lineCents),
    deliveryMethod: delivery ? 'lieferung' : 'abholung',
    messageToChef: opts.messageToChef ?? '',
    messageToDriver: opts.messageToDriver ?? '',
    discountCode: '',
    discountAmount: 0,
    desiredDeliveryTime: opts.desiredDeliveryTime ?? 'So schnell wie möglich',
    desiredDeliveryDate: opts.desiredDeliveryDate ?? zonedTime(new Date(ADMIN_E2E_NOW)).date,
    paymentMethod: 'cash',
    preorder: opts.desiredDeliveryDate !== undefined,
    ...(opts.payWith === undefined ? {} : { payWith: opts.payWith }),
  };
  const body = await json<{ success: boolean; orderId: number; token: string }>(
    await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submission),
    }),
  );
  return { orderId: body.orderId, token: body.token, totalCents: lineCents };
}

export async function adminToken(baseUrl: string): Promise<string> {
  const body = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    }),
  );
  return body.token;
}

/** Signs the page in by storing a fresh token, as the login form does. */
export async function signIn(page: Page, baseUrl: string): Promise<void> {
  const token = await adminToken(baseUrl);
  await page.context().addInitScript((t) => localStorage.setItem('adminToken', t), token);
}

/** Records the page's browser notifications in `window.__notifications` and its print calls in `window.__prints`. */
export async function spyOnAlerts(page: Page, baseUrl: string): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  await page.context().addInitScript(() => {
    const w = window as unknown as { __notifications: { title: string; body?: string }[]; __prints: number };
    w.__notifications = [];
    w.__prints = 0;
    const Real = window.Notification;
    class RecordingNotification {
      static get permission() {
        return Real.permission;
      }
      static requestPermission() {
        return Real.requestPermission();
      }
      constructor(title: string, options?: NotificationOptions) {
        w.__notifications.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
    window.print = () => {
      w.__prints += 1;
    };
  });
}

/** Counts the tones the page starts (`window.__tones`): the chime is made with WebAudio oscillators. */
export async function countTones(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      w.__tones += 1;
      return create.call(this);
    };
  });
}

export function tones(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __tones: number }).__tones);
}

export function notifications(page: Page): Promise<{ title: string; body?: string }[]> {
  return page.evaluate(() => (window as unknown as { __notifications: { title: string; body?: string }[] }).__notifications);
}

/** Cuts the live connection: socket.io's websocket and long-polling requests fail, plain API calls still work. */
export async function cutSocket(page: Page): Promise<void> {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route(/\/socket\.io\//, (route) => route.abort());
}

/** The card of an order in a board column (desktop layout). */
export function boardCard(page: Page, column: string, orderId: number) {
  return page.getByRole('region', { name: new RegExp(`^${column}`) }).getByRole('button', { name: new RegExp(`^#${orderId} `) });
}

/** An admin API call with a token (the board's changes, setup steps); its JSON answer, or an error with status and body. */
export async function adminCall<T = unknown>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  return json<T>(
    await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Waits until the server reports the order in `status` (the screens change optimistically, before the server answered). */
export async function waitForServerStatus(baseUrl: string, token: string, orderId: number, status: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const board = await json<{ orders: Record<string, { order_id: number }[]> }>(
      await fetch(`${baseUrl}/api/admin/orders`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    if (board.orders[status]?.some((o) => o.order_id === orderId)) return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} did not reach ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the server reports the shop live or closed (a switch on screen moves before its request is answered). */
export async function waitForShopLive(baseUrl: string, live: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await json<{ isShopLive: number }>(await fetch(`${baseUrl}/api/shop-status`));
    if (status.isShopLive === (live ? 1 : 0)) return;
    if (Date.now() > deadline) throw new Error(`the shop did not become ${live ? 'live' : 'closed'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Cancels every pending order through the admin API, so the next test's fresh browser tab has none left to announce. */
export async function cancelPendingOrders(baseUrl: string, token: string): Promise<void> {
  const board = await json<{ orders: Record<string, { order_id: number }[]> }>(
    await fetch(`${baseUrl}/api/admin/orders`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  for (const order of board.orders.ausstehend ?? []) {
    await adminCall(baseUrl, token, 'PUT', '/admin/orders/status', { orderId: order.order_id, status: 'storniert' });
  }
}

/** Moves orders `days` back in time (placed, confirmed, finished and due), as if they came from an earlier service day. */
export async function ageOrders(databaseUrl: string, orderIds: number[], days: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE orders
          SET created_at = created_at - make_interval(days => $2),
              placed_at = placed_at - make_interval(days => $2),
              confirmed_at = confirmed_at - make_interval(days => $2),
              completed_at = completed_at - make_interval(days => $2),
              cancelled_at = cancelled_at - make_interval(days => $2),
              estimated_at = estimated_at - make_interval(days => $2),
              desired_delivery_date = desired_delivery_date - $2::int
        WHERE id = ANY($1)`,
      [orderIds, days],
    );
  } finally {
    await client.end();
  }
}

/** Closes whatever order popup is open, one after the other, until none is left (live orders still open their popup). */
export async function closeOrderPopups(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  while ((await dialog.count()) > 0) {
    await dialog.first().getByRole('button', { name: 'Schließen', exact: true }).click();
  }
}
