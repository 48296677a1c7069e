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

  it('greys out the times before 17:00 for a cart below 100 € and says why before sending', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await page.getByLabel('Datum').fill('2026-03-04');
    const time = page.getByLabel('Uhrzeit');
    await time.locator('option[value="12:00"]').waitFor({ state: 'attached' });
    expect(await time.locator('option[value="12:00"]').isDisabled()).toBe(true);
    expect(await time.locator('option[value="17:00"]').isEnabled()).toBe(true);
    await page.getByText('Uhrzeiten vor 17:00 Uhr erst ab 100,00 € Bestellwert (sonst auf Anfrage).').waitFor();
    await screenshot(page, 'checkout-phone-early-times-greyed');
    await page.context().close();
  });

  it('has no serious or critical axe violations on / and /checkout, on phone and desktop', async () => {
    const found: Record<string, string[]> = {};
    for (const [device, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
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
