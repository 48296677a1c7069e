import fs from 'node:fs';
import path from 'node:path';
import { startFakePrinter, type FakePrinter } from '../tools/fake-printer/fake-printer-server';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { SCREENSHOT_DIR } from './support/paths';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, ageOrders, placeDrinkOrder, signIn } from './admin-test-support';

const PT_PER_MM = 72 / 25.4;
/** Sunday 1 March 2026: over, since the shop's clock says Monday 18:00. */
const SUNDAY = '2026-03-01';

describe('admin: close of day', () => {
  let printer: FakePrinter;

  // The fake receipt printer is up before the shop starts with its address, and closes after the shop stopped.
  beforeAll(async () => {
    printer = await startFakePrinter();
  });
  const started = useShopAndBrowser(() => ({ fixedNow: ADMIN_E2E_NOW, env: { PRINTER_URL: printer.url } }));
  afterAll(() => printer?.close());

  it('the owner counts the drawer and closes Sunday: Z report on the receipt printer and as an A4 page; the DATEV file downloads from the overview', async () => {
    const { baseUrl, databaseUrl } = started.shop;
    const token = await adminToken(baseUrl);
    const ids: number[] = [];
    for (const opts of [{ quantity: 6 }, { quantity: 8, deliveryMethod: 'lieferung' as const }]) {
      const order = await placeDrinkOrder(baseUrl, opts);
      await adminCall(baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '30 Min.' });
      await adminCall(baseUrl, token, 'PUT', '/admin/orders/status', { orderId: order.orderId, status: 'abgeschlossen' });
      ids.push(order.orderId);
    }
    await ageOrders(databaseUrl, ids, 1);
    await adminCall(baseUrl, token, 'PATCH', '/admin/settings', {
      accountant: {
        adviserNumber: '29098',
        clientNumber: '55003',
        fiscalYearStart: '01-01',
        accountLength: 4,
        accounts: { cash: '1000', card: '1361', paypal: '1360', revenue0: '8200', revenue7: '8300', revenue19: '8400' },
      },
    });

    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/admin/tagesabschluss`);
    await page.getByLabel('Geschäftstag').fill(SUNDAY);
    const xReport = page.getByRole('article', { name: 'X-Bericht (Zwischenstand)' });
    await xReport
      .getByRole('row', { name: /Abgeschlossene Bestellungen/ })
      .filter({ hasText: '2' })
      .waitFor();
    const expected = (await xReport.getByRole('row', { name: 'Bar erwartet' }).textContent()) ?? '';
    await page.getByLabel('Bargeld gezählt (€)').fill('20,00');
    await page.getByText(/Differenz [+−-]/).waitFor();
    await screenshot(page, 'day-close-x-report-1366');

    await page.getByRole('button', { name: 'Tag abschließen (Z-Bericht)' }).click();
    const zReport = page.getByRole('article', { name: 'Z-Bericht Nr. 1' });
    await zReport.waitFor();
    expect(await zReport.getByRole('row', { name: 'Bar erwartet' }).textContent()).toBe(expected);
    await page.getByRole('table').filter({ hasText: 'Nr.' }).getByRole('link', { name: 'Z 1' }).waitFor();
    await screenshot(page, 'day-close-z-report-1366', { fullPage: true });

    // The receipt printer's paper: the ESC/POS bytes as the printer renders them, in 48 columns.
    const [ticket] = await printer.waitForTickets(1, 20_000);
    for (const text of ['Z-BERICHT Nr. 1', 'Geschäftstag So 01.03.2026', 'Bar gezählt', '20,00 €']) expect(ticket.text).toContain(text);
    const paper = await newDesktopPage(started.browser);
    await paper.setViewportSize({ width: 420, height: 900 });
    await paper.setContent(
      `<pre style="font: 13px/1.35 'DejaVu Sans Mono', monospace; width: 48ch; padding: 12px; border: 1px dashed #999">${ticket.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre>`,
    );
    await screenshot(paper, 'day-close-z-report-printer', { fullPage: true });
    await paper.context().close();

    // The Z report's page on A4: the staff frame stays off the paper.
    await page.getByRole('link', { name: 'Z-Bericht Nr. 1 ansehen und drucken' }).click();
    // The Tagesabschluss screen shows an article of that name too: wait for the Z report's own page.
    await page.waitForURL(`**/admin/tagesabschluss/${SUNDAY}`);
    await page.getByRole('button', { name: 'Drucken (A4)' }).waitFor();
    await page.locator('.z-report-sheet').getByText('Geschäftstag 01.03.2026', { exact: false }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    fs.writeFileSync(path.join(SCREENSHOT_DIR, 'day-close-z-report-a4.pdf'), pdf);
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
    expect(boxes).toHaveLength(1);
    expect(Number(boxes[0][1]) / PT_PER_MM).toBeCloseTo(210, 0);
    expect(Number(boxes[0][2]) / PT_PER_MM).toBeCloseTo(297, 0);
    expect(await page.locator('.admin-sidebar').isVisible()).toBe(false);
    await page.setViewportSize({ width: 794, height: 1123 });
    await screenshot(page, 'day-close-z-report-a4-print');
    await page.emulateMedia({ media: 'screen' });

    // The overview: payment and channel split, and the DATEV file of the closed days.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${baseUrl}/admin/overview`);
    await page.getByRole('button', { name: 'Gesamt' }).click();
    await page.getByRole('table', { name: 'Bestseller' }).waitFor();
    const datev = page.getByRole('form', { name: 'DATEV-Export für den Steuerberater' });
    await datev.getByLabel('Von').fill('2026-03-01');
    await datev.getByLabel('Bis').fill('2026-03-31');
    const [download] = await Promise.all([page.waitForEvent('download'), datev.getByRole('button', { name: 'DATEV-Datei herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe('EXTF_Buchungsstapel_20260301_20260331.csv');
    await datev.scrollIntoViewIfNeeded();
    await screenshot(page, 'day-close-overview-datev-1366');

    // Einstellungen: the adviser's numbers as saved, a refused account named at its field.
    await page.goto(`${baseUrl}/admin/einstellungen`);
    const adviser = page.getByRole('form', { name: 'Steuerberater' });
    expect(await adviser.getByLabel('Beraternummer').inputValue()).toBe('29098');
    await adviser.getByLabel('Erlöskonto 19 %').fill('84000');
    await adviser.getByRole('button', { name: 'Speichern' }).click();
    await adviser.getByText('Konto 84000: länger als die Sachkontenlänge 4.').waitFor();
    await adviser.scrollIntoViewIfNeeded();
    await screenshot(page, 'day-close-settings-adviser-1366');
    await page.context().close();

    // The owner looking at the closed day on the phone: the report in one column, nothing cut off.
    const phone = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(phone, baseUrl);
    await phone.goto(`${baseUrl}/admin/tagesabschluss/${SUNDAY}`);
    await phone.getByRole('article', { name: 'Z-Bericht Nr. 1' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'day-close-z-report-390', { fullPage: true });
    await phone.context().close();
  });
});
