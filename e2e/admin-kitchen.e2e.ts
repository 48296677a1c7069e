import { seriousAccessibilityProblems } from './support/accessibility';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, countTones, cutSocket, placeDrinkOrder, signIn, tones, waitForServerStatus } from './admin-test-support';

describe('admin: Küche', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let page: Page;
  let token: string;

  beforeAll(async () => {
    token = await adminToken(started.shop.baseUrl);
    const context = await started.browser.newContext({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
    page = await context.newPage();
    await signIn(page, started.shop.baseUrl);
    await countTones(page);
  });

  async function confirmedOrder(deliveryTime: string, opts: Parameters<typeof placeDrinkOrder>[1] = {}) {
    const order = await placeDrinkOrder(started.shop.baseUrl, opts);
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime });
    return order;
  }

  const ticket = (orderId: number) => page.getByRole('article', { name: `Bestellung #${orderId}` });

  it('shows confirmed orders, most urgent first, with due time and what to make; "Fertig" completes one', async () => {
    const later = await confirmedOrder('45 Min.', { quantity: 3, messageToChef: 'Ohne Eis' });
    const sooner = await confirmedOrder('15 Min.', { deliveryMethod: 'lieferung', quantity: 4 });
    const pending = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });

    await page.goto(`${started.shop.baseUrl}/admin/kitchen`);
    await ticket(sooner.orderId).waitFor();
    const order = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(order).toEqual([`Bestellung #${sooner.orderId}`, `Bestellung #${later.orderId}`]);
    expect(await ticket(pending.orderId).count()).toBe(0);
    expect(await ticket(sooner.orderId).textContent()).toMatch(/Lieferung18:15noch 15 Min\..*4×Coca-Cola/);
    expect(await ticket(later.orderId).getByText('Ohne Eis').isVisible()).toBe(true);
    const done = ticket(sooner.orderId).getByRole('button', { name: 'Fertig' });
    const box = await done.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(56);
    await page.getByText('Live', { exact: true }).waitFor();
    await screenshot(page, 'admin-kitchen-tablet');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // A tap by mistake is taken back from the toast; the next one is sent after the few seconds of grace.
    await done.click();
    await ticket(sooner.orderId).getByText('Fertig gemeldet').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Bestellung #${sooner.orderId} fertig.` })
      .getByRole('button', { name: 'Rückgängig' })
      .click();
    await done.click();
    await ticket(sooner.orderId).waitFor({ state: 'detached', timeout: 10000 });
    await waitForServerStatus(started.shop.baseUrl, token, sooner.orderId, 'abgeschlossen');
  });

  it('keeps a "Fertig" tapped during a network drop and sends it when the network is back', async () => {
    const order = await confirmedOrder('30 Min.', { quantity: 6 });
    await ticket(order.orderId).waitFor({ timeout: 10_000 });
    await page.context().setOffline(true);
    await ticket(order.orderId).getByRole('button', { name: 'Fertig' }).click();
    await ticket(order.orderId).getByText('Fertig – wird gespeichert…').waitFor({ timeout: 10000 });
    await screenshot(page, 'admin-kitchen-saving');
    await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'bestätigt');
    await page.context().setOffline(false);
    await ticket(order.orderId).waitFor({ state: 'detached', timeout: 15000 });
    await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'abgeschlossen');
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 15000 });
  });

  it('drops such a "Fertig" with a message when the order was cancelled elsewhere meanwhile', async () => {
    const order = await confirmedOrder('30 Min.', { quantity: 7 });
    await ticket(order.orderId).waitFor({ timeout: 10_000 });
    await page.context().setOffline(true);
    await ticket(order.orderId).getByRole('button', { name: 'Fertig' }).click();
    await ticket(order.orderId).getByText('Fertig – wird gespeichert…').waitFor({ timeout: 10000 });
    await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: order.orderId, status: 'storniert' });
    await page.context().setOffline(false);
    const problem = page.getByRole('alert').filter({ hasText: `Bestellung #${order.orderId}` });
    await problem.waitFor({ timeout: 15000 });
    expect(await problem.textContent()).toContain(`Bestellung #${order.orderId} wurde nicht auf „Abgeschlossen“ gesetzt: Sie ist inzwischen „Storniert“.`);
    await ticket(order.orderId).waitFor({ state: 'detached' });
    await problem.getByRole('button', { name: 'OK' }).click();
    await problem.waitFor({ state: 'detached' });
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 15000 });
  });

  it('picks up a newly confirmed order live, with a chime and a highlight', async () => {
    const before = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    const tonesBefore = await tones(page);
    const fresh = await confirmedOrder('30 Min.', { quantity: 2 });
    await ticket(fresh.orderId).waitFor({ timeout: 10_000 });
    expect(await ticket(fresh.orderId).getByText('Neu', { exact: true }).isVisible()).toBe(true);
    for (const label of before)
      expect(
        await page
          .getByRole('article', { name: label ?? '' })
          .getByText('Neu', { exact: true })
          .count(),
      ).toBe(0);
    await page.waitForFunction((n) => (window as unknown as { __tones: number }).__tones > n, tonesBefore);
    await screenshot(page, 'admin-kitchen-new-order');
  });

  it('keeps the last orders on screen and says so when the network is gone', async () => {
    await page.context().setOffline(true);
    await page.getByText('Keine Verbindung zum Server – letzter Stand 18:00').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-kitchen-offline');
    await page.context().setOffline(false);
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 15000 });
  });

  it("shows the shop's times on a tablet whose clock is a day behind and set to another zone", async () => {
    const context = await started.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', timezoneId: 'America/New_York' });
    await context.clock.setFixedTime(new Date(Date.parse(ADMIN_E2E_NOW) - 24 * 60 * 60 * 1000));
    const tablet = await context.newPage();
    await signIn(tablet, started.shop.baseUrl);
    const order = await confirmedOrder('15 Min.', { quantity: 8 });
    await tablet.goto(`${started.shop.baseUrl}/admin/kitchen`);
    const card = tablet.getByRole('article', { name: `Bestellung #${order.orderId}` });
    // By the device's own clock and zone it would be due tomorrow at 12:15, in 1455 minutes.
    await card.getByText('noch 15 Min.').waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toMatch(/Abholung18:15noch 15 Min\./);
    await context.close();
  });

  it('still gets new orders from the 5 s poll without the live connection', async () => {
    await cutSocket(page);
    await page.reload();
    await page.getByText('Offline – Aktualisierung alle 5 s').waitFor();
    const fresh = await confirmedOrder('60 Min.', { quantity: 5 });
    await ticket(fresh.orderId).waitFor({ timeout: 10_000 });
  });
});

describe('admin: Küche on a running clock', () => {
  // Friday 18:00 in the shop, and from there the clock runs: the screen's minute ticks every 30 s.
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW, clockRuns: true });

  it("shows an order confirmed right after it was placed at once, not at the screen's next minute", async () => {
    const baseUrl = started.shop.baseUrl;
    const token = await adminToken(baseUrl);
    const context = await started.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/admin/kitchen`);
    await page.getByText('Keine bestätigten Bestellungen.').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    // Placed and confirmed after the screen read the time (a phone order is both at once).
    const order = await placeDrinkOrder(baseUrl, { quantity: 2 });
    await adminCall(baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '15 Min.' });
    await page.getByRole('article', { name: `Bestellung #${order.orderId}` }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(/Vorbestellung/).count()).toBe(0);
    await context.close();
  });
});
