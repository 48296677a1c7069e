import type { Page } from 'playwright-core';
import { formatEuro, POPUP_REOPEN_MS } from '@pizzeria/domain';
import { screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import {
  ADMIN_E2E_NOW,
  adminCall,
  adminToken,
  boardCard,
  cancelPendingOrders,
  notifications,
  placeDrinkOrder,
  signIn,
  spyOnAlerts,
  waitForServerStatus,
  waitForShopLive,
} from './admin-test-support';

// Twelve orders, several browsers and 5 s windows on a shared machine: more time than the default.
jest.setTimeout(180_000);

/** The counter PC of issue 11: a 1366 × 768 screen. */
const COUNTER = { width: 1366, height: 768 };

describe('admin: the board at rush hour (1366 × 768)', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let token: string;

  beforeAll(async () => {
    token = await adminToken(started.shop.baseUrl);
  });
  afterEach(() => cancelPendingOrders(started.shop.baseUrl, token));

  async function counterBoard(opts: { soundBlocked?: boolean } = {}): Promise<Page> {
    const context = await started.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: COUNTER });
    await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
    if (opts.soundBlocked) {
      await context.addInitScript(() => Object.defineProperty(BaseAudioContext.prototype, 'state', { get: () => 'suspended' }));
    }
    const page = await context.newPage();
    await spyOnAlerts(page, started.shop.baseUrl);
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Bestellannahme' }).waitFor();
    return page;
  }

  const article = (page: Page, orderId: number) => page.getByRole('article', { name: `Bestellung #${orderId}` });
  const noDialogFor = async (page: Page, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.waitForTimeout(250);
    }
  };

  it('announces a backlog once as a list, keeps the board usable, and no popup comes back for it', async () => {
    const backlog = [];
    for (let i = 0; i < 12; i++) backlog.push(await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 + (i % 3) }));
    const page = await counterBoard();
    const panel = page.getByRole('region', { name: '12 Bestellungen warten auf Annahme' });
    await panel.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await notifications(page)).toHaveLength(1);
    expect((await notifications(page))[0].body).toContain('Eine neue Bestellung ist eingegangen. 12 neue Bestellungen:');
    await screenshot(page, 'admin-board-backlog');
    // Every waiting order shows whole: the list wraps (and scrolls down), it never cuts an entry at its sides.
    const cut = await panel.getByRole('list').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll('button')].filter((entry) => {
        const r = entry.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || entry.scrollWidth > entry.clientWidth;
      }).length;
    });
    expect(cut).toBe(0);

    // The board stays usable: a card opens, closes, and nothing pops up by itself afterwards.
    await panel.getByRole('button', { name: new RegExp(`^#${backlog[0].orderId} `) }).click();
    const popup = page.getByRole('dialog', { name: `Bestellung #${backlog[0].orderId}` });
    await popup.waitFor();
    await popup.getByRole('button', { name: /^15 Min\./ }).click();
    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('region', { name: '11 Bestellungen warten auf Annahme' }).waitFor();
    await boardCard(page, 'Ausstehend', backlog[1].orderId).click();
    await page
      .getByRole('dialog', { name: `Bestellung #${backlog[1].orderId}` })
      .getByRole('button', { name: 'Schließen', exact: true })
      .click();
    // Past the delay after which the board would bring a still pending order's popup back, plus 2 s for a busy machine to show it.
    await noDialogFor(page, POPUP_REOPEN_MS + 2000);

    // A new order arriving live still pops up on its own, and its reminder follows it.
    const live = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    const livePopup = page.getByRole('dialog', { name: `Bestellung #${live.orderId}` });
    await livePopup.waitFor({ timeout: 10_000 });
    await livePopup.getByRole('button', { name: 'Schließen', exact: true }).click();
    await livePopup.waitFor({ state: 'detached' });
    await livePopup.waitFor({ timeout: 10_000 });
  });

  it('shows the order’s items before the time buttons, within the 768 px high screen', async () => {
    const page = await counterBoard();
    await page.getByText('Live', { exact: true }).waitFor();
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 3, messageToChef: 'Ohne Eis' });
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    const items = popup.getByRole('region', { name: 'Artikel' });
    const firstTime = popup.getByRole('button', { name: /^15 Min\./ });
    const itemsBox = (await items.boundingBox())!;
    const timeBox = (await firstTime.boundingBox())!;
    expect(itemsBox.y).toBeLessThan(timeBox.y);
    expect(itemsBox.y + itemsBox.height).toBeLessThanOrEqual(COUNTER.height);
    expect(await items.getByText('3 ×').isVisible()).toBe(true);
    expect((await notifications(page)).at(-1)).toEqual({
      title: 'Neue Bestellung!',
      body: `Eine neue Bestellung ist eingegangen. #${order.orderId} · 02.03.2026, So schnell wie möglich · ${formatEuro(order.totalCents)}`,
    });
    await screenshot(page, 'admin-popup-1366x768');
  });

  it('completes with the arrow undoably: the card keeps its place, greyed, until the undo window ends', async () => {
    const first = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const second = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: first.orderId, deliveryTime: '15 Min.' });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: second.orderId, deliveryTime: '30 Min.' });
    // A browser that holds sound back until the first click: its hint must not move the cards under that click.
    const page = await counterBoard({ soundBlocked: true });
    const arrow = page.getByRole('button', { name: `Bestellung #${first.orderId} abschließen` });
    await arrow.waitFor();
    const hint = page.getByRole('alert').filter({ hasText: 'Der Browser blockiert den Ton.' });
    await hint.waitFor();
    await screenshot(page, 'admin-board-sound-blocked');
    // Nor may it take a button out of reach: wherever it overlaps one, a click there still lands on that button.
    const overlapped = await hint.evaluate((note) => {
      const box = note.getBoundingClientRect();
      return [...document.querySelectorAll('button, a[href]')].flatMap((control) => {
        const r = control.getBoundingClientRect();
        const [left, right, top, bottom] = [Math.max(r.left, box.left), Math.min(r.right, box.right), Math.max(r.top, box.top), Math.min(r.bottom, box.bottom)];
        if (left >= right || top >= bottom) return [];
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return hit && control.contains(hit) ? [] : [control.textContent!.trim()];
      });
    });
    expect(overlapped).toEqual([]);
    const before = (await article(page, first.orderId).boundingBox())!;
    const secondBefore = (await article(page, second.orderId).boundingBox())!;
    await arrow.click();
    const undo = article(page, first.orderId).getByRole('button', { name: /Rückgängig/ });
    await undo.waitFor();
    await hint.waitFor({ state: 'detached' });
    expect(await article(page, first.orderId).boundingBox()).toEqual(before);
    expect(await article(page, second.orderId).boundingBox()).toEqual(secondBefore);
    await screenshot(page, 'admin-board-undo');
    await undo.click();
    await arrow.waitFor();
    // Had the undo not taken it back, the completion would have gone out when its window ended, before
    // the window of one started now: once that one is on the board and nothing waits unsaved, the first
    // order must still be confirmed, on the board and on the server.
    await page.getByRole('button', { name: `Bestellung #${second.orderId} abschließen` }).click();
    await boardCard(page, 'Abgeschlossen', second.orderId).waitFor({ timeout: 10_000 });
    expect(await arrow.isVisible()).toBe(true);
    await page.getByText('wird gespeichert…').first().waitFor({ state: 'detached', timeout: 10_000 });
    await waitForServerStatus(started.shop.baseUrl, token, first.orderId, 'bestätigt');

    await arrow.click();
    await boardCard(page, 'Abgeschlossen', first.orderId).waitFor({ timeout: 10_000 });
    await waitForServerStatus(started.shop.baseUrl, token, first.orderId, 'abgeschlossen');
  });

  it('sorts Bestätigt by due time, and keeps a pre-order finished early on the board', async () => {
    const late = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const soon = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2 });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: late.orderId, deliveryTime: '60 Min.' });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: soon.orderId, deliveryTime: '15 Min.' });
    // Wednesday's catering, prepared and handed over on Monday.
    const preorder = await placeDrinkOrder(started.shop.baseUrl, { quantity: 3, desiredDeliveryDate: '2026-03-04', desiredDeliveryTime: '18:00' });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: preorder.orderId, deliveryTime: '18:00' });
    await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: preorder.orderId, status: 'abgeschlossen' });

    const page = await counterBoard();
    const confirmed = page.getByRole('region', { name: /^Bestätigt/ });
    await boardCard(page, 'Bestätigt', late.orderId).waitFor();
    const numbers = await confirmed.locator('.order-card__number').allTextContents();
    expect(numbers.indexOf(`#${soon.orderId}`)).toBeLessThan(numbers.indexOf(`#${late.orderId}`));
    await boardCard(page, 'Abgeschlossen', preorder.orderId).waitFor();
  });

  it('asks before closing the shop and shows a red bar on every admin page while it is closed', async () => {
    const page = await counterBoard();
    const live = page.getByRole('switch', { name: 'Shop live' });
    await page.getByRole('switch', { name: 'Shop live', checked: true }).waitFor();
    await live.click();
    const question = page.getByRole('dialog', { name: 'Shop schließen?' });
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await (await fetch(`${started.shop.baseUrl}/api/shop-status`)).json()).toMatchObject({ isShopLive: 1 });
    await live.click();
    await question.getByRole('button', { name: 'Ja, Shop schließen' }).click();
    const bar = page.getByText('Shop geschlossen – keine Online-Bestellungen');
    await bar.waitFor();
    await waitForShopLive(started.shop.baseUrl, false);
    await screenshot(page, 'admin-shop-closed-bar');
    await page.getByRole('link', { name: 'Bestellübersicht' }).click();
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    expect(await bar.isVisible()).toBe(true);
    await live.click();
    await page.getByRole('dialog', { name: 'Shop öffnen?' }).getByRole('button', { name: 'Ja, Shop öffnen' }).click();
    await bar.waitFor({ state: 'detached' });
    await waitForShopLive(started.shop.baseUrl, true);
  });

  it('cancels with a reason the customer reads on the status page, with the number to call', async () => {
    const page = await counterBoard();
    await page.getByText('Live', { exact: true }).waitFor();
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 1 });
    const popup = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    await popup.getByRole('button', { name: 'Stornieren' }).click();
    const question = page.getByRole('dialog', { name: 'Bestellung stornieren?' });
    await question.getByRole('radio', { name: 'Zu viel los' }).check();
    await screenshot(page, 'admin-cancel-reason');
    await question.getByRole('button', { name: 'Ja, stornieren' }).click();
    await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'storniert');

    const customer = await started.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    await customer.goto(`${started.shop.baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    await customer.getByText('Grund: Zu viel los').waitFor({ timeout: 10_000 });
    expect(await customer.getByRole('heading', { level: 1 }).textContent()).toBe('Bestellung storniert');
    const status = customer.getByRole('region', { name: 'Bestellstatus' });
    expect(await status.getByRole('link', { name: '06401 98765-0' }).getAttribute('href')).toBe('tel:+496401987650');
    await screenshot(customer, 'customer-cancelled-with-reason');
  });
});
