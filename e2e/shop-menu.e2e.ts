import type { Page } from 'playwright-core';
import { accessibilityProblems } from './support/accessibility';
import { newDesktopPage, newPhonePage, screenshot, settled } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';
import type { RunningShop } from './support/shop-server';
import { adminCall, adminToken } from './admin-test-support';

async function setShopStatus(shop: RunningShop, isShopLive: 0 | 1, preordersEnabled: 0 | 1): Promise<void> {
  await adminCall(shop.baseUrl, await adminToken(shop.baseUrl), 'POST', '/shop-status', { isShopLive, preordersEnabled });
}

async function openMenu(page: Page, shop: RunningShop): Promise<void> {
  await page.goto(shop.baseUrl, { waitUntil: 'networkidle' });
  await page.locator('.product-card').first().waitFor();
  const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
}

/** Waits until the dialog's entry animation is over, so screenshots show it settled. */
async function settledDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

describe('shop menu and cart in the browser', () => {
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });
  afterEach(async () => {
    await setShopStatus(started.shop, 1, 0);
  });

  it('lets a phone customer add a drink and a customised pizza, deliver to a location with a minimum, pay cash and land on the success page', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openMenu(page, started.shop);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Willkommen bei Pizzeria Bella Napoli – Lieferung kostenlos!');
    await screenshot(page, 'shop-phone-menu');

    await page.getByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }).click();
    await page.getByText('Coca-Cola 1,0 l wurde zum Warenkorb hinzugefügt').waitFor();

    await page.getByRole('button', { name: 'Pizza Margherita – auswählen' }).click();
    const popup = await settledDialog(page, 'Pizza Margherita');
    await popup.getByLabel('Größe').selectOption({ label: 'Groß Ø 32 cm – 9,50 €' });
    await popup.getByRole('checkbox', { name: /Extra Käse/ }).check();
    await expect(popup.getByRole('button', { name: /In den Warenkorb/ }).textContent()).resolves.toMatch(/11,00\s€/);
    await screenshot(page, 'shop-phone-popup');
    await popup.getByRole('button', { name: /In den Warenkorb/ }).click();
    await popup.waitFor({ state: 'detached' });

    const bar = page.getByRole('button', { name: /Warenkorb ansehen/ });
    await expect(bar.textContent()).resolves.toMatch(/14,90\s€/);
    await bar.click();
    const cart = await settledDialog(page, 'Warenkorb');
    await expect(cart.getByText('Extras: Extra Käse').isVisible()).resolves.toBe(true);
    await screenshot(page, 'shop-phone-cart');

    await cart.getByText('Lieferung', { exact: true }).click();
    const location = await settledDialog(page, 'Wohin dürfen wir liefern?');
    await location.getByLabel('Postleitzahl').selectOption('35412');
    await location.getByLabel('Ort').selectOption('Altenhain');
    await location.getByText(/Mindestbestellwert: /).waitFor();
    await screenshot(page, 'shop-phone-location');
    // "Mindestbestellwert: 15,00 € · Lieferung kostenlos": the minimum, then what delivery costs there.
    const minimum = (await location.getByText(/Mindestbestellwert: /).textContent())!.replace('Mindestbestellwert: ', '').split(' · ')[0];
    await location.getByRole('button', { name: 'Übernehmen' }).click();
    await location.waitFor({ state: 'detached' });

    const checkout = cart.getByRole('button', { name: 'Zur Kasse' });
    await expect(cart.getByText('35412 Altenhain').isVisible()).resolves.toBe(true);
    // 14,90 € in the cart, 15,00 € minimum for Altenhain: the button waits for one more drink.
    const shortfall = cart.getByText(/bis zum Mindestbestellwert von/);
    await expect(shortfall.textContent()).resolves.toContain(minimum);
    await expect(checkout.isDisabled()).resolves.toBe(true);
    await screenshot(page, 'shop-phone-minimum');
    await cart.getByRole('button', { name: 'Coca-Cola 1,0 l: Menge erhöhen' }).click();
    await shortfall.waitFor({ state: 'detached' });
    await expect(checkout.isEnabled()).resolves.toBe(true);
    await checkout.click();
    await page.waitForURL(`${started.shop.baseUrl}/checkout`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartState') ?? '{}'));
    expect(stored).toEqual(expect.objectContaining({ deliveryMethod: 'lieferung', postalCode: '35412' }));

    await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
    await expect(page.getByLabel('PLZ').inputValue()).resolves.toBe('35412');
    await fillCustomer(page, true);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    await page.waitForURL(/\/checkout-success\?/);
    const success = new URL(page.url());
    await page.getByText('Ihre Bestellung ist eingegangen').waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? 'null')).toEqual([]);

    const res = await fetch(`${started.shop.baseUrl}/api/orders/${success.searchParams.get('orderId')}/token/${success.searchParams.get('token')}`);
    const placed = (await res.json()) as {
      order: { order_total: number; deliveryMethod: string; postalCode: string; paymentMethod: string };
      orderDetails: { product_details: string }[];
    };
    expect(placed.order).toMatchObject({ order_total: 18.8, deliveryMethod: 'lieferung', postalCode: '35412', paymentMethod: 'cash' });
    const lines = JSON.parse(placed.orderDetails[0].product_details) as { productName: string; quantity: number; extras: { extra_name: string }[] }[];
    expect(lines.map((l) => [l.productName, l.quantity, l.extras.map((e) => e.extra_name)])).toEqual([
      ['Coca-Cola 1,0 l', 2, []],
      ['Pizza Margherita', 1, ['Extra Käse']],
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the footer’s last line above the phone cart bar when scrolled to the bottom', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await openMenu(page, started.shop);
    await page.getByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }).click();
    await page.locator('.toast').waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
    const { lastLineBottom, barTop } = await page.evaluate(() => {
      const text = document.createRange();
      text.selectNodeContents(document.querySelector('.footer-copy')!);
      return { lastLineBottom: text.getBoundingClientRect().bottom, barTop: document.querySelector('.cart-bar')!.getBoundingClientRect().top };
    });
    expect(lastLineBottom).toBeLessThanOrEqual(barTop);
    await screenshot(page, 'shop-phone-footer-above-cart-bar');
    await page.context().close();
  });

  it('makes the category bar sticky after scrolling and jumps to a category', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await openMenu(page, started.shop);
    const nav = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(nav.getAttribute('data-sticky')).resolves.toBe('false');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('.category-nav')?.getAttribute('data-sticky') === 'true');
    // Pinned to the top edge; a nav that merely scrolled away sits far above it.
    expect(Math.abs((await nav.boundingBox())!.y)).toBeLessThanOrEqual(1);
    await screenshot(page, 'shop-phone-sticky-nav');

    await nav.getByRole('link', { name: 'Desserts' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('kategorie-9')?.getBoundingClientRect().top ?? 999;
      return Math.abs(top - 150) < 4;
    });
    await page.waitForFunction(() => document.querySelector('.category-pill[aria-current="true"]')?.textContent === 'Desserts');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.category-nav')?.getAttribute('data-sticky') === 'false');
    await page.context().close();
  });

  it('shows the closed-shop modal on load and at checkout, and offers pre-orders only when enabled', async () => {
    await setShopStatus(started.shop, 0, 0);
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    let closed = await settledDialog(page, 'Derzeit geschlossen');
    await expect(closed.textContent()).resolves.toContain('Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!');
    await expect(closed.getByRole('button', { name: 'Vorbestellung aufgeben' }).count()).resolves.toBe(0);
    await screenshot(page, 'shop-phone-closed');
    await closed.getByRole('button', { name: 'Ich möchte nur stöbern' }).click();
    await closed.waitFor({ state: 'detached' });

    const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
    if (await necessaryOnly.isVisible()) await necessaryOnly.click();
    await page.getByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }).click();
    await page.getByRole('button', { name: /Warenkorb ansehen/ }).click();
    const cart = await settledDialog(page, 'Warenkorb');
    await cart.getByRole('button', { name: 'Zur Kasse' }).click();
    closed = await settledDialog(page, 'Derzeit geschlossen');
    await closed.getByRole('button', { name: 'Ich möchte nur stöbern' }).click();
    expect(page.url()).toBe(`${started.shop.baseUrl}/`);

    await setShopStatus(started.shop, 0, 1);
    await page.reload({ waitUntil: 'networkidle' });
    closed = await settledDialog(page, 'Derzeit geschlossen');
    await closed.getByRole('button', { name: 'Vorbestellung aufgeben' }).click();
    await page.waitForURL(`${started.shop.baseUrl}/checkout`);
    await page.context().close();
  });

  it('closed with pre-orders and an empty cart: banner and modal say so, and a pre-order starts at the menu', async () => {
    await setShopStatus(started.shop, 0, 1);
    for (const [device, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
      const closed = await settledDialog(page, 'Derzeit geschlossen');
      await closed.getByText(/Für eine Vorbestellung legen Sie zuerst Ihre Speisen in den Warenkorb/).waitFor();
      await screenshot(page, `shop-${device}-closed-empty-cart`);
      await closed.getByRole('button', { name: 'Vorbestellung aufgeben' }).click();
      await closed.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${started.shop.baseUrl}/`);
      const banner = page.getByRole('region', { name: /^Willkommen/ });
      await banner.getByText('Wir haben gerade geschlossen – Vorbestellungen für später nehmen wir gern entgegen.').waitFor();
      const necessaryOnly = page.getByRole('button', { name: 'Nur notwendige' });
      if (await necessaryOnly.isVisible()) await necessaryOnly.click();
      await screenshot(page, `shop-${device}-closed-banner`);
      await page.context().close();
    }
  });

  it('looks right on a desktop: menu with the cart column, popup, location and closed modals', async () => {
    const page = await newDesktopPage(started.browser, { now: MONDAY_EVENING });
    await openMenu(page, started.shop);
    await expect(page.getByRole('complementary', { name: 'Warenkorb' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'shop-desktop-menu');

    await page.getByRole('button', { name: 'Insalata Mista – auswählen' }).click();
    const popup = await settledDialog(page, 'Insalata Mista');
    // The button only looks disabled (aria-disabled) so that pressing it can explain why.
    await popup.getByRole('button', { name: /In den Warenkorb/ }).click({ force: true });
    await popup.getByText('Bitte wähle ein Dressing aus.').waitFor();
    await screenshot(page, 'shop-desktop-popup');
    await popup.getByRole('radio', { name: 'Balsamico-Dressing' }).check();
    await popup.getByRole('button', { name: /In den Warenkorb/ }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Tiramisu – in den Warenkorb legen' }).click();
    const cart = page.getByRole('complementary', { name: 'Warenkorb' });
    await cart.getByText('Dressing: Balsamico-Dressing').waitFor();
    await screenshot(page, 'shop-desktop-cart');

    await cart.getByText('Lieferung', { exact: true }).click();
    const location = await settledDialog(page, 'Wohin dürfen wir liefern?');
    await location.getByLabel('Postleitzahl').selectOption('35410');
    await location.getByLabel('Ort').selectOption('Weidenfeld');
    await screenshot(page, 'shop-desktop-location');
    await location.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(cart.getByRole('radio', { name: 'Abholung' }).isChecked()).resolves.toBe(true);

    await setShopStatus(started.shop, 0, 1);
    await page.reload({ waitUntil: 'networkidle' });
    await settledDialog(page, 'Derzeit geschlossen');
    await screenshot(page, 'shop-desktop-closed');
    await page.context().close();
  });

  it('passes axe-core WCAG A/AA checks on the menu, the popup and the cart', async () => {
    for (const open of [newPhonePage, newDesktopPage]) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await openMenu(page, started.shop);
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByRole('button', { name: 'Insalata Mista – auswählen' }).click();
      const popup = await settledDialog(page, 'Insalata Mista');
      await popup.getByRole('button', { name: /In den Warenkorb/ }).click({ force: true });
      await popup.getByText('Bitte wähle ein Dressing aus.').waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }).click();
      const phoneBar = page.getByRole('button', { name: /Warenkorb ansehen/ });
      if (await phoneBar.isVisible()) {
        await phoneBar.click();
        await settledDialog(page, 'Warenkorb');
      }
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.context().close();
    }
  });
});
