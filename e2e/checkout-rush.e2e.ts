import type { Browser, Page } from 'playwright-core';
import { buildDirectCartItem, ORDER_MESSAGES, type CartItem, type Product } from '@pizzeria/domain';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder } from './admin-test-support';
import { NECESSARY_ONLY_CONSENT, newDesktopPage, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { fillCustomer } from './support/customer';
import type { RunningShop } from './support/shop-server';
import { useShopAndBrowser } from './support/shop-and-browser';

// Browsers, two shops and typing on a shared machine: more time than the default.
jest.setTimeout(180_000);

/** Tuesday noon: the day off, the shop closed, pre-orders on. */
const TUESDAY_NOON = '2026-03-03T12:00:00+01:00';

/** `count` different drinks of the demo menu, added directly as the menu does. */
async function drinks(shop: RunningShop, count: number): Promise<CartItem[]> {
  const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as Product[];
  return products
    .filter((p) => p.category_id === 7)
    .slice(0, count)
    .map(buildDirectCartItem);
}

async function withCart(page: Page, shop: RunningShop, items: CartItem[]): Promise<void> {
  await seedLocalStorage(page, shop.baseUrl, { cartItems: items, cartState: { deliveryMethod: 'abholung' }, cookieConsent: NECESSARY_ONLY_CONSENT });
}

async function openCheckout(page: Page, shop: RunningShop): Promise<void> {
  await page.goto(`${shop.baseUrl}/checkout`);
  await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
}

describe('customer screens at rush hour (Monday evening, shop open)', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });

  it('phone: after a blocking warning the second try is one click, the form kept; the time select greys out early times and says the rule', async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    // Delivery below the location's minimum: the warning modal blocks and sends the customer back to the menu.
    const cartState = { deliveryMethod: 'lieferung', postalCode: '35410', city: 'Weidenfeld', minOrderValue: 50 };
    await seedLocalStorage(page, started.shop.baseUrl, { cartItems: await drinks(started.shop, 1), cartState, cookieConsent: NECESSARY_ONLY_CONSENT });
    await openCheckout(page, started.shop);
    const hint = page.locator('#checkout-submit-hint');
    expect(await hint.textContent()).toContain(
      'Es fehlt noch: Vorname, Nachname, E-Mail, Telefon, Straße, Hausnummer, Zustimmung zur Datenschutzerklärung, Zustimmung zu den AGB.',
    );

    await fillCustomer(page, true);
    await page.getByLabel(/^Firma/).fill('Rossi GmbH');
    await page.getByLabel(/^Vorbestellung/).check();
    await page.getByLabel('Datum').fill('2026-03-04');
    await page.locator('select option[value="10:00"]').waitFor({ state: 'attached' });
    expect(await page.locator('select option[value="10:00"]').isDisabled()).toBe(true);
    await page.getByText('Uhrzeiten vor 17:00 Uhr erst ab 100,00 € Bestellwert (sonst auf Anfrage).').waitFor();
    await page.getByLabel('Uhrzeit').selectOption('18:00');
    await page.getByLabel(/Datenschutzerklärung/).check();
    // Tapping the label's words ticks the box; the page stays (the AGB link alone opens the AGB).
    await page.getByText('gelesen und akzeptiere sie.').click();
    expect(await page.getByLabel(/AGB/).isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();

    const warning = page.getByRole('dialog').filter({ hasText: ORDER_MESSAGES.belowMinimum });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${started.shop.baseUrl}/`);
    await openCheckout(page, started.shop);
    expect(await page.getByLabel(/^Vorname/).inputValue()).toBe('Maria');
    expect(await page.getByLabel(/^Nachname/).inputValue()).toBe('Rossi');
    expect(await page.getByLabel(/^E-Mail/).inputValue()).toBe('maria.rossi@example.de');
    expect(await page.getByLabel(/^Telefon/).inputValue()).toBe('0171 2345678');
    expect(await page.getByLabel(/^Firma/).inputValue()).toBe('Rossi GmbH');
    expect(await page.getByLabel(/AGB/).isChecked()).toBe(false);
    await screenshot(page, 'checkout-after-error', { fullPage: true });
    await page.context().close();
  });

  it("phone: a time chosen the moment the kitchen's booked-out slots arrive stays chosen", async () => {
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await withCart(page, started.shop, await drinks(started.shop, 1));
    // The kitchen's answer for Wednesday is held back until the customer has the form ready.
    let answerSlots: () => void = () => undefined;
    const slotsHeld = new Promise<void>((resolve) => (answerSlots = resolve));
    await page.route('**/api/slots?date=2026-03-04*', async (route) => {
      await slotsHeld;
      await route.fulfill({ json: { fullSlots: ['18:00'], asap: null, asapMoved: false } });
    });
    await openCheckout(page, started.shop);
    await fillCustomer(page, false);
    await page.getByLabel(/^Vorbestellung/).check();
    await page.getByLabel('Datum').fill('2026-03-04');
    await page.locator('select option[value="17:00"]').waitFor({ state: 'attached' });
    // The customer's pick lands right after React has put the answer on the screen (18:00 taken away)
    // and before its effects ran: the choice must survive those effects.
    await page.evaluate(() => {
      const select = document.querySelector('select') as HTMLSelectElement;
      new MutationObserver((_, observer) => {
        observer.disconnect();
        select.value = '17:00';
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }).observe(select, { childList: true });
    });
    answerSlots();
    await page.locator('select option[value="18:00"]').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Uhrzeit').inputValue()).toBe('17:00');
    await page.locator('.checkout-totals__time').getByText('Mittwoch, 04.03., 17:00 Uhr').waitFor();
    await page.context().close();
  });

  it('desktop: typing a date is judged when complete, not when a half-typed year is a Tuesday', async () => {
    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await withCart(page, started.shop, await drinks(started.shop, 1));
    await openCheckout(page, started.shop);
    await page.getByLabel(/^Vorbestellung/).check();
    const date = page.getByLabel('Datum');
    await date.focus();
    // Headless Chromium shows the date as mm/dd/yyyy whatever the page's locale. The year comes digit by
    // digit: 0002-03-09, 0020-03-09 (a Tuesday, which used to wipe the field), 0202-03-09, 2026-03-09.
    await page.keyboard.type('03092026');
    await date.blur();
    expect(await date.inputValue()).toBe('2026-03-09');
    expect(await page.getByText('Dienstags geschlossen.').count()).toBe(0);
    await page.context().close();
  });

  it('desktop with five items: "Zur Kasse" stays in sight, and the menu and cart say how long an order takes', async () => {
    const page = await newPage(started.browser, { width: 1366, height: 768 });
    await withCart(page, started.shop, await drinks(started.shop, 5));
    await page.goto(`${started.shop.baseUrl}/`);
    await page.getByText('Lieferung in ca. 45 Min. · Abholung in ca. 20 Min.').waitFor();
    const cart = page.getByRole('complementary');
    await cart.getByText('Abholung in ca. 20 Min.').waitFor();
    const checkout = cart.getByRole('button', { name: 'Zur Kasse' });
    const box = (await checkout.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    // Nothing covers it: the button itself is what a click at its centre hits.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe('Zur Kasse');
    await screenshot(page, 'menu-cart-five-items-1366x768');
    await page.context().close();
  });

  it('phone: the pickup success page gives the pickup address and the phone number', async () => {
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const page = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await page.goto(`${started.shop.baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    const contact = page.getByRole('region', { name: 'Kontakt' });
    await contact.getByText('Abholung bei: Pizzeria Bella Napoli, Lahnstraße 12, 35410 Weidenfeld').waitFor();
    expect(await contact.getByRole('link', { name: '06401 98765-0' }).getAttribute('href')).toBe('tel:+496401987650');
    await screenshot(page, 'success-pickup-address');
    await page.context().close();
  });

  async function newPage(b: Browser, viewport: { width: number; height: number }): Promise<Page> {
    const context = await b.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport });
    await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
    return context.newPage();
  }
});

describe('customer screens on the day off (shop closed, pre-orders on)', () => {
  const started = useShopAndBrowser({ fixedNow: TUESDAY_NOON });
  beforeAll(async () => {
    await adminCall(started.shop.baseUrl, await adminToken(started.shop.baseUrl), 'POST', '/shop-status', { isShopLive: 0, preordersEnabled: 1 });
  });

  it('phone: the menu says pre-orders are possible; the checkout preselects Wednesday and its first time', async () => {
    const page = await newPhonePage(started.browser, { now: TUESDAY_NOON });
    await withCart(page, started.shop, await drinks(started.shop, 1));
    await page.goto(`${started.shop.baseUrl}/`);
    const closed = page.getByRole('dialog');
    await closed.getByText('Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!').waitFor();
    await closed.getByRole('button', { name: 'Ich möchte nur stöbern' }).click();
    await page.getByText('Wir haben gerade geschlossen – Vorbestellungen für später nehmen wir gern entgegen.').waitFor();
    await openCheckout(page, started.shop);
    // Set once the freshly loaded page has the shop status (closed, pre-orders on).
    await page.waitForFunction(() => (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === '2026-03-04');
    await page.waitForFunction(() => (document.querySelector('select') as HTMLSelectElement | null)?.value === '17:00');
    expect(await page.getByText('Keine Zeiten verfügbar').count()).toBe(0);
    await screenshot(page, 'checkout-closed-day-preselected', { fullPage: true });
    await page.context().close();
  });
});
