import { seriousAccessibilityProblems } from './support/accessibility';
import type { Page } from 'playwright-core';
import { formatEuro } from '@pizzeria/domain';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { E2E_ADMIN } from './support/shop-server';
import {
  ADMIN_E2E_NOW,
  adminCall,
  adminToken,
  ageOrders,
  boardCard,
  cancelPendingOrders,
  cutSocket,
  notifications,
  placeDrinkOrder,
  signIn,
  spyOnAlerts,
} from './admin-test-support';

describe('admin: Bestellannahme', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let token: string;

  beforeAll(async () => {
    token = await adminToken(started.shop.baseUrl);
  });
  // Every test opens a fresh tab, which announces every pending order it finds; each starts with none.
  afterEach(() => cancelPendingOrders(started.shop.baseUrl, token));

  /** A desktop tab; like every tab here it stays open until the browser closes after the last test. */
  const desktop = () => newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });

  async function openBoard(page: Page) {
    await spyOnAlerts(page, started.shop.baseUrl);
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Bestellannahme' }).waitFor();
  }

  it('sends a visitor without a token from /admin/dashboard to the login', async () => {
    const page = await desktop();
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    expect(await page.getByRole('heading', { name: 'Admin-Anmeldung' }).isVisible()).toBe(true);
  });

  it('refuses a wrong password with the server’s message and lets the right one in', async () => {
    const page = await desktop();
    await page.goto(`${started.shop.baseUrl}/admin/login`);
    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('pops up a new order within 2 s with a notification; confirm, complete and cancel reach the customer live', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();

    const order = await placeDrinkOrder(started.shop.baseUrl);
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    expect(await notifications(page)).toEqual([
      {
        title: 'Neue Bestellung!',
        body: `Eine neue Bestellung ist eingegangen. #${order.orderId} · 02.03.2026, So schnell wie möglich · ${formatEuro(order.totalCents)}`,
      },
    ]);
    expect(await popup.getByText(formatEuro(order.totalCents)).first().isVisible()).toBe(true);
    expect(await popup.getByRole('button', { name: /Wunschzeit/ }).count()).toBe(0);
    await screenshot(page, 'admin-popup-desktop');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    const customer = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await customer.goto(`${started.shop.baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    await customer.getByText('Ihre Bestellung ist eingegangen').first().waitFor();

    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    expect(await popup.getByRole('alert').textContent()).toBe('Bitte eine Lieferzeit auswählen.');
    await popup.getByRole('button', { name: /^30 Min\./ }).click();
    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    await boardCard(page, 'Bestätigt', order.orderId).waitFor();
    await customer.getByText('Ihre Bestellung ist bestätigt').waitFor({ timeout: 10_000 });
    await screenshot(page, 'admin-board-desktop');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: `Bestellung #${order.orderId} abschließen` }).click();
    await boardCard(page, 'Abgeschlossen', order.orderId).waitFor();
    await customer.getByText('Ihre Bestellung ist abgeschlossen').waitFor({ timeout: 10_000 });

    await boardCard(page, 'Abgeschlossen', order.orderId).click();
    const details = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    expect(await details.getByRole('button', { name: /Abgeschlossen/ }).count()).toBe(0);
    await details.getByRole('button', { name: 'Drucken' }).click();
    await page.waitForFunction(() => (window as unknown as { __prints: number }).__prints === 1);
    await details.getByRole('button', { name: 'Stornieren' }).click();
    const question = page.getByRole('dialog', { name: 'Bestellung stornieren?' });
    await question.getByRole('button', { name: 'Nein' }).click();
    expect(await boardCard(page, 'Abgeschlossen', order.orderId).count()).toBe(1);
    await details.getByRole('button', { name: 'Stornieren' }).click();
    await question.getByRole('radio', { name: 'Ausverkauft' }).check();
    await question.getByRole('button', { name: 'Ja, stornieren' }).click();
    await boardCard(page, 'Storniert', order.orderId).waitFor();
    await customer.getByText('Ihre Bestellung wurde storniert').waitFor({ timeout: 10_000 });
    expect(await details.count()).toBe(0);
  });

  it('offers the customer’s own time and confirms with it', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();
    const order = await placeDrinkOrder(started.shop.baseUrl, { desiredDeliveryTime: '19:30' });
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole('button', { name: 'Wunschzeit 19:30' }).click();
    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    await boardCard(page, 'Bestätigt', order.orderId).click();
    await page
      .getByRole('dialog', { name: `Bestellung #${order.orderId}` })
      .getByText('19:30 (fertig um 19:30)')
      .waitFor();
  });

  it('switches the shop and pre-orders on every signed-in device at once', async () => {
    const first = await desktop();
    const second = await desktop();
    await openBoard(first);
    await openBoard(second);
    await second.getByText('Live', { exact: true }).waitFor();
    const preorders = (page: Page) => page.getByRole('switch', { name: 'Vorbestellungen' });
    expect(await preorders(second).getAttribute('aria-checked')).toBe('false');
    await preorders(first).click();
    await first.getByRole('button', { name: 'Ja, einschalten' }).click();
    await second.getByRole('switch', { name: 'Vorbestellungen', checked: true }).waitFor({ timeout: 10_000 });
    expect(await (await fetch(`${started.shop.baseUrl}/api/shop-status`)).json()).toMatchObject({ isShopLive: 1, preordersEnabled: 1 });
    await preorders(second).click();
    await second.getByRole('button', { name: 'Ja, ausschalten' }).click();
    await first.getByRole('switch', { name: 'Vorbestellungen', checked: false }).waitFor({ timeout: 10_000 });
  });

  it('re-opens the popup of a still pending order 5 s after it was closed', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole('button', { name: 'Schließen', exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    const closedAt = Date.now();
    await popup.waitFor({ timeout: 10_000 });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(4500);
  });

  it('announces an order placed while staff look at the Bestellübersicht; its popup waits on the board', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Bestellübersicht' }).click();
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();

    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    const banner = page.getByRole('status').filter({ hasText: '1 neue Bestellung wartet auf Annahme.' });
    await banner.waitFor({ timeout: 10_000 });
    expect(await notifications(page)).toEqual([
      {
        title: 'Neue Bestellung!',
        body: `Eine neue Bestellung ist eingegangen. #${order.orderId} · 02.03.2026, So schnell wie möglich · ${formatEuro(order.totalCents)}`,
      },
    ]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'admin-overview-new-order-banner');

    await page.getByRole('link', { name: 'Bestellannahme', exact: true }).click();
    await page.getByRole('dialog', { name: `Bestellung #${order.orderId}` }).waitFor({ timeout: 10_000 });
    expect(await notifications(page)).toHaveLength(1);
  });

  it('after a reload announces the order that came in meanwhile, and lists the one announced before instead of popping it up again', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();
    const earlier = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const earlierPopup = page.getByRole('dialog', { name: `Bestellung #${earlier.orderId}` });
    await earlierPopup.waitFor({ timeout: 10_000 });
    await earlierPopup.getByRole('button', { name: 'Schließen', exact: true }).click();

    await page.goto('about:blank');
    const meanwhile = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    const popup = page.getByRole('dialog', { name: `Bestellung #${meanwhile.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    // The notification list starts empty on every page load: one entry means one announcement, for the new order.
    expect(await notifications(page)).toHaveLength(1);
    await page
      .getByRole('region', { name: '1 Bestellung wartet auf Annahme' })
      .getByRole('button', { name: new RegExp(`^#${earlier.orderId} `) })
      .waitFor();
    await popup.getByRole('button', { name: 'Schließen', exact: true }).click();
    // The one that came in meanwhile is the newest: its popup comes back; the earlier one stays in the list.
    await popup.waitFor({ timeout: 10_000 });
    expect(await earlierPopup.count()).toBe(0);
    expect(await notifications(page)).toHaveLength(1);
  });

  it('shows how many new orders wait behind the popup and skips those accepted on another device', async () => {
    const page = await desktop();
    await openBoard(page);
    await page.getByText('Live', { exact: true }).waitFor();
    const first = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const popup = (orderId: number) => page.getByRole('dialog', { name: `Bestellung #${orderId}` });
    await popup(first.orderId).waitFor({ timeout: 10_000 });
    const second = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    const third = await placeDrinkOrder(started.shop.baseUrl, { quantity: 3 });
    await popup(first.orderId).getByText('noch 2 neue Bestellungen').waitFor({ timeout: 10_000 });

    // Another device accepts the second order: it leaves the queue, and the one open here can follow.
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: second.orderId, deliveryTime: '30 Min.' });
    await popup(first.orderId).getByText('noch 1 neue Bestellung').waitFor({ timeout: 10_000 });
    await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: first.orderId, status: 'storniert' });
    await popup(third.orderId).waitFor({ timeout: 10_000 });
    expect(
      await popup(third.orderId)
        .getByText(/neue Bestellung/)
        .count(),
    ).toBe(0);
  });

  it('says honestly when the server cannot be reached, from the first load on, and recovers', async () => {
    const page = await desktop();
    await page.route('**/api/admin/orders', (route) => route.abort());
    await openBoard(page);
    await page.getByRole('alert').filter({ hasText: 'Keine Verbindung zum Server.' }).waitFor();
    await page.getByText('Keine Verbindung zum Server – noch keine Bestellungen geladen').waitFor();
    expect(await page.getByText('Bestellungen werden geladen …').count()).toBe(0);
    await page.unroute('**/api/admin/orders');
    await page.getByRole('region', { name: /^Ausstehend/ }).waitFor({ timeout: 10_000 });
    await page.getByText('Live', { exact: true }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Keine Verbindung zum Server – letzter Stand 18:00').waitFor({ timeout: 10_000 });
    await screenshot(page, 'admin-board-no-server');
    await page.context().setOffline(false);
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 15000 });
  });

  it('still brings a new order within 6 s by polling when the live connection is cut', async () => {
    const page = await desktop();
    await cutSocket(page);
    await openBoard(page);
    await page.getByText('Offline – Aktualisierung alle 5 s').waitFor();
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 3 });
    await page.getByRole('dialog', { name: `Bestellung #${order.orderId}` }).waitFor({ timeout: 10_000 });
    expect(await notifications(page)).toHaveLength(1);
  });

  it('looks right on a phone: the new order as a sheet, confirmed there, then the status tabs', async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    const order = await placeDrinkOrder(started.shop.baseUrl, { deliveryMethod: 'lieferung', quantity: 4, messageToChef: 'Bitte gut kühlen' });
    await openBoard(page);
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.getByText('Bitte gut kühlen').waitFor();
    await screenshot(page, 'admin-popup-phone');
    await popup.getByRole('button', { name: /^30 Min\./ }).click();
    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Bestätigt/ }).click();
    await page.getByRole('button', { name: new RegExp(`^#${order.orderId} `) }).waitFor();
    await screenshot(page, 'admin-board-phone', { fullPage: true });
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('switch', { name: 'Shop live' }).waitFor();
    await screenshot(page, 'admin-menu-phone');
  });

  describe('at rush hour', () => {
    const today: Record<'pending' | 'confirmed' | 'completed' | 'cancelled', number[]> = { pending: [], confirmed: [], completed: [], cancelled: [] };
    const lastWeek: number[] = [];

    /** Orders placed at the same moment, with varied quantities, pickup and delivery, times and messages. */
    async function placeMany(count: number, offset: number): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) {
        const n = offset + i;
        const delivery = n % 3 === 0;
        const order = await placeDrinkOrder(started.shop.baseUrl, {
          // Deliveries need the location's minimum order value.
          quantity: delivery ? 4 + (n % 3) : 1 + (n % 6),
          deliveryMethod: delivery ? 'lieferung' : 'abholung',
          desiredDeliveryTime: n % 4 === 0 ? `${19 + (n % 3)}:${n % 2 ? '15' : '45'}` : undefined,
          messageToChef: n % 5 === 0 ? 'Bitte klingeln' : undefined,
        });
        ids.push(order.orderId);
      }
      return ids;
    }

    // About 160 requests one after another: on a shared 2-core box under load that outlasts the default 90 s.
    beforeAll(async () => {
      await cancelPendingOrders(started.shop.baseUrl, token);
      lastWeek.push(...(await placeMany(30, 100)));
      for (const orderId of lastWeek) {
        await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId, deliveryTime: '30 Min.' });
        await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId, status: 'abgeschlossen' });
      }
      await ageOrders(started.shop.databaseUrl, lastWeek, 3);
      today.completed = await placeMany(12, 0);
      today.cancelled = await placeMany(6, 12);
      today.confirmed = await placeMany(10, 18);
      for (const orderId of [...today.completed, ...today.confirmed]) {
        await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId, deliveryTime: orderId % 2 ? '30 Min.' : '45 Min.' });
      }
      for (const orderId of today.completed) await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId, status: 'abgeschlossen' });
      for (const orderId of today.cancelled) await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId, status: 'storniert' });
    }, 240_000);
    // The suite cancels pending orders after every test; each test here starts with a dozen new ones.
    beforeEach(async () => {
      today.pending = await placeMany(12, 28);
    });

    it('desktop: the page keeps the window’s height, each column scrolls under its heading, last week’s orders stay off', async () => {
      const page = await desktop();
      await openBoard(page);
      // A backlog is announced once as a list, not as a dozen popups in a row.
      await page.getByRole('region', { name: `${today.pending.length} Bestellungen warten auf Annahme` }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, 'admin-board-rush-desktop');

      const layout = await page.evaluate(() => {
        const scroller = document.querySelector('.board-column--ausstehend .board-column__scroll') as HTMLElement;
        return { pageHeight: document.documentElement.scrollHeight, window: innerHeight, column: scroller.scrollHeight, visible: scroller.clientHeight };
      });
      expect(layout.pageHeight).toBeLessThanOrEqual(layout.window);
      expect(layout.column).toBeGreaterThan(layout.visible);
      const pendingColumn = page.getByRole('region', { name: /^Ausstehend/ });
      await pendingColumn.getByRole('button', { name: new RegExp(`^#${today.pending.at(-1)} `) }).scrollIntoViewIfNeeded();
      expect(await pendingColumn.getByRole('heading').isVisible()).toBe(true);

      for (const orderId of today.completed) expect(await boardCard(page, 'Abgeschlossen', orderId).count()).toBe(1);
      for (const orderId of lastWeek) expect(await boardCard(page, 'Abgeschlossen', orderId).count()).toBe(0);
      expect(await boardCard(page, 'Ausstehend', today.pending[0]).textContent()).toContain('5× Coca-Cola');
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
    });

    it('a tablet shows the four columns, each scrolling in itself; on a phone the status tabs stay in reach while the list scrolls', async () => {
      const tablet = await desktop();
      await tablet.setViewportSize({ width: 1024, height: 768 });
      await openBoard(tablet);
      await tablet.getByRole('region', { name: `${today.pending.length} Bestellungen warten auf Annahme` }).waitFor();
      expect(await tablet.getByRole('tablist', { name: 'Bestellstatus' }).count()).toBe(0);
      const pending = tablet.getByRole('region', { name: /^Ausstehend/ });
      expect(await pending.locator('.board-column__scroll').evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
      expect(await tablet.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
      await screenshot(tablet, 'admin-board-rush-tablet');
      await tablet
        .getByRole('region', { name: /^Bestätigt/ })
        .getByRole('button', { name: new RegExp(`^#${today.confirmed[0]} `) })
        .waitFor();

      const phone = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
      await openBoard(phone);
      await phone.getByRole('region', { name: `${today.pending.length} Bestellungen warten auf Annahme` }).waitFor();
      expect(await phone.getByRole('dialog').count()).toBe(0);
      expect(await phone.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
      await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await phone.waitForFunction(() => window.scrollY > 100);
      const tabs = await phone.getByRole('tablist', { name: 'Bestellstatus' }).boundingBox();
      expect(tabs?.y).toBeGreaterThanOrEqual(0);
      expect(tabs?.y).toBeLessThanOrEqual(80);
      await screenshot(phone, 'admin-board-rush-phone');
      await phone.getByRole('tab', { name: /Bestätigt/ }).click();
      await phone.getByRole('button', { name: new RegExp(`^#${today.confirmed[0]} `) }).waitFor();
    });
  });
});
