import { seriousAccessibilityProblems } from './support/accessibility';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { catalogCart, MONDAY_EVENING, openCheckoutWith, recordDialogs, waitForSuccessPage } from './support/checkout';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';

describe('checkout for later and its rules, in the browser', () => {
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });

  it('places a pickup pre-order on a phone', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    const dialogs = recordDialogs(page);
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await fillCustomer(page, false);
    await page.getByLabel(/^Vorbestellung/).check();
    await page.getByLabel('Datum').fill('2026-03-04');
    await page.getByLabel('Uhrzeit').selectOption('18:30');
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    await waitForSuccessPage(page, dialogs, 'checkout-pickup-preorder-refused');
    await page.getByText('Mi., 04.03.2026, 18:30 Uhr').waitFor();
    await page.context().close();
  });

  it('sends a cart below 100 € with a time before 17:00 back to the menu through the warning modal', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await fillCustomer(page, false);
    await page.getByLabel('Datum').fill('2026-03-04');
    await page.getByLabel('Uhrzeit').selectOption('12:00');
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bestellungen vor 17 Uhr auf Anfrage oder 100€').waitFor();
    await screenshot(page, 'checkout-phone-warning');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${started.shop.baseUrl}/`);
    await page.context().close();
  });

  it('has no serious or critical axe violations on / and /checkout, on phone and desktop', async () => {
    const found: Record<string, string[]> = {};
    for (const [device, open] of [['phone', newPhonePage], ['desktop', newDesktopPage]] as const) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
      found[`${device} /checkout`] = await seriousAccessibilityProblems(page);
      // The header's cart link now shows a count (on desktop also its label).
      await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
      await page.locator('.product-card').first().waitFor();
      found[`${device} /`] = await seriousAccessibilityProblems(page);
      await page.context().close();
    }
    expect(found).toEqual({ 'phone /checkout': [], 'phone /': [], 'desktop /checkout': [], 'desktop /': [] });
  });
});
