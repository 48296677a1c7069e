import fs from 'node:fs';
import { seriousAccessibilityProblems } from './support/accessibility';
import type { Page } from 'playwright-core';
import { formatEuro, sumVatParts, vatBreakdown } from '@pizzeria/domain';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn, type PlacedOrder } from './admin-test-support';

/** German spreadsheet amount as the export writes it. */
const csvAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

describe('admin: Bestellübersicht', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let token: string;
  let revenueCents = 0;
  let pendingCents = 0;
  /** Confirmed and completed orders, in the order they were placed, with their status. */
  const accepted: { order: PlacedOrder; status: string }[] = [];

  beforeAll(async () => {
    const { baseUrl } = started.shop;
    token = await adminToken(baseUrl);
    const pending = await placeDrinkOrder(baseUrl, { quantity: 1 });
    const confirmed = await placeDrinkOrder(baseUrl, { quantity: 2 });
    const completed = await placeDrinkOrder(baseUrl, { quantity: 3 });
    await placeDrinkOrder(baseUrl, { quantity: 4 }).then((o) => adminCall(baseUrl, token, 'PUT', '/admin/orders/status', { orderId: o.orderId, status: 'storniert' }));
    await adminCall(baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: confirmed.orderId, deliveryTime: '30 Min.' });
    await adminCall(baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: completed.orderId, deliveryTime: '15 Min.' });
    await adminCall(baseUrl, token, 'PUT', '/admin/orders/status', { orderId: completed.orderId, status: 'abgeschlossen' });
    accepted.push({ order: confirmed, status: 'bestätigt' }, { order: completed, status: 'abgeschlossen' });
    // Revenue is what the shop accepted; the pending order's money is shown apart, the cancelled one nowhere.
    revenueCents = confirmed.totalCents + completed.totalCents;
    pendingCents = pending.totalCents;
  });

  const expectCounts = async (page: Page, counts: Record<string, string>) => {
    for (const [status, count] of Object.entries(counts)) {
      expect(await page.getByTestId(`overview-count-${status}`).textContent()).toBe(count);
    }
  };
  const openOverview = async (page: Page) => {
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/overview`);
    await page.getByTestId('overview-revenue').waitFor();
  };

  it('shows revenue of accepted orders, pending apart, VAT, the chart and the orders of today, the whole history and a chosen day', async () => {
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await page.setViewportSize({ width: 1366, height: 768 });
    await openOverview(page);
    const revenue = page.getByTestId('overview-revenue');
    expect(await revenue.textContent()).toBe(formatEuro(revenueCents));
    expect(await page.getByTestId('overview-pending').textContent()).toBe(formatEuro(pendingCents));
    await expectCounts(page, { ausstehend: '1', bestätigt: '1', abgeschlossen: '1', storniert: '1' });
    // Drinks only: 19 % VAT, rounded per order (as on each receipt) and summed.
    const [drinks] = sumVatParts(accepted.map(({ order }) => vatBreakdown([{ grossCents: order.totalCents, vatRate: 19 }])));
    expect(await page.getByRole('table', { name: 'Umsatzsteuer' }).getByRole('row', { name: /^19 %/ }).textContent()).toBe(
      `19 %${formatEuro(drinks.netCents)}${formatEuro(drinks.vatCents)}${formatEuro(drinks.grossCents)}`,
    );
    const rows = page.locator('.overview-table tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.first().textContent()).toMatch(/Lena Vogel.*Abholung/);
    expect(await page.getByRole('img', { name: /Diagramm/ }).isVisible()).toBe(true);
    await screenshot(page, 'admin-overview-desktop-1366x768');
    await screenshot(page, 'admin-overview-desktop', { fullPage: true });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Gesamt' }).click();
    await page.getByRole('button', { name: 'Gesamt', pressed: true }).waitFor();
    expect(await revenue.textContent()).toBe(formatEuro(revenueCents));

    await page.getByRole('button', { name: 'Tag' }).click();
    await page.getByLabel('Datum wählen').fill('2026-03-01');
    await page.getByText('Keine Bestellungen im gewählten Zeitraum.').waitFor();
    expect(await revenue.textContent()).toBe(formatEuro(0));
    await expectCounts(page, { ausstehend: '0', storniert: '0' });
    await page.context().close();
  });

  it('fits a phone', async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await openOverview(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-overview-phone');
    await screenshot(page, 'admin-overview-phone-full', { fullPage: true });
    await page.context().close();
  });

  it('follows the evening live: a new order raises the pending money, a confirmation moves it to revenue', async () => {
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await openOverview(page);
    const revenue = page.getByTestId('overview-revenue');
    const pendingBefore = Number(await page.getByTestId('overview-count-ausstehend').textContent());

    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 5 });
    await page
      .getByTestId('overview-count-ausstehend')
      .filter({ hasText: String(pendingBefore + 1) })
      .waitFor({ timeout: 10000 });
    expect(await page.getByTestId('overview-pending').textContent()).toBe(formatEuro(pendingCents + order.totalCents));
    expect(await revenue.textContent()).toBe(formatEuro(revenueCents));
    await page.getByRole('cell', { name: `#${order.orderId}` }).waitFor();

    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '30 Min.' });
    accepted.push({ order, status: 'bestätigt' });
    revenueCents += order.totalCents;
    await revenue.filter({ hasText: formatEuro(revenueCents) }).waitFor({ timeout: 10000 });
    expect(await page.getByTestId('overview-pending').textContent()).toBe(formatEuro(pendingCents));
    await page.context().close();
  });

  it('pages a busy week and downloads its CSV for the accountant', async () => {
    // 30 more pending orders make 35 this week: two pages of 25.
    for (let i = 0; i < 30; i++) await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await openOverview(page);
    await page.getByRole('button', { name: 'Woche' }).click();
    await page.getByText('Seite 1 von 2').waitFor();
    expect(await page.getByText('35 Bestellungen').isVisible()).toBe(true);
    expect(await page.locator('.overview-table tbody tr').count()).toBe(25);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Seite 2 von 2').waitFor();
    expect(await page.locator('.overview-table tbody tr').count()).toBe(10);
    await screenshot(page, 'admin-overview-week-page-2', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.getByRole('button', { name: 'CSV für die Buchhaltung' }).click()]);
    expect(download.suggestedFilename()).toBe('umsatz_2026-03-02_bis_2026-03-08_bestaetigt-und-abgeschlossen.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const expectedRows = accepted.map(({ order, status }) => {
      const [part] = vatBreakdown([{ grossCents: order.totalCents, vatRate: 19 }]);
      return `02.03.2026;${order.orderId};Online;Barzahlung;${status};0,00;0,00;${csvAmount(part.netCents)};${csvAmount(part.vatCents)};${csvAmount(order.totalCents)}`;
    });
    expect(csv).toBe(['\uFEFFDatum;Bestellnummer;Kanal;Zahlungsart;Status;Netto 7 %;MwSt. 7 %;Netto 19 %;MwSt. 19 %;Gesamt', ...expectedRows, ''].join('\r\n'));
    await page.context().close();
  });
});
