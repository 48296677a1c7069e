import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContextOptions, chromium, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Every window (Playwright opens one per context) preloads the address bar's two popups as WebUI
 * renderers of their own: 40 % of the browser's CPU in this suite, for an address bar nobody sees.
 */
const NOT_NEEDED_HEADLESS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features list. Chromium keeps only the last --disable-features it is
 * given, so ours must repeat it; Playwright does not export it, so it is read from its bundle, and
 * an update that moves it fails here instead of silently turning those features back on.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = fs.readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle);
  const names = list ? [...list[1].matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1]) : [];
  if (names.length === 0) throw new Error('playwright-core: its list of disabled Chromium features was not found; see e2e/support/browser.ts');
  return names;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures(), ...NOT_NEEDED_HEADLESS].join(',')}`,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  /** Freezes the page's Date at this instant (e.g. the same as startShop's fixedNow); timers keep running. */
  now?: string;
}

const GERMAN: BrowserContextOptions = { locale: 'de-DE', timezoneId: 'Europe/Berlin' };

async function newPage(browser: Browser, context: BrowserContextOptions, opts: PageOptions): Promise<Page> {
  const ctx = await browser.newContext({ ...GERMAN, ...context });
  if (opts.now) await ctx.clock.setFixedTime(new Date(opts.now));
  return ctx.newPage();
}

/** A 390 × 844 phone (touch, mobile viewport), German locale, Berlin time. */
export function newPhonePage(browser: Browser, opts: PageOptions = {}): Promise<Page> {
  return newPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, opts);
}

/** A 320 × 568 phone, the narrowest the shop supports (e.g. an iPhone SE of the first generation). */
export function newNarrowPhonePage(browser: Browser, opts: PageOptions = {}): Promise<Page> {
  return newPage(browser, { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, opts);
}

/** A 1366 × 900 desktop window, German locale, Berlin time. */
export function newDesktopPage(browser: Browser, opts: PageOptions = {}): Promise<Page> {
  return newPage(browser, { viewport: { width: 1366, height: 900 } }, opts);
}

/** Every error and warning the page logs, and its uncaught exceptions (React reports hydration mismatches as errors). */
export function watchConsole(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  return logged;
}

/** Resolves once every finite animation and transition of the page has ended (dialogs fading in, buttons changing colour). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Saves a screenshot (the viewport, or the whole page) to e2e/screenshots/<name>.png (git-ignored); returns its path. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await settled(page);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  return file;
}

/** A stored cookie choice of "necessary only", so the banner stays closed. */
export const NECESSARY_ONLY_CONSENT = { necessary: true, analytics: false, marketing: false, savedAt: '2026-01-01T00:00:00.000Z' };

/**
 * Writes `entries` (JSON-encoded) into the shop's localStorage before the page's own scripts run,
 * once per call: the shop restores and saves its cart when it starts, and a write after a page had
 * started could land between those two and be overwritten. Opens /anfahrt with the entries in place.
 */
export async function seedLocalStorage(page: Page, baseUrl: string, entries: Record<string, unknown>): Promise<void> {
  const seed = { origin: new URL(baseUrl).origin, marker: `e2e-seed-${Date.now()}-${Math.random()}`, values: entries };
  await page.addInitScript(({ origin, marker, values }) => {
    if (location.origin !== origin || sessionStorage.getItem(marker)) return;
    sessionStorage.setItem(marker, 'done');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  }, seed);
  await page.goto(`${baseUrl}/anfahrt`);
}
