import type { Page } from 'playwright-core';
import { buildCartItem, type CartItem, type Product, type ProductVariant } from '@pizzeria/domain';
import { NECESSARY_ONLY_CONSENT, screenshot, seedLocalStorage } from './browser';
import type { RunningShop } from './shop-server';

/** Monday 2 March 2026, 18:00 in Berlin: the shop is open, today's slots run from 18:15. */
export const MONDAY_EVENING = '2026-03-02T18:00:00+01:00';

export async function api<T>(shop: RunningShop, pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${shop.baseUrl}/api${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A cart of real catalog rows (the server reprices every line), big enough for the location's minimum. */
export async function catalogCart(shop: RunningShop, minimumEur: number, opts: { quantity?: number } = {}): Promise<CartItem[]> {
  const products = await api<Product[]>(shop, '/products');
  const variants = await api<ProductVariant[]>(shop, '/productVariants');
  const pizza = products.find((p) => p.productsName === 'Pizza Margherita') ?? products.find((p) => p.category_id === 2)!;
  const variant = variants.find((v) => v.product_id === pizza.productsID) ?? null;
  const unit = variant?.price ?? pizza.normal_size_price;
  const quantity = opts.quantity ?? Math.max(2, Math.ceil(minimumEur / unit) + 1);
  return [buildCartItem({ product: pizza, variant, extras: [], dip: [], dressing: '', quantity })];
}

/** Puts a cart (and, unless asked not to, a stored cookie choice) into the browser, then opens /checkout. */
export async function openCheckoutWith(page: Page, shop: RunningShop, items: CartItem[], state: Record<string, unknown>, opts: { consent?: boolean } = {}) {
  await seedLocalStorage(page, shop.baseUrl, {
    cartItems: items,
    cartState: state,
    ...((opts.consent ?? true) && { cookieConsent: NECESSARY_ONLY_CONSENT }),
  });
  await page.goto(`${shop.baseUrl}/checkout`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
}

/** The alerts a page shows (a refused order, missing consent); Playwright would dismiss them unseen. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/**
 * Waits for the success page; when it does not come, fails with what the customer saw instead
 * (alerts, the form's error texts, a screenshot) rather than a bare timeout.
 */
export async function waitForSuccessPage(page: Page, dialogs: string[], shot: string): Promise<void> {
  try {
    await page.waitForURL(/\/checkout-success\?/);
  } catch (error) {
    const shown = await page
      .locator('.error-text, [role="alert"], [role="dialog"]')
      .allInnerTexts()
      .catch(() => []);
    const file = await screenshot(page, shot, { fullPage: true }).catch(() => 'keiner');
    throw new Error(`no success page: alerts ${JSON.stringify(dialogs)}, shown ${JSON.stringify(shown.filter(Boolean))}, screenshot ${file}; ${String(error)}`);
  }
}
