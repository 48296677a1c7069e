import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { RunningShop, startShop } from './support/shop-server';
import { ADMIN_E2E_NOW, adminToken, cancelPendingOrders, closeOrderPopups, countTones, placeDrinkOrder, signIn } from './admin-test-support';

/** Minutes after ADMIN_E2E_NOW (Monday 18:00 in Berlin) as an ISO instant. */
const later = (minutes: number) => new Date(Date.parse(ADMIN_E2E_NOW) + minutes * 60_000).toISOString();

// Each test starts further backend processes on the shop's database; on a busy 2-core machine that takes a while.
jest.setTimeout(240_000);

describe('rush hour: unanswered orders and busy mode, with the shop clock moved forward', () => {
  let first: RunningShop;
  const laterShops: RunningShop[] = [];
  let browser: Browser;

  /** The same shop (same database) seen by a backend process whose clock reads `minutes` later. */
  async function shopAt(minutes: number): Promise<RunningShop> {
    const shop = await startShop({ fixedNow: later(minutes), databaseOf: first });
    laterShops.push(shop);
    return shop;
  }

  async function staffPage(shop: RunningShop, minutes: number): Promise<Page> {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await context.clock.setFixedTime(new Date(later(minutes)));
    const page = await context.newPage();
    await signIn(page, shop.baseUrl);
    await countTones(page);
    return page;
  }

  beforeAll(async () => {
    first = await startShop({ fixedNow: ADMIN_E2E_NOW });
    browser = await launchBrowser();
  });
  // The browser and the later processes side by side (each stop waits a second for requests to drain); the
  // first process last, since its stop drops the database the others use.
  afterAll(async () => {
    await Promise.all([browser?.close(), ...laterShops.map((shop) => shop.stop())]);
    await first?.stop();
  });

  it('turns an order nobody answers red with a loud alarm on every staff screen, and tells the customer to call', async () => {
    const order = await placeDrinkOrder(first.baseUrl);
    const fourMinutesOn = await shopAt(4);
    const board = await staffPage(fourMinutesOn, 4);
    await board.goto(`${fourMinutesOn.baseUrl}/admin/dashboard`);
    // The banner stands above the new order's popup, which hides the rest of the board from the accessibility tree.
    const banner = board.locator('.unanswered-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toMatch(new RegExp(`^1 Bestellung wartet seit über [3-9] Min\\. auf Annahme!#${order.orderId}`));
    await closeOrderPopups(board);
    await board.waitForFunction(() => (window as unknown as { __tones: number }).__tones >= 6, undefined, { timeout: 10_000 });
    const card = board.getByRole('article', { name: `Bestellung #${order.orderId}` });
    expect(await card.getByText('Wartet zu lange – bitte sofort annehmen!').isVisible()).toBe(true);
    await screenshot(board, 'rush-unanswered-board');

    await board.goto(`${fourMinutesOn.baseUrl}/admin/kitchen`);
    await board.getByRole('alert').filter({ hasText: 'auf Annahme!' }).waitFor({ timeout: 10_000 });

    const elevenMinutesOn = await shopAt(11);
    const customer = await newPhonePage(browser);
    await customer.goto(`${elevenMinutesOn.baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    const notice = customer.getByRole('alert').filter({ hasText: 'Das Restaurant hat Ihre Bestellung noch nicht angenommen.' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.getByRole('link').getAttribute('href')).toMatch(/^tel:/);
    await screenshot(customer, 'rush-unanswered-customer');
    await customer.context().close();
    await board.context().close();
  });

  it('busy mode from the board: customers see the longer time and the paused delivery, and both end by themselves', async () => {
    await cancelPendingOrders(first.baseUrl, await adminToken(first.baseUrl));
    const board = await staffPage(first, 0);
    await board.goto(`${first.baseUrl}/admin/dashboard`);
    await closeOrderPopups(board);
    await board.getByRole('button', { name: 'Viel los?' }).click();
    const panel = board.getByRole('region', { name: 'Viel los' });
    await panel.getByLabel('Ende (leer: Ladenschluss)').fill('19:00');
    await panel.getByRole('button', { name: '+30 Min.' }).click();
    await panel.getByLabel('Hinweis an die Kunden').fill('Heute nur Abholung – unser Fahrer ist krank.');
    await panel.getByRole('button', { name: 'Lieferung pausieren' }).click();
    await panel.getByText('Lieferung pausiert bis 19:00 Uhr').waitFor({ timeout: 10_000 });
    expect(await panel.getByRole('button', { name: '+30 Min.' }).getAttribute('aria-pressed')).toBe('true');
    // Closed again, the board's toolbar still says what is on.
    await board.keyboard.press('Escape');
    await board.getByRole('button', { name: 'Viel los: +30 Min. · Lieferung pausiert' }).waitFor();
    await screenshot(board, 'rush-busy-mode-board');

    const customer = await newDesktopPage(browser);
    await customer.goto(`${first.baseUrl}/`);
    const paused = customer.getByText('Heute nur Abholung – unser Fahrer ist krank.').first();
    await paused.waitFor({ timeout: 10_000 });
    expect(await customer.getByRole('radio', { name: 'Lieferung' }).first().isDisabled()).toBe(true);
    await screenshot(customer, 'rush-busy-mode-menu');

    const status = await (await fetch(`${first.baseUrl}/api/shop-status`)).json();
    expect(status.busy).toMatchObject({ extraMinutes: 30, pauses: { lieferung: { message: 'Heute nur Abholung – unser Fahrer ist krank.' } } });

    const afterEnd = await shopAt(61);
    const afterwards = await (await fetch(`${afterEnd.baseUrl}/api/shop-status`)).json();
    expect(afterwards.busy).toEqual({ extraMinutes: 0, extraUntil: null, pauses: {} });
    await customer.goto(`${afterEnd.baseUrl}/`);
    await customer.getByRole('radio', { name: 'Lieferung' }).first().waitFor({ state: 'attached' });
    expect(await customer.getByRole('radio', { name: 'Lieferung' }).first().isDisabled()).toBe(false);
    expect(await customer.getByText('Heute nur Abholung – unser Fahrer ist krank.').count()).toBe(0);
    await customer.context().close();
    await board.context().close();
  });
});
