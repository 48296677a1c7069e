import type { Page } from 'playwright-core';
import { buildDirectCartItem, type Product } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, newPhonePage, screenshot, seedLocalStorage, watchConsole } from './support/browser';
import { MONDAY_EVENING } from './support/checkout';
import { useShopAndBrowser } from './support/shop-and-browser';

const COLA = 'Coca-Cola 1,0 l';

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
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });

  async function phone(stored: Record<string, unknown> = {}): Promise<{ page: Page; logged: string[] }> {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    await seedLocalStorage(page, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT, ...stored });
    return { page, logged: watchConsole(page) };
  }

  it('a "+" tapped before the start puts the drink in the stored cart once the app runs, exactly once', async () => {
    const products = (await (await fetch(`${started.shop.baseUrl}/api/products`)).json()) as Product[];
    const tiramisu = buildDirectCartItem(products.find((p) => p.productsName === 'Tiramisu')!);
    const { page, logged } = await phone({ cartItems: [tiramisu] });
    const release = await openWithAppHeld(page, started.shop.baseUrl);
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
    const release = await openWithAppHeld(page, started.shop.baseUrl);
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
