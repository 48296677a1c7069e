import type { Browser, Page } from 'playwright-core';
import { buildDirectCartItem, type Product } from '@pizzeria/domain';
import { launchBrowser, NECESSARY_ONLY_CONSENT, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { RunningShop, startShop } from './support/shop-server';

// A Monday evening in Berlin: the shop is open and delivering.
const MONDAY_EVENING = '2026-03-02T18:00:00+01:00';
const COLA = 'Coca-Cola 1,0 l';

/** Every error and warning the page logs, and its uncaught exceptions. */
function watchConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  return logged;
}

/**
 * Opens the menu page with the app's start held back: the app's chunk is requested only after the
 * page has painted and the entry listens for taps, and it is not answered until `release` is called.
 */
async function openWithAppHeld(page: Page, baseUrl: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const appAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto(baseUrl, { waitUntil: 'domcontentloaded' });
  await appAsked;
  return release;
}

/** A product's card on the server's list, found by its button's accessible name. */
const card = (page: Page, buttonName: string) => page.locator('.product-card').filter({ has: page.getByRole('button', { name: buttonName }) });

describe('taps on the menu before the app has started', () => {
  let shop: RunningShop;
  let browser: Browser;
  beforeAll(async () => {
    shop = await startShop({ fixedNow: MONDAY_EVENING });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function phone(stored: Record<string, unknown> = {}): Promise<{ page: Page; logged: string[] }> {
    const page = await newPhonePage(browser, { now: MONDAY_EVENING });
    await seedLocalStorage(page, shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT, ...stored });
    return { page, logged: watchConsole(page) };
  }

  it('a "+" tapped before the start puts the drink in the stored cart once the app runs, exactly once', async () => {
    const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as Product[];
    const tiramisu = buildDirectCartItem(products.find((p) => p.productsName === 'Tiramisu')!);
    const { page, logged } = await phone({ cartItems: [tiramisu] });
    const release = await openWithAppHeld(page, shop.baseUrl);
    // The "+" lies under the card's button (the card's whole surface opens the product): force taps its spot.
    await card(page, `${COLA} – in den Warenkorb legen`).locator('.product-add').tap({ force: true });
    expect(await page.getByText(`${COLA} wurde zum Warenkorb hinzugefügt`).count()).toBe(0);

    release();
    await page.getByText(`${COLA} wurde zum Warenkorb hinzugefügt`).waitFor({ timeout: 10_000 });
    const badge = page.locator('.cart-badge');
    // The stored Tiramisu and the drink: the tap was added to the cart the page restored, not instead of it.
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent === '2', undefined, { timeout: 10_000 });
    await screenshot(page, 'menu-early-tap-added-phone');

    // The app handles the next tap itself: one more, not two.
    await card(page, `${COLA} – in den Warenkorb legen`).locator('.product-add').tap({ force: true });
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent !== '2', undefined, { timeout: 10_000 });
    expect(await badge.textContent()).toBe('3');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { productName: string; quantity: number }[]);
    expect(stored.map((item) => [item.productName, item.quantity])).toEqual([
      ['Tiramisu', 1],
      [COLA, 2],
    ]);
    expect(logged).toEqual([]);
    await page.context().close();
  });

  it('a card tapped before the start opens its product once the app runs, as one dialog', async () => {
    const { page, logged } = await phone();
    const release = await openWithAppHeld(page, shop.baseUrl);
    await card(page, 'Pizza Margherita – auswählen').tap();
    expect(await page.getByRole('dialog').count()).toBe(0);

    release();
    const dialog = page.getByRole('dialog', { name: 'Pizza Margherita' });
    await dialog.waitFor({ timeout: 10_000 });
    await screenshot(page, 'menu-early-tap-dialog-phone');
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByRole('button', { name: /In den Warenkorb/ }).click();
    await page.getByText('Pizza Margherita wurde zum Warenkorb hinzugefügt').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('.cart-badge').textContent()).toBe('1');
    expect(logged).toEqual([]);
    await page.context().close();
  });
});
