import type { Page } from 'playwright-core';
import { buildCartItem, type Product, type ProductVariant } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, newDesktopPage, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, signIn } from './admin-test-support';

const HOLIDAY = '2026-03-04';
const HOLIDAY_MESSAGE = 'Am 4. März bleibt unsere Küche wegen einer Familienfeier geschlossen.';

describe('back office: staff roles and the owner’s settings in the browser', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let owner: string;

  beforeAll(async () => {
    owner = await adminToken(started.shop.baseUrl);
    await adminCall(started.shop.baseUrl, owner, 'POST', '/admin/users', { username: 'kueche', password: 'kueche-pw-1', role: 'kitchen' });
  });

  it('a kitchen login lands on the kitchen screen and sees nothing else', async () => {
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await page.goto(`${started.shop.baseUrl}/admin/login`);
    await page.getByLabel('Benutzername').fill('kueche');
    await page.getByLabel('Passwort').fill('kueche-pw-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin\/kitchen$/);
    // Other screens say they are not the kitchen's, instead of redirecting without a word.
    for (const screen of ['dashboard', 'overview', 'einstellungen', 'mitarbeiter', 'protokoll']) {
      await page.goto(`${started.shop.baseUrl}/admin/${screen}`);
      await page.getByRole('heading', { name: 'Diese Seite ist nicht für Sie freigegeben' }).waitFor();
      await page.getByRole('link', { name: 'Zur Küche' }).waitFor();
    }
    await page.goto(`${started.shop.baseUrl}/admin/passwort`);
    const nav = page.getByRole('navigation', { name: 'Adminbereich' });
    await nav.getByRole('link', { name: 'Mein Passwort' }).waitFor({ timeout: 10_000 });
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Küche', 'Mein Passwort']);
    await page.context().close();
  });

  it('the owner adds a holiday in Einstellungen; the checkout’s slot picker refuses that day with its message', async () => {
    const admin = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(admin, started.shop.baseUrl);
    await admin.goto(`${started.shop.baseUrl}/admin/einstellungen`);
    const closures = admin.getByRole('form', { name: 'Schließtage und Betriebsferien' });
    await closures.getByRole('button', { name: 'Schließzeit hinzufügen' }).click();
    await closures.getByLabel('Von').fill(HOLIDAY);
    await closures.getByLabel('Bis').fill(HOLIDAY);
    await closures.getByLabel('Nachricht an die Kunden').fill(HOLIDAY_MESSAGE);
    await closures.getByRole('button', { name: 'Speichern' }).click();
    await closures.getByRole('status').getByText('Einstellungen gespeichert.').waitFor();
    await admin.context().close();

    const products = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as Product[];
    const variants = (await (await fetch(`${started.shop.baseUrl}/api/productVariants`)).json()) as ProductVariant[];
    const pizza = products.find((p) => p.productsName === 'Pizza Margherita')!;
    const variant = variants.find((v) => v.product_id === pizza.productsID) ?? null;
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await seedLocalStorage(page, started.shop.baseUrl, {
      cartItems: [buildCartItem({ product: pizza, variant, extras: [], dip: [], dressing: '', quantity: 2 })],
      cartState: { deliveryMethod: 'abholung' },
      cookieConsent: NECESSARY_ONLY_CONSENT,
    });
    await page.goto(`${started.shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByLabel('Datum').fill(HOLIDAY);
    await page.getByText(HOLIDAY_MESSAGE).waitFor();
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe('');
    await screenshot(page, 'checkout-phone-closure', { fullPage: true });
    await page.goto(`${started.shop.baseUrl}/oeffnungszeiten`);
    await page.getByText(HOLIDAY_MESSAGE).waitFor();
    await screenshot(page, 'hours-phone-closure', { fullPage: true });
    await page.context().close();
  });

  it('the owner renames the shop; an open page shows the new name in header and footer without a reload', async () => {
    const customer = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await customer.goto(`${started.shop.baseUrl}/anfahrt`);
    await customer.getByRole('contentinfo').getByRole('heading', { name: 'Pizzeria Bella Napoli' }).waitFor();

    const admin = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(admin, started.shop.baseUrl);
    await admin.goto(`${started.shop.baseUrl}/admin/einstellungen`);
    const identity = admin.getByRole('form', { name: 'Geschäft und Impressum' });
    await identity.getByLabel('Name des Geschäfts').fill('Pizzeria Sole Mio');
    await identity.getByLabel('PLZ').fill('1234');
    await identity.getByRole('button', { name: 'Speichern' }).click();
    const refusal = identity.getByRole('alert').getByText('Die Postleitzahl muss aus fünf Ziffern bestehen.');
    await refusal.waitFor();
    // The 400 names `shop.postalCode`: the message sits under the PLZ field, which points at it.
    await expect(identity.getByLabel('PLZ').getAttribute('aria-describedby')).resolves.toBe(await refusal.getAttribute('id'));
    await screenshot(admin, 'admin-settings-identity-refused-desktop');
    await identity.getByLabel('PLZ').fill('35410');
    await identity.getByRole('button', { name: 'Speichern' }).click();
    await identity.getByRole('status').waitFor();

    await customer.getByRole('contentinfo').getByRole('heading', { name: 'Pizzeria Sole Mio' }).waitFor({ timeout: 10_000 });
    await customer.getByRole('banner').getByText('Sole Mio').waitFor({ timeout: 10_000 });
    await admin.context().close();
    await customer.context().close();
  });

  it('the owner sets the waiting times; a refused value is shown at its field, and customers are told the new times', async () => {
    for (const [size, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const admin = await open(started.browser, { now: ADMIN_E2E_NOW });
      await signIn(admin, started.shop.baseUrl);
      await admin.goto(`${started.shop.baseUrl}/admin/einstellungen`);
      const waiting = admin.getByRole('form', { name: 'Wartezeiten' });
      const pickup = waiting.getByLabel('Wartezeit Abholung (Minuten)');
      await waiting.getByLabel('Wartezeit Lieferung (Minuten)').fill(size === 'phone' ? '60' : '50');
      await pickup.fill('3');
      await waiting.getByRole('button', { name: 'Speichern' }).click();
      await waiting.getByRole('alert').getByText('Die Wartezeit bei Abholung muss eine ganze Zahl von 5 bis 240 Minuten sein.').waitFor();
      expect(await pickup.getAttribute('aria-invalid')).toBe('true');
      await waiting.scrollIntoViewIfNeeded();
      await screenshot(admin, `admin-settings-waiting-refused-${size}`);
      await pickup.fill('35');
      await waiting.getByRole('button', { name: 'Speichern' }).click();
      await waiting.getByRole('status').getByText('Einstellungen gespeichert.').waitFor();
      await admin.context().close();

      const customer = await open(started.browser, { now: ADMIN_E2E_NOW });
      await seedLocalStorage(customer, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
      await customer.goto(started.shop.baseUrl);
      await customer.getByText(`Lieferung in ca. ${size === 'phone' ? 60 : 50} Min. · Abholung in ca. 35 Min.`).waitFor();
      await customer.context().close();
    }
  });

  it('screenshots of every staff screen at phone and desktop width', async () => {
    for (const [size, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const page = await open(started.browser, { now: ADMIN_E2E_NOW });
      await signIn(page, started.shop.baseUrl);
      for (const [screen, heading] of [
        ['mitarbeiter', 'Mitarbeiter'],
        ['einstellungen', 'Einstellungen'],
        ['protokoll', 'Änderungsprotokoll'],
        ['passwort', 'Mein Passwort'],
      ]) {
        await page.goto(`${started.shop.baseUrl}/admin/${screen}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('main').locator('.admin-card').first().waitFor();
        await screenshot(page, `admin-${screen}-${size}`, { fullPage: true });
      }
      await page.context().close();
    }
  });
});
