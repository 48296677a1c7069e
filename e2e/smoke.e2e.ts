import { newPhonePage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';

describe('smoke: the built shop', () => {
  const started = useShopAndBrowser({ fixedNow: '2026-03-02T18:00:00+01:00' });

  it('reports a healthy API', async () => {
    const res = await fetch(`${started.shop.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('loads the home page on a phone without errors', async () => {
    const page = await newPhonePage(started.browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(started.shop.baseUrl, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expect(page.title()).resolves.toMatch(/Bella Napoli/);
    await screenshot(page, 'smoke-home-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
