import type { Page, Route } from 'playwright-core';
import type { Product } from '@pizzeria/domain';
import { ADMIN_E2E_NOW, adminToken, signIn } from './admin-test-support';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';

/**
 * The owner's Speisekarte, Liefergebiete and Gutscheine screens in a real Chromium at phone and
 * counter-PC width. The Speisekarte reads and saves through the real admin API, so the form shows
 * what the database holds (a stub built from the public menu once hid the category attributes);
 * zones and vouchers are answered here with usage figures the fresh demo database has not got.
 */
const vouchers = [
  {
    id: 1,
    code: 'HERBST10',
    kind: 'percent',
    value: 10,
    minOrderValue: 20,
    validFrom: '2026-03-01',
    validUntil: '2026-03-31',
    usageLimit: 100,
    usedCount: 7,
    active: true,
  },
  { id: 2, code: 'FEST5', kind: 'fixed', value: 5, minOrderValue: 0, validFrom: null, validUntil: null, usageLimit: null, usedCount: 0, active: false },
];
const zones = [
  { id: 1, loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12 },
  { id: 2, loc_plz: '35412', loc_name: 'Altenhain', min_bestellwert: 15 },
  { id: 3, loc_plz: '35415', loc_name: 'Kirchberg', min_bestellwert: 20 },
];

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The owner marks Pizza Salami sold out "bis morgen" through the real admin API, as the screen's switch does. */
async function markSalamiSoldOut(baseUrl: string): Promise<void> {
  const token = await adminToken(baseUrl);
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as Product[];
  const salami = products.find((p) => p.productsName === 'Pizza Salami');
  const response = await fetch(`${baseUrl}/api/admin/products/${salami!.productsID}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ soldOutUntil: 'next-service-day' }),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
}

async function answerAdminCalls(page: Page) {
  await page.route('**/api/admin/locations', (route) => json(route, zones));
  await page.route('**/api/admin/vouchers', (route) => json(route, vouchers));
}

describe('admin: Speisekarte, Liefergebiete, Gutscheine (screenshots)', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  beforeAll(() => markSalamiSoldOut(started.shop.baseUrl));

  for (const [width, open] of [
    ['phone', newPhonePage],
    ['desktop', newDesktopPage],
  ] as const) {
    async function staffPage(): Promise<{ page: Page; errors: string[] }> {
      const page = await open(started.browser, { now: ADMIN_E2E_NOW });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, started.shop.baseUrl);
      await answerAdminCalls(page);
      return { page, errors };
    }

    it(`renders the products at ${width} width, with a refused price next to its field`, async () => {
      const { page, errors } = await staffPage();
      await page.goto(`${started.shop.baseUrl}/admin/menu`);
      await page.getByRole('tab', { name: 'Produkte' }).waitFor();
      await page.getByLabel('Kategorie').selectOption({ label: 'Pizza' });
      await page.getByRole('heading', { level: 3, name: 'Pizza Margherita' }).waitFor();
      await page.getByText('Ausverkauft bis Di., 03.03., 05:00 Uhr').waitFor();
      await screenshot(page, `admin-menu-products-${width}`);

      await page.getByRole('button', { name: 'Pizza Margherita bearbeiten' }).click();
      const price = page.getByLabel('Preis (€)');
      await price.fill('0');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Der Preis muss zwischen 0,01 € und 999,99 € liegen.').waitFor();
      await price.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-menu-product-form-${width}`);
      await page.getByRole('button', { name: 'Abbrechen' }).click();

      await page.getByText('Größen/Varianten von Pizza Margherita').click();
      await screenshot(page, `admin-menu-variants-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`renders categories and options at ${width} width`, async () => {
      const { page, errors } = await staffPage();
      await page.goto(`${started.shop.baseUrl}/admin/menu`);
      for (const tab of ['Kategorien', 'Extras', 'Dressings & Saucen', 'Dips']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.locator('.menu-admin-row').first().waitFor();
        await screenshot(page, `admin-menu-${tab.split(' ')[0].toLowerCase()}-${width}`);
      }
      await page.getByRole('tab', { name: 'Kategorien' }).click();
      await page.getByRole('button', { name: 'Pizza bearbeiten' }).click();
      await page.getByLabel('MwSt.-Satz').waitFor();
      // The demo seed counts Pizza against the kitchen's capacity; the box shows what the database holds.
      expect(await page.getByLabel('Zählt als Pizza für die Küchenkapazität').isChecked()).toBe(true);
      await page.getByLabel('Zählt als Pizza für die Küchenkapazität').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-menu-category-form-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`renders Liefergebiete and Gutscheine at ${width} width`, async () => {
      const { page, errors } = await staffPage();
      await page.goto(`${started.shop.baseUrl}/admin/delivery-zones`);
      await page.getByRole('heading', { level: 3, name: '35412 Altenhain' }).waitFor();
      await page.getByRole('button', { name: 'Liefergebiet hinzufügen' }).click();
      await screenshot(page, `admin-delivery-zones-${width}`);

      await page.goto(`${started.shop.baseUrl}/admin/vouchers`);
      await page.getByText('10 % · ab 20,00 € · 7 von 100 genutzt · gültig 01.03.2026–31.03.2026 · aktiv').waitFor();
      await screenshot(page, `admin-vouchers-${width}`);
      await page.getByRole('button', { name: 'HERBST10 bearbeiten' }).click();
      await page.getByLabel('Nutzungslimit').waitFor();
      await screenshot(page, `admin-voucher-form-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`tells a customer at ${width} width what changed when the checkout is refused with the changed lines`, async () => {
      const page = await open(started.browser, { now: ADMIN_E2E_NOW });
      const cart = [
        {
          productID: 67,
          productName: 'Coca-Cola 1,0 l',
          quantity: 2,
          variantID: null,
          variantPrice: 3.9,
          variantName: 'Standard',
          extras: [],
          dip: [],
          dressing: '',
          totalPrice: 7.8,
          category_id: 7,
        },
        {
          productID: 42,
          productName: 'Tiramisu',
          quantity: 1,
          variantID: null,
          variantPrice: 4.9,
          variantName: 'Standard',
          extras: [],
          dip: [],
          dressing: '',
          totalPrice: 4.9,
          category_id: 9,
        },
      ];
      await page.context().addInitScript((items) => {
        localStorage.setItem('cartItems', JSON.stringify(items));
        localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      }, cart);
      await page.route('**/api/checkout/validate', (route) =>
        json(
          route,
          {
            success: false,
            message: 'Ihr Warenkorb hat sich geändert.',
            changes: [
              { index: 0, productName: 'Coca-Cola 1,0 l', oldTotal: 7.8, newTotal: 8.4 },
              { index: 1, productName: 'Tiramisu', soldOut: true },
            ],
          },
          409,
        ),
      );
      await page.goto(`${started.shop.baseUrl}/checkout`);
      await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
      await fillCustomer(page, false);
      await page.getByLabel(/Datenschutzerklärung/).check();
      await page.getByLabel(/AGB/).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ihr Warenkorb hat sich geändert' });
      await dialog.getByText('Coca-Cola 1,0 l ist jetzt teurer: 8,40 € statt 7,80 €.').waitFor();
      await dialog.getByText('Neue Zwischensumme: 8,40 €').waitFor();
      await screenshot(page, `checkout-cart-changes-${width}`);
      await page.context().close();
    });
  }

  it('keeps a new pizza off the menu until the owner gives it a size, and says so in the editor', async () => {
    const base = started.shop.baseUrl;
    const token = await adminToken(base);
    const created = await fetch(`${base}/api/admin/products`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ productsName: 'Pizza Bella Notte', productsDescription: 'Salsiccia, Friarielli, Fior di Latte', normal_size_price: 7.5, category_id: 2 }),
    });
    expect(created.status).toBe(201);
    const customer = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await customer.goto(`${base}/`);
    await customer.getByRole('heading', { level: 3, name: 'Pizza Margherita' }).waitFor();
    expect(await customer.getByText('Pizza Bella Notte').count()).toBe(0);

    const owner = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(owner, base);
    await owner.goto(`${base}/admin/menu`);
    await owner.getByLabel('Kategorie').selectOption({ label: 'Pizza' });
    const row = owner.locator('.menu-admin-row').filter({ has: owner.getByRole('heading', { level: 3, name: 'Pizza Bella Notte' }) });
    await row.getByText('Für Kunden ausgeblendet: Es gibt noch keine Größe mit Preis.', { exact: false }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(owner, 'admin-menu-product-without-size');
    await row.getByRole('button', { name: 'Größe/Variante hinzufügen' }).click();
    const form = row.getByRole('region', { name: 'Neu: Größe/Variante' });
    await form.getByLabel('Name').fill('Klein Ø 26 cm');
    await form.getByLabel('Preis (€)').fill('8,20');
    await form.getByRole('button', { name: 'Größe/Variante anlegen' }).click();
    await row.getByText('Auf der Karte: 8,20 € · 1 Größen/Varianten', { exact: false }).waitFor();
    expect(await row.getByText('Für Kunden ausgeblendet', { exact: false }).count()).toBe(0);

    await customer.reload();
    const card = customer.locator('[data-product-id]').filter({ hasText: 'Pizza Bella Notte' });
    await card.waitFor();
    expect(await card.textContent()).toContain('8,20');
    await customer.context().close();
    await owner.context().close();
  });
});
