import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn } from './admin-test-support';

const SIZES = [
  ['1366x768', { width: 1366, height: 768 }],
  ['1024x768', { width: 1024, height: 768 }],
] as const;

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport });
  await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
  return context.newPage();
}

describe('the change log and the staff page, as the owner reads them on the counter laptop and the tablet', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let orderId: number;

  beforeAll(async () => {
    const { shop } = started;
    const owner = await adminToken(shop.baseUrl);
    await adminCall(shop.baseUrl, owner, 'POST', '/admin/users', { username: 'theke-tom', password: 'theke-pw-1', role: 'counter' });
    await adminCall(shop.baseUrl, owner, 'POST', '/admin/users', { username: 'kueche-kim', password: 'kueche-pw-1', role: 'kitchen' });
    const counter = (await adminCall<{ token: string }>(shop.baseUrl, '', 'POST', '/admin/login', { username: 'theke-tom', password: 'theke-pw-1' })).token;
    const variants = (await (await fetch(`${shop.baseUrl}/api/productVariants`)).json()) as { product_variantsID: number; price: number }[];
    const variant = variants.find((v) => v.price === 7.5) ?? variants[0];
    await adminCall(shop.baseUrl, owner, 'PATCH', `/admin/product-variants/${variant.product_variantsID}`, { price: 8.5 });
    await adminCall(shop.baseUrl, counter, 'POST', '/admin/busy-mode/pause', { deliveryMethod: 'lieferung', paused: true, until: null, message: 'Fahrer unterwegs' });
    ({ orderId } = await placeDrinkOrder(shop.baseUrl));
    await adminCall(shop.baseUrl, counter, 'POST', '/admin/orders/confirm', { orderId, deliveryTime: '30 Min.' });
    await adminCall(shop.baseUrl, counter, 'PUT', '/admin/orders/status', { orderId, status: 'storniert', reason: 'Kunde nicht erreichbar' });
  });

  it('Änderungsprotokoll: German wording, old → new, shop-zone times, filters; the Mitarbeiter page with last use and password reset', async () => {
    for (const [name, viewport] of SIZES) {
      const page = await pageAt(started.browser, viewport);
      await signIn(page, started.shop.baseUrl);
      await page.goto(`${started.shop.baseUrl}/admin/protokoll`);
      await page.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' }).waitFor();
      await page.getByText('Variante geändert').waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('7,50 €');
      expect(text).toContain('8,50 €');
      expect(text).toContain('Bestellung storniert');
      expect(text).toContain('Kunde nicht erreichbar');
      expect(text).toContain('„Viel los“ geändert');
      expect(text).toContain('Lieferung pausiert bis');
      expect(text).not.toMatch(/busy-mode|product-variants\.|\d{4}-\d{2}-\d{2}T\d{2}/);
      await screenshot(page, `change-log-${name}`);
      // Only the counter person's order actions.
      const filter = page.getByRole('form', { name: 'Protokoll filtern' });
      await filter.getByLabel('Person').selectOption('theke-tom');
      await filter.getByLabel('Bereich').selectOption({ label: 'Bestellungen' });
      await page.getByText('Bestellung bestätigt').waitFor();
      await page.getByText('Variante geändert').waitFor({ state: 'detached' });
      await screenshot(page, `change-log-filtered-${name}`);

      await page.goto(`${started.shop.baseUrl}/admin/mitarbeiter`);
      const list = page.getByRole('list', { name: 'Zugänge' });
      await list.getByText('theke-tom').waitFor();
      await list.getByText('noch nie benutzt').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await list.getByRole('button', { name: 'Passwort zurücksetzen' }).nth(1).click();
      await screenshot(page, `staff-page-${name}`);
      await page.context().close();
    }
  });

  it('the counter switches an item sold out on its Ausverkauft screen, and back', async () => {
    const page = await pageAt(started.browser, { width: 1366, height: 768 });
    await page.goto(`${started.shop.baseUrl}/admin/login`);
    await page.getByLabel('Benutzername').fill('theke-tom');
    await page.getByLabel('Passwort').fill('theke-pw-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Adminbereich' }).getByRole('link', { name: 'Ausverkauft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ausverkauft' }).waitFor();
    await page.getByLabel('Suchen').fill('Salami');
    const products = page.getByRole('region', { name: 'Produkte' });
    await products.getByRole('button', { name: 'Pizza Salami (Pizza): ausverkauft' }).click();
    await products.getByRole('button', { name: 'Pizza Salami (Pizza): wieder verfügbar' }).waitFor();
    await screenshot(page, 'sold-out-counter-1366x768');
    const listed = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as { productsName: string; available?: boolean }[];
    expect(listed.find((p) => p.productsName === 'Pizza Salami')?.available).toBe(false);
    await products.getByRole('button', { name: 'Pizza Salami (Pizza): wieder verfügbar' }).click();
    await products.getByRole('button', { name: 'Pizza Salami (Pizza): ausverkauft' }).waitFor();
    await page.context().close();
  });

  it('a kitchen login opening the board is told it is not for it, with the way to its own screen', async () => {
    const page = await pageAt(started.browser, { width: 1024, height: 768 });
    await page.goto(`${started.shop.baseUrl}/admin/login`);
    await page.getByLabel('Benutzername').fill('kueche-kim');
    await page.getByLabel('Passwort').fill('kueche-pw-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin\/kitchen$/);
    expect(await page.getByRole('link', { name: /Bestellannahme/ }).count()).toBe(0);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Diese Seite ist nicht für Sie freigegeben' }).waitFor();
    await page.getByText('„Bestellannahme“ können nur Inhaber und Theke öffnen. Sie sind als Küche angemeldet.').waitFor();
    await screenshot(page, 'not-for-kitchen-1024x768');
    await page.getByRole('link', { name: 'Zur Küche' }).click();
    await page.waitForURL(/\/admin\/kitchen$/);
    await page.context().close();
  });
});
