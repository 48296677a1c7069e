import { seriousAccessibilityProblems } from './support/accessibility';
import type { Browser } from 'playwright-core';
import { formatEuro } from '@pizzeria/domain';
import { launchBrowser, newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { RunningShop, startShop } from './support/shop-server';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn } from './admin-test-support';

describe('admin: Bestellübersicht', () => {
  let shop: RunningShop;
  let browser: Browser;
  let expectedRevenueCents = 0;

  beforeAll(async () => {
    shop = await startShop({ fixedNow: ADMIN_E2E_NOW });
    browser = await launchBrowser();
    const token = await adminToken(shop.baseUrl);
    const pending = await placeDrinkOrder(shop.baseUrl, { quantity: 1 });
    const confirmed = await placeDrinkOrder(shop.baseUrl, { quantity: 2 });
    const completed = await placeDrinkOrder(shop.baseUrl, { quantity: 3 });
    await placeDrinkOrder(shop.baseUrl, { quantity: 4 }).then((o) =>
      adminCall(shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: o.orderId, status: 'storniert' }),
    );
    await adminCall(shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: confirmed.orderId, deliveryTime: '30 Min.' });
    await adminCall(shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: completed.orderId, deliveryTime: '15 Min.' });
    await adminCall(shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: completed.orderId, status: 'abgeschlossen' });
    // Cancelled orders earn nothing.
    expectedRevenueCents = pending.totalCents + confirmed.totalCents + completed.totalCents;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const expectCounts = async (page: import('playwright-core').Page, counts: Record<string, string>) => {
    for (const [status, count] of Object.entries(counts)) {
      expect(await page.getByTestId(`overview-count-${status}`).textContent()).toBe(count);
    }
  };

  it('shows counts per status, the revenue, the chart and the orders of today, the whole history and a chosen day', async () => {
    const page = await newDesktopPage(browser, { now: ADMIN_E2E_NOW });
    await signIn(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}/admin/overview`);
    const revenue = page.getByTestId('overview-revenue');
    await revenue.waitFor();
    expect(await revenue.textContent()).toBe(formatEuro(expectedRevenueCents));
    await expectCounts(page, { ausstehend: '1', bestätigt: '1', abgeschlossen: '1', storniert: '1' });
    expect(await page.getByRole('row').count()).toBe(5);
    expect(await page.getByRole('img', { name: /Diagramm/ }).isVisible()).toBe(true);
    await screenshot(page, 'admin-overview-desktop', { fullPage: true });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gesamt' }).click();
    await page.getByRole('button', { name: 'Gesamt', pressed: true }).waitFor();
    expect(await revenue.textContent()).toBe(formatEuro(expectedRevenueCents));

    await page.getByLabel('Datum wählen').fill('2026-03-01');
    await page.getByText('Keine Bestellungen im gewählten Zeitraum.').waitFor();
    expect(await revenue.textContent()).toBe(formatEuro(0));
    await expectCounts(page, { ausstehend: '0', storniert: '0' });
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await newPhonePage(browser, { now: ADMIN_E2E_NOW });
    await signIn(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}/admin/overview`);
    await page.getByTestId('overview-revenue').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-overview-phone', { fullPage: true });
    await page.context().close();
  });

  it('follows the evening live: a new order and a cancellation change the figures without a reload', async () => {
    const page = await newDesktopPage(browser, { now: ADMIN_E2E_NOW });
    await signIn(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}/admin/overview`);
    const revenue = page.getByTestId('overview-revenue');
    await revenue.waitFor();
    const pendingBefore = Number(await page.getByTestId('overview-count-ausstehend').textContent());

    const order = await placeDrinkOrder(shop.baseUrl, { quantity: 5 });
    expectedRevenueCents += order.totalCents;
    await page.getByTestId('overview-count-ausstehend').filter({ hasText: String(pendingBefore + 1) }).waitFor({ timeout: 2000 });
    expect(await revenue.textContent()).toBe(formatEuro(expectedRevenueCents));
    await page.getByRole('cell', { name: `#${order.orderId}` }).waitFor();

    await adminCall(shop.baseUrl, await adminToken(shop.baseUrl), 'PUT', '/admin/orders/status', { orderId: order.orderId, status: 'storniert' });
    expectedRevenueCents -= order.totalCents;
    await revenue.filter({ hasText: formatEuro(expectedRevenueCents) }).waitFor({ timeout: 2000 });
    expect(await page.getByTestId('overview-count-ausstehend').textContent()).toBe(String(pendingBefore));
    await page.context().close();
  });
});
