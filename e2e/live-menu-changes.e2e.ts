import type { Page } from 'playwright-core';
import { ADMIN_E2E_NOW, adminToken } from './admin-test-support';
import { newDesktopPage, newPhonePage, NECESSARY_ONLY_CONSENT, screenshot, seedLocalStorage } from './support/browser';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';

/**
 * The owner changes the menu while a customer has it open on a phone (docs/back-office.md#changes:
 * a change is in effect on every open menu page within 5 s, without a reload; a sold-out
 * item is refused; a checkout with a stale cart is told what changed and goes on with the new figure).
 */
const COLA = { id: 67, name: 'Coca-Cola 1,0 l' };
const TIRAMISU = { id: 42, name: 'Tiramisu' };
const WITHIN_5_S = 5000;
/** The menu page's poll interval (frontend MENU_POLL_MS): what a pushed change must beat. */
const MENU_POLL_MS = 4000;

async function patchProduct(baseUrl: string, token: string, id: number, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/products/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH product ${id}: ${response.status} ${await response.text()}`);
}

/** Resolves once `done()` holds, checked every 20 ms; rejects after `timeoutMs`. */
async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !done();) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const card = (page: Page, name: string) => page.locator('article.product-card', { has: page.getByRole('button', { name: new RegExp(`^${name} – `) }) });

describe('live menu: the owner changes a price and marks an item sold out while a customer orders', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let token: string;

  beforeAll(async () => {
    token = await adminToken(started.shop.baseUrl);
  });

  it('shows both on the open phone menu within 5 s, refuses the sold-out item, marks it in the cart and explains the stale cart at checkout', async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    await card(page, COLA.name).waitFor();
    const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
    if (await necessaryOnly.isVisible()) await necessaryOnly.click();

    for (const item of [COLA, TIRAMISU]) {
      await page.getByRole('button', { name: `${item.name} – in den Warenkorb legen` }).click();
      await page.getByText(`${item.name} wurde zum Warenkorb hinzugefügt`).waitFor();
    }
    await expect(card(page, COLA.name).locator('.product-price').textContent()).resolves.toMatch(/^3,90\s€$/);

    await patchProduct(started.shop.baseUrl, token, COLA.id, { normal_size_price: 4.2 });
    await patchProduct(started.shop.baseUrl, token, TIRAMISU.id, { available: false });

    // No reload: the page picks both up by itself.
    await card(page, COLA.name)
      .locator('.product-price', { hasText: /^4,20\s€$/ })
      .waitFor({ timeout: WITHIN_5_S });
    await card(page, TIRAMISU.name).getByText('Ausverkauft').waitFor({ timeout: WITHIN_5_S });
    await screenshot(page, 'live-menu-sold-out-phone');

    const tiramisu = page.getByRole('button', { name: `${TIRAMISU.name} – in den Warenkorb legen` });
    await expect(tiramisu.isDisabled()).resolves.toBe(true);
    await tiramisu.click({ force: true });
    const cartBefore = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { productID: number; quantity: number; totalPrice: number }[]);
    expect(cartBefore.map((l) => [l.productID, l.quantity])).toEqual([
      [COLA.id, 1],
      [TIRAMISU.id, 1],
    ]);
    // The cart line took the new price from the menu.
    expect(cartBefore[0].totalPrice).toBe(4.2);

    // The cart marks the sold-out line and keeps checkout closed until the customer removes it.
    await page.getByRole('button', { name: /Warenkorb ansehen/ }).click();
    const cartSheet = page.getByRole('dialog', { name: 'Warenkorb' });
    await cartSheet.getByText('Ausverkauft – bitte entfernen').waitFor({ timeout: WITHIN_5_S });
    await expect(cartSheet.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'live-menu-cart-sold-out-phone');
    await cartSheet.getByRole('button', { name: `${TIRAMISU.name} aus dem Warenkorb entfernen` }).click();
    await cartSheet.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(`${started.shop.baseUrl}/checkout`);
    await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();

    // Raised once more while the customer fills the form: the cart on this page is now stale.
    await patchProduct(started.shop.baseUrl, token, COLA.id, { normal_size_price: 4.5 });
    await fillCustomer(page, false);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();

    const dialog = page.getByRole('dialog', { name: 'Ihr Warenkorb hat sich geändert' });
    await dialog.waitFor({ timeout: 10_000 });
    await dialog.getByText('Coca-Cola 1,0 l ist jetzt teurer: 4,50 € statt 4,20 €.').waitFor();
    await screenshot(page, 'live-menu-checkout-changes-phone');

    await dialog.getByRole('button', { name: 'Mit neuem Betrag bestellen' }).click();
    await page.waitForURL(/\/checkout-success\?/, { timeout: 10_000 });
    const success = new URL(page.url());
    const order = (await (
      await fetch(`${started.shop.baseUrl}/api/orders/${success.searchParams.get('orderId')}/token/${success.searchParams.get('token')}`)
    ).json()) as { order: { order_total: number } };
    expect(Number(order.order.order_total)).toBe(4.5);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('marks a line sold out in the desktop cart panel while the menu is open, and lifts the mark when it is back', async () => {
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `${COLA.name} – in den Warenkorb legen` }).click();
    const panel = page.locator('aside.cart-panel');
    await panel.getByText(COLA.name).waitFor();

    await patchProduct(started.shop.baseUrl, token, COLA.id, { available: false });
    await panel.getByText('Ausverkauft – bitte entfernen').waitFor({ timeout: WITHIN_5_S });
    await expect(panel.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'live-menu-cart-sold-out-desktop');

    await patchProduct(started.shop.baseUrl, token, COLA.id, { available: true });
    await panel.getByText('Ausverkauft – bitte entfernen').waitFor({ state: 'detached', timeout: WITHIN_5_S });
    await page.context().close();
  });

  it('pushes a change over the public socket: the open page shows it before its next poll could have', async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    const polls: number[] = [];
    const pushes: string[] = [];
    let shopSocketOpen = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/menu-version') polls.push(Date.now());
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.startsWith('40/shop,')) shopSocketOpen = true;
        if (text.includes('rules:changed')) pushes.push(text);
      }),
    );
    await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    await card(page, COLA.name).waitFor();
    // The socket is opened once the page is idle after its first paint.
    await waitUntil(() => shopSocketOpen, 10_000);

    // Right after a poll: the next one is a whole interval away.
    const pollsSoFar = polls.length;
    await waitUntil(() => polls.length > pollsSoFar, 10_000);
    const lastPoll = polls[polls.length - 1];
    await patchProduct(started.shop.baseUrl, token, COLA.id, { normal_size_price: 4.8 });
    await card(page, COLA.name)
      .locator('.product-price', { hasText: /^4,80\s€$/ })
      .waitFor({ timeout: WITHIN_5_S });
    const shownAfter = Date.now() - lastPoll;

    expect(pushes.some((frame) => frame.includes('"part":"menu"'))).toBe(true);
    expect(shownAfter).toBeLessThan(MENU_POLL_MS - 500);
    await card(page, COLA.name).scrollIntoViewIfNeeded();
    await screenshot(page, 'live-menu-pushed-phone');
    await page.context().close();
  });
});
