import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser';
import { RunningShop, startShop, StartShopOptions } from './shop-server';

/** The shop and the browser of one describe block, readable once its beforeAll has run. */
export interface ShopAndBrowser {
  readonly shop: RunningShop;
  readonly browser: Browser;
}

/**
 * Registers, in the calling describe block, a beforeAll that starts a shop (its own process and
 * database) and a browser, an afterEach that closes the browser contexts a test opened, and an
 * afterAll that closes the browser and stops the shop, whichever of the two started. Options
 * given as a function are read in that beforeAll, after the hooks registered before this call or in
 * an enclosing block (e.g. useFakePaypal's, whose address goes into env).
 */
export function useShopAndBrowser(options: StartShopOptions | (() => StartShopOptions) = {}): ShopAndBrowser {
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Side by side: Chromium starts while the shop boots (about half a second less per file). Whichever
    // of the two started is kept for afterAll even when the other failed.
    const [startedShop, launched] = await Promise.allSettled([startShop(typeof options === 'function' ? options() : options), launchBrowser()]);
    if (startedShop.status === 'fulfilled') shop = startedShop.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (startedShop.status === 'rejected') throw startedShop.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  // Each test's pages (its own beforeEach hooks' too) close after it; those of beforeAll hooks stay for
  // the tests that share them. A page left open keeps working: an admin board left by every test got
  // every later order live, popped it up and chimed, until a file spent minutes on its old boards.
  let before = new Set<BrowserContext>();
  beforeEach(() => {
    before = new Set(browser?.contexts());
  });
  afterEach(async () => {
    await Promise.all((browser?.contexts() ?? []).filter((context) => !before.has(context)).map((context) => context.close()));
  });
  // Side by side too: the shop's stop waits a second for requests to drain, Chromium closes meanwhile.
  afterAll(async () => {
    const stopped = await Promise.allSettled([browser?.close(), shop?.stop()]);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });
  return {
    get shop() {
      if (!shop) throw new Error('no shop: useShopAndBrowser’s beforeAll has not started one');
      return shop;
    },
    get browser() {
      if (!browser) throw new Error('no browser: useShopAndBrowser’s beforeAll has not launched one');
      return browser;
    },
  };
}
