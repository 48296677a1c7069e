import type { Page } from 'playwright-core';
import { buildDirectCartItem, type Product } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, newPhonePage, seedLocalStorage } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { useFakePaypal } from './support/fake-paypal';
import { useShopAndBrowser } from './support/shop-and-browser';

/** Records every CSP violation of the page: the DOM event and Chrome's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const own = window as unknown as { cspViolations: string[]; reportCspViolation(text: string): void };
    own.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.violatedDirective} ${event.blockedURI}`;
      own.cspViolations.push(text);
      own.reportCspViolation(text);
    });
  });
  return seen;
}

// At the top level, so that the fake is up before the describe block's shop starts and closes after it stopped.
const paypal = useFakePaypal();

describe('the shop under its Content-Security-Policy', () => {
  const started = useShopAndBrowser(() => ({ fixedNow: MONDAY_EVENING, env: paypal.shopEnv }));

  it('runs the menu, the checkout with the PayPal SDK and the admin login without a single violation', async () => {
    const page = await newPhonePage(started.browser);
    const violations = await watchViolations(page);
    const sdkRequests: string[] = [];
    // No network here: PayPal's SDK URL answers with a stand-in script, which the policy must still allow.
    await page.route('https://www.paypal.com/sdk/js**', (route) => {
      sdkRequests.push(route.request().url());
      return route.fulfill({ contentType: 'application/javascript', body: 'window.paypalSdkLoaded = true;' });
    });
    const products = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as Product[];
    const cartItems = [buildDirectCartItem(products.find((p) => p.productsID === 33) ?? products[0])];

    await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    await page.locator('.product-card').first().waitFor();
    await seedLocalStorage(page, started.shop.baseUrl, { cartItems, cookieConsent: NECESSARY_ONLY_CONSENT });
    await page.goto(`${started.shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByText('oder bezahlen mit PayPal').waitFor();
    await page.waitForFunction(() => (window as unknown as { paypalSdkLoaded?: boolean }).paypalSdkLoaded === true, undefined, { timeout: 10_000 });
    expect(sdkRequests).toHaveLength(1);
    await page.goto(`${started.shop.baseUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(violations).toEqual([]);

    // The watcher itself works: an inline script is refused and reported.
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineRan = true;';
      document.body.append(inline);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0, undefined, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });
});
