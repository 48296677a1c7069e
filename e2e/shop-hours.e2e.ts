import { HOURS_DEFAULTS, type WeekdayHours } from '@pizzeria/domain';
import type { Page } from 'playwright-core';
import { adminToken } from './admin-test-support';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { catalogCart, openCheckoutWith, recordDialogs, waitForSuccessPage } from './support/checkout';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';
import type { RunningShop } from './support/shop-server';

// Thursday 5 March 2026 in Berlin (UTC+1): the demo shop closes at 23:00, delivery ends at 22:30.
const THURSDAY_AFTER_CLOSING = '2026-03-05T23:08:00+01:00';
const THURSDAY_NOON = '2026-03-05T12:00:00+01:00';
const ASAP = 'So schnell wie möglich';

async function saveHours(shop: RunningShop, thursday: Partial<WeekdayHours>): Promise<void> {
  const hours = HOURS_DEFAULTS.map((d) => (d.weekday === 4 ? { ...d, ...thursday } : d));
  const res = await fetch(`${shop.baseUrl}/api/admin/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(shop.baseUrl)}` },
    body: JSON.stringify({ hours }),
  });
  if (!res.ok) throw new Error(`PATCH /api/admin/settings: ${res.status} ${await res.text()}`);
}

const timeOptions = (page: Page) => page.getByLabel('Uhrzeit').locator('option').allTextContents();

describe('after closing time (Thursday 23:08, the shop-live switch still on)', () => {
  const started = useShopAndBrowser({ fixedNow: THURSDAY_AFTER_CLOSING });

  it.each([
    ['phone', newPhonePage],
    ['desktop', newDesktopPage],
  ] as const)('%s: the menu and the checkout say closed now and when the shop opens; the order becomes a pre-order', async (device, open) => {
    const page = await open(started.browser, { now: THURSDAY_AFTER_CLOSING });
    const dialogs = recordDialogs(page);
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await page.goto(`${started.shop.baseUrl}/`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('region', { name: /^Willkommen/ });
    await banner.getByText('Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr. Vorbestellungen für später nehmen wir gern entgegen.').waitFor();
    expect(await banner.textContent()).not.toMatch(/Heute geöffnet|in ca\. \d+ Min\./);
    if (device === 'desktop') {
      // The cart beside the menu says it too, instead of "Abholung in ca. 20 Min.".
      await page.locator('.cart-closed').getByText('Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr. Sie können für später vorbestellen.').waitFor();
      expect(await page.locator('.cart-eta').count()).toBe(0);
    }
    await screenshot(page, `hours-${device}-menu-closed`);

    await page.goto(`${started.shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByText('Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr. Sie können für später vorbestellen.').waitFor();
    expect(await page.getByLabel(/^Vorbestellung/).isChecked()).toBe(true);
    await page.waitForFunction(() => (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === '2026-03-06');
    // Friday 16:00–16:45 is before 17:00: greyed out for a cart below 100 €, and the form says why.
    expect(await page.getByLabel('Uhrzeit').locator('option[value="16:00"]').isDisabled()).toBe(true);
    await page.getByText('Uhrzeiten vor 17:00 Uhr erst ab 100,00 € Bestellwert (sonst auf Anfrage).').waitFor();
    expect(await page.getByLabel('Uhrzeit').inputValue()).toBe('17:00');
    expect(await timeOptions(page)).not.toContain(ASAP);
    // A late Friday: times until 23:30 (closing 24:00).
    expect((await timeOptions(page)).at(-1)).toBe('23:30');
    await page.locator('.checkout-totals__time').getByText('Freitag, 06.03., 17:00 Uhr').waitFor();
    await screenshot(page, `hours-${device}-checkout-closed`, { fullPage: true });
    if (device === 'phone') {
      // What the phone shows around the time choice and beside the order button, at its real size.
      await page.getByText('Wunschtermin').scrollIntoViewIfNeeded();
      await screenshot(page, 'hours-phone-checkout-time');
      await page.locator('.checkout-totals__time').scrollIntoViewIfNeeded();
      await screenshot(page, 'hours-phone-checkout-summary');
    }
    if (device === 'phone') {
      await fillCustomer(page, false);
      await page.getByLabel(/Datenschutzerklärung/).check();
      await page.getByLabel(/AGB/).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
      await waitForSuccessPage(page, dialogs, 'hours-preorder-after-closing');
    }
    await page.context().close();
  });
});

describe('a lunch service (Thursday 11:30–14:30 and evening), at noon', () => {
  const started = useShopAndBrowser({ fixedNow: THURSDAY_NOON });
  beforeAll(async () => {
    await saveHours(started.shop, { lunchOpen: '11:30', lunchClose: '14:30', lunchDeliveryFrom: '11:45', lunchDeliveryUntil: '14:00' });
  });

  it('offers the lunch times to a small cart and places a lunch order', async () => {
    const page = await newPhonePage(started.browser, { now: THURSDAY_NOON });
    const dialogs = recordDialogs(page);
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await page.waitForFunction(() => [...document.querySelectorAll('select option')].some((o) => o.textContent === '12:15'));
    const options = await timeOptions(page);
    expect(options.slice(0, 3)).toEqual([ASAP, '12:15', '12:30']);
    expect(options).toContain('14:00');
    expect(options).not.toContain('14:15');
    expect(await page.getByLabel('Uhrzeit').locator('option[value="12:30"]').isEnabled()).toBe(true);
    await page.getByLabel('Uhrzeit').selectOption('12:30');
    await page.locator('.checkout-totals__time').getByText('Heute, 12:30 Uhr').waitFor();
    await screenshot(page, 'hours-phone-checkout-lunch', { fullPage: true });
    await fillCustomer(page, false);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    await waitForSuccessPage(page, dialogs, 'hours-lunch-order');
    await page.context().close();
  });

  it('offers "So schnell wie möglich" first once the owner\'s lunch hours reach a page that guessed closed', async () => {
    const page = await newDesktopPage(started.browser, { now: THURSDAY_NOON });
    // The page's first answer still has the demo week (no lunch): closed at noon, so 17:00 is picked for the customer.
    await page.route('**/api/shop-info', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), hours: HOURS_DEFAULTS } });
    });
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    const time = page.getByLabel('Uhrzeit');
    expect(await time.inputValue()).toBe('17:00');
    // A poll may be inside the handler (its fetch still open on a busy box): let it finish, or its
    // fulfil meets a request already let through and fails the file.
    await page.unrouteAll({ behavior: 'wait' });
    // The next look (every 4 s) brings the lunch hours: the time the page picked moves to ASAP.
    await page.waitForFunction(([select, wanted]) => (select as HTMLSelectElement).value === wanted, [await time.elementHandle(), ASAP] as const, { timeout: 10_000 });
    await page.context().close();
  });

  it('refuses "So schnell wie möglich" sent after lunch closed, with the closed notice and the next opening', async () => {
    const page = await newDesktopPage(started.browser, { now: THURSDAY_NOON });
    const dialogs = recordDialogs(page);
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    expect(await page.getByLabel('Uhrzeit').inputValue()).toBe(ASAP);
    await fillCustomer(page, false);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    // The owner ends lunch at 11:45 while this page still shows the old hours (its next look is held back).
    await page.route('**/api/shop-info', (route) => route.abort());
    await saveHours(started.shop, { lunchOpen: '11:00', lunchClose: '11:45', lunchDeliveryFrom: null, lunchDeliveryUntil: null });
    const alert = page.waitForEvent('dialog', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    expect((await alert).message()).toBe(
      'Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr. „So schnell wie möglich“ geht nur während der Öffnungszeiten – bitte wählen Sie eine Uhrzeit (Vorbestellung).',
    );
    expect(dialogs).toHaveLength(1);
    // Once the page sees the new hours it says the same before sending, and no longer offers ASAP.
    await page.unroute('**/api/shop-info');
    await page.getByText('Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr. Sie können für später vorbestellen.').waitFor({ timeout: 10_000 });
    expect(await timeOptions(page)).not.toContain(ASAP);
    await page.context().close();
  });
});
