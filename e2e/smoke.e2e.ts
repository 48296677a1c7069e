import type { Browser } from 'playwright-core';
import { launchBrowser, newPhonePage, screenshot } from './support/browser';
import { RunningShop, startShop } from './support/shop-server';

describe('smoke: the built shop', () => {
  let shop: RunningShop;
  let browser: Browser;
  beforeAll(async () => {
    shop = await startShop({ fixedNow: '2026-03-02T18:00:00+01:00' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('reports a healthy API', async () => {
    const res = await fetch(`${shop.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('loads the home page on a phone without errors', async () => {
    const page = await newPhonePage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(shop.baseUrl, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expect(page.title()).resolves.toMatch(/Bella Napoli/);
    await screenshot(page, 'smoke-home-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
