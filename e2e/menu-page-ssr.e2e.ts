import type { Page } from 'playwright-core';
import { buildDirectCartItem, formatEuro, type Product } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, newDesktopPage, newPhonePage, screenshot, seedLocalStorage, watchConsole } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { useShopAndBrowser } from './support/shop-and-browser';

describe('the server-rendered menu page', () => {
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });
  let products: Product[];
  beforeAll(async () => {
    products = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as Product[];
  });

  it.each(['phone', 'desktop'])('is readable on a %s before any script runs', async (device) => {
    const context = await started.browser.newContext({ ...pageOptions(device), javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(started.shop.baseUrl);
    const margherita = noJs.locator('.product-card', { hasText: 'Pizza Margherita' });
    await margherita.waitFor({ timeout: 10_000 });
    expect(await margherita.locator('.product-price').textContent()).toBe(`ab ${formatEuro(750)}`);
    expect(await noJs.locator('.product-card').count()).toBe(products.length);
    expect(await noJs.getByRole('heading', { level: 1 }).textContent()).toContain('Willkommen bei');
    expect(await noJs.locator('.welcome-hours').textContent()).toContain('Heute geöffnet');
    // The self-hosted fonts and the illustrations load without any script.
    await noJs.evaluate(() => document.fonts.ready);
    expect(await noJs.evaluate(() => document.fonts.check('700 20px "Playfair Display"'))).toBe(true);
    const illustration = noJs.locator('.product-illustration').first();
    await illustration.scrollIntoViewIfNeeded();
    await noJs.waitForFunction(() => (document.querySelector('.product-illustration') as HTMLImageElement | null)?.naturalWidth);
    await screenshot(noJs, `menu-ssr-no-js-${device}`);
    await context.close();
  });

  it.each([
    ['phone', newPhonePage],
    ['desktop', newDesktopPage],
  ])('hydrates on a %s without a mismatch and then works: the stored cart is back and a product goes in', async (device, open) => {
    const page = await open(started.browser, { now: MONDAY_EVENING });
    const cola = buildDirectCartItem(products.find((p) => p.productsID === 67)!);
    await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT, cartItems: [cola] });
    const logged = watchConsole(page);
    const menuApi: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(products|categories|productVariants|productsExtra|dressing|dips)$/.test(new URL(request.url()).pathname)) menuApi.push(request.url());
    });

    await page.goto(started.shop.baseUrl);
    // The stored cart shows once the page has hydrated; the stored cookie choice hides the banner.
    const badge = page.locator('.cart-badge');
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent === '1', undefined, { timeout: 10_000 });
    await page.locator('.cookie-banner').waitFor({ state: 'detached' });
    await screenshot(page, `menu-ssr-js-${device}`);
    await page.getByRole('button', { name: 'Tiramisu – in den Warenkorb legen' }).click();
    await page.getByText('Tiramisu wurde zum Warenkorb hinzugefügt').waitFor();
    expect(await badge.textContent()).toBe('2');
    if (device === 'desktop') await page.getByRole('complementary', { name: 'Warenkorb' }).getByText('Tiramisu').waitFor();
    else {
      await page.getByRole('button', { name: /Warenkorb ansehen/ }).click();
      await page.getByRole('dialog', { name: 'Warenkorb' }).getByText('Tiramisu').waitFor();
    }
    await screenshot(page, `menu-ssr-hydrated-${device}`);

    expect(logged.filter((line) => /hydrat/i.test(line))).toEqual([]);
    expect(logged).toEqual([]);
    // The menu came with the page: hydrating asked none of the menu lists again.
    expect(menuApi).toEqual([]);
    await page.context().close();
  });
});

/** The phone and desktop of support/started.browser, here for a context without JavaScript. */
function pageOptions(device: string) {
  const german = { locale: 'de-DE', timezoneId: 'Europe/Berlin' };
  return device === 'phone'
    ? { ...german, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
    : { ...german, viewport: { width: 1366, height: 900 } };
}
