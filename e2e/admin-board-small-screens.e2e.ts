import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { newPhonePage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn, waitForServerStatus, type PlacedOrder } from './admin-test-support';

// Thirty-six orders and two screen sizes on a shared machine.
jest.setTimeout(180_000);

/** Issue 18's screens: the counter laptop and the kitchen tablet. */
const SIZES = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '1024x768', width: 1024, height: 768 },
] as const;
type Size = (typeof SIZES)[number];
const COLUMNS = ['Ausstehend', 'Bestätigt', 'Abgeschlossen', 'Storniert'] as const;
/** Where the screenshots are kept for looking at, outside the repository. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Nothing of the element is cut off by the window: it is seen without scrolling. */
async function expectInViewport(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what}: not rendered`);
  const { width, height } = page.viewportSize()!;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
  if (!inside) throw new Error(`${what} at x ${box.x}, y ${box.y}, ${box.width} × ${box.height} lies outside the ${width} × ${height} window`);
}

async function shot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
}

describe('admin: the board on a counter laptop and a kitchen tablet with 30 waiting orders', () => {
  // Mails and tickets cannot be sent (nothing listens there), so the outbox panel shows too, as on a bad evening.
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  let token: string;
  let waiting: PlacedOrder[];
  let confirmed: PlacedOrder[];

  beforeAll(async () => {
    const base = started.shop.baseUrl;
    token = await adminToken(base);
    const earlier: PlacedOrder[] = [];
    for (let i = 0; i < 6; i++) earlier.push(await placeDrinkOrder(base, { quantity: 8 + (i % 3), deliveryMethod: i % 2 ? 'lieferung' : 'abholung' }));
    for (const order of earlier.slice(0, 5)) await adminCall(base, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '30 Min.' });
    await adminCall(base, token, 'PUT', '/admin/orders/status', { orderId: earlier[0].orderId, status: 'abgeschlossen' });
    await adminCall(base, token, 'PUT', '/admin/orders/status', { orderId: earlier[5].orderId, status: 'storniert', reason: 'Zu viel los' });
    confirmed = earlier.slice(1, 5);
    waiting = [];
    for (let i = 0; i < 30; i++) waiting.push(await placeDrinkOrder(base, { quantity: 8 + (i % 4), deliveryMethod: i % 3 ? 'abholung' : 'lieferung' }));
    // Five of them waited too long: the red banner shows on every staff screen, as after a rush.
    const db = new Client({ connectionString: started.shop.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE orders SET escalated_at = placed_at + interval '3 minutes' WHERE id = ANY($1)`, [waiting.slice(0, 5).map((o) => o.orderId)]);
    } finally {
      await db.end();
    }
  }, 120_000);

  async function boardAt(size: Size): Promise<Page> {
    const context = await started.browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: size.width, height: size.height } });
    await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
    const page = await context.newPage();
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Bestellannahme' }).waitFor();
    return page;
  }

  describe.each(SIZES)('at $name', (size) => {
    let page: Page;
    beforeAll(async () => {
      page = await boardAt(size);
      await page.getByRole('region', { name: `${waiting.length} Bestellungen warten auf Annahme` }).waitFor({ timeout: 10_000 });
      await page.getByRole('alert').filter({ hasText: 'Bestellungen warten' }).first().waitFor({ timeout: 10_000 });
    }, 60_000);
    afterAll(() => page.context().close());

    it('shows the first card of every column in full, below the toolbar, backlog and banners', async () => {
      await page.getByText('E-Mails').first().waitFor({ timeout: 15_000 });
      for (const column of COLUMNS) {
        const first = page
          .getByRole('region', { name: new RegExp(`^${column}`) })
          .getByRole('article')
          .first();
        await expectInViewport(page, first, `the first card of ${column}`);
      }
      await shot(page, `board-${size.name}`);
    });

    it('opens "Viel los" over the board, without moving the columns', async () => {
      const firstCard = page
        .getByRole('region', { name: /^Ausstehend/ })
        .getByRole('article')
        .first();
      const before = await firstCard.boundingBox();
      await page.getByRole('button', { name: 'Viel los?' }).click();
      const panel = page.getByRole('region', { name: 'Viel los' });
      await expectInViewport(page, panel.getByRole('button', { name: 'Lieferung pausieren' }), '"Lieferung pausieren"');
      expect(await firstCard.boundingBox()).toEqual(before);
      await shot(page, `busy-mode-${size.name}`);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    });

    it('keeps Abmelden in sight', async () => {
      const menu = page.getByRole('button', { name: 'Menü' });
      if (await menu.isVisible()) await menu.click();
      await expectInViewport(page, page.getByRole('button', { name: 'Abmelden' }), 'Abmelden');
      await shot(page, `menu-${size.name}`);
      if (await menu.isVisible()) await menu.click();
    });

    it('shows "Bestätigen" in the order dialog without scrolling, and confirms with the keyboard', async () => {
      const order = waiting[waiting.length - 1];
      await page
        .getByRole('region', { name: /^Ausstehend/ })
        .getByRole('button', { name: new RegExp(`^#${order.orderId} `) })
        .click();
      const dialog = page.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: 'Bestätigen' });
      await expectInViewport(page, confirm, '"Bestätigen"');
      await expectInViewport(page, dialog.getByRole('button', { name: /^15 Min\./ }), 'the first time button');
      await shot(page, `dialog-${size.name}`);

      // Focus starts on the first time; Enter picks it, Tab goes on to "Bestätigen", Enter confirms.
      await page.keyboard.press('Enter');
      for (let presses = 0; presses < 6 && !(await confirm.evaluate((button) => button === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'bestätigt');
      waiting.pop();
      await page.getByRole('region', { name: `${waiting.length} Bestellungen warten auf Annahme` }).waitFor({ timeout: 10_000 });
    });

    it('shows the kitchen in full', async () => {
      await page.goto(`${started.shop.baseUrl}/admin/kitchen`);
      await page.getByRole('heading', { name: 'Küche' }).waitFor();
      await page.getByRole('article').first().waitFor();
      await expectInViewport(page, page.getByRole('article').first(), 'the first kitchen ticket');
      await shot(page, `kitchen-${size.name}`);
      await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Bestellannahme' }).waitFor();
    });
  });

  it('keeps "Bestätigen" in sight on a phone too, where the dialog is a bottom sheet', async () => {
    const phone = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(phone, started.shop.baseUrl);
    await phone.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await phone.getByRole('alert').filter({ hasText: 'Bestellungen warten' }).first().waitFor({ timeout: 10_000 });
    // Nothing on the board (banner, toolbar, backlog) is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const order = waiting[0];
    await phone
      .getByRole('region', { name: /Bestellungen warten auf Annahme/ })
      .getByRole('button', { name: new RegExp(`^#${order.orderId} `) })
      .click();
    const dialog = phone.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await dialog.waitFor();
    await expectInViewport(phone, dialog.getByRole('button', { name: 'Bestätigen' }), '"Bestätigen"');
    await shot(phone, 'dialog-phone');
    await phone.context().close();
  });

  it('sends a completion made just before a reload at once, instead of losing it with the undo window', async () => {
    const page = await boardAt(SIZES[0]);
    const order = confirmed[0];
    await page.getByRole('button', { name: `Bestellung #${order.orderId} abschließen` }).click();
    await page
      .getByRole('article', { name: `Bestellung #${order.orderId}` })
      .getByRole('button', { name: /Rückgängig/ })
      .waitFor();
    await page.reload();
    await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'abgeschlossen');
    await page
      .getByRole('region', { name: /^Abgeschlossen/ })
      .getByRole('button', { name: new RegExp(`^#${order.orderId} `) })
      .waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
