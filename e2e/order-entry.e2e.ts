import type { BrowserContext, Page } from 'playwright-core';
import { startFakePrinter, type FakePrinter } from '../tools/fake-printer/fake-printer-server';
import { screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn } from './admin-test-support';

/** A practised person's pace, as the goal is counted: 8 keys per second. */
const KEY_MS = 125;

/** The keyboard of one order: every key pressed is counted, at KEY_MS apart. */
class CountingKeyboard {
  keys = 0;

  constructor(private readonly page: Page) {}

  async type(text: string): Promise<void> {
    this.keys += [...text].length;
    await this.page.keyboard.type(text, { delay: KEY_MS });
  }

  /** One key or one chord (Control+Enter is one press of the confirm key). */
  async press(key: string): Promise<void> {
    this.keys += 1;
    await this.page.keyboard.press(key, { delay: KEY_MS / 2 });
  }
}

async function staffPage(context: BrowserContext, baseUrl: string): Promise<Page> {
  await context.clock.setFixedTime(new Date(ADMIN_E2E_NOW));
  const page = await context.newPage();
  await signIn(page, baseUrl);
  return page;
}

/** The confirm button is on screen without scrolling, and nothing sticks out sideways. */
async function expectUsableAt(page: Page, height: number): Promise<void> {
  const confirm = page.getByRole('button', { name: /Bestätigen/ });
  const box = await confirm.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('order entry: a phone order by keyboard', () => {
  let printer: FakePrinter;
  beforeAll(async () => {
    printer = await startFakePrinter();
  });
  const started = useShopAndBrowser(() => ({ fixedNow: ADMIN_E2E_NOW, env: { PRINTER_URL: printer.url } }));
  afterAll(() => printer?.close());

  it('enters "2 × Nr. 12 groß mit Extra Käse, 1 × Nr. 40, Lieferung" for a known customer in under 20 s of typing; kitchen screen and printer have it', async () => {
    const baseUrl = started.shop.baseUrl;
    const token = await adminToken(baseUrl);
    await adminCall(baseUrl, token, 'PATCH', '/admin/settings', { printing: { autoPrint: 'on-accept', copies: 1 } });
    // The customer ordered online before: Lena Vogel, 0641 998877, Lindenweg 12 in Weidenfeld.
    const earlier = await placeDrinkOrder(baseUrl, { deliveryMethod: 'lieferung', quantity: 4 });

    const kitchenContext = await started.browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const kitchen = await staffPage(kitchenContext, baseUrl);
    await kitchen.goto(`${baseUrl}/admin/kitchen`);
    await kitchen.getByText('Live', { exact: true }).waitFor({ timeout: 20_000 });

    const counterContext = await started.browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await staffPage(counterContext, baseUrl);
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page
      .getByRole('link', { name: /Neue Bestellung/ })
      .first()
      .waitFor();
    // The board is live (its key listener attached once it rendered): Alt+N opens order entry.
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Alt+N');
    const phone = page.getByRole('textbox', { name: 'Telefon' });
    await phone.waitFor();
    await page.getByRole('textbox', { name: 'Artikel suchen' }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Telefon', undefined, { timeout: 10_000 });

    const keyboard = new CountingKeyboard(page);
    const startedAt = Date.now();
    await keyboard.type('998877');
    await page.getByRole('list', { name: 'Bekannte Kunden' }).getByText('Lieferung: Lindenweg 12, 35410 Weidenfeld').waitFor();
    await keyboard.press('Enter');
    await keyboard.type('2x12');
    await page.getByRole('list', { name: 'Gefundene Artikel' }).getByText('Pizza Prosciutto').waitFor();
    await keyboard.press('Enter');
    await keyboard.type('groß');
    await keyboard.press('Enter');
    await keyboard.type('käse');
    await keyboard.press('Enter');
    await screenshot(page, 'order-entry-options-1366x768');
    await expectUsableAt(page, 768);
    await keyboard.press('Enter');
    await keyboard.type('40');
    await page.getByRole('list', { name: 'Gefundene Artikel' }).getByText('Coca-Cola 1,0 l').waitFor();
    await keyboard.press('Enter');
    const lines = page.getByRole('list', { name: 'Bestellung' });
    await lines.getByText('Coca-Cola 1,0 l').waitFor();
    await screenshot(page, 'order-entry-ready-1366x768');
    await expectUsableAt(page, 768);
    // The delivery's address and zone are in sight above the sticky bar, not under it.
    const bar = (await page.locator('.order-entry__bar').boundingBox())!;
    // The zone's label holds its select, whose chosen zone becomes part of the name.
    for (const label of [/^Straße$/, /^Liefergebiet/]) {
      const field = (await page.getByLabel(label).boundingBox())!;
      expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
    }
    await keyboard.press('Control+Enter');
    const entered = page.getByRole('status').filter({ hasText: /Bestellung #\d+ aufgenommen/ });
    await entered.waitFor();
    const seconds = (Date.now() - startedAt) / 1000;
    const enteredAt = Date.now();
    const orderId = Number(/#(\d+)/.exec((await entered.textContent()) ?? '')?.[1]);
    const typingSeconds = (keyboard.keys * KEY_MS) / 1000;
    console.log(
      `Telefonbestellung per Tastatur: ${keyboard.keys} Tastendrücke = ${typingSeconds.toFixed(1)} s bei 8 Tasten/s (Ziel < 20 s); hier ${seconds.toFixed(1)} s mit Screenshot`,
    );
    expect(orderId).toBeGreaterThan(earlier.orderId);
    // The goal counts the keys a person presses; the time this run took also holds the screenshot and the box's load.
    expect(typingSeconds).toBeLessThan(20);

    // The kitchen screen (live push) and the receipt printer (outbox, LISTEN/NOTIFY) have it; how soon
    // is a figure here (on a quiet box well under a second), measured as a goal in bench/'s push row.
    const ticketCard = kitchen.getByRole('article', { name: `Bestellung #${orderId}` });
    await ticketCard.waitFor({ timeout: 10_000 });
    const onKitchen = Date.now() - enteredAt;
    const [ticket] = await printer.waitForTickets(1, 10_000);
    const onPrinter = Date.now() - enteredAt;
    console.log(`Küche nach ${onKitchen} ms, Drucker nach ${onPrinter} ms`);
    expect(await ticketCard.textContent()).toMatch(/Telefon.*Lieferung/);
    expect(await ticketCard.textContent()).toMatch(/2×Pizza Prosciutto.*Groß Ø 32 cm.*Extra Käse/);
    expect(ticket.text).toContain(`Nr. ${orderId}`);
    expect(ticket.text).toContain('TELEFON');
    expect(ticket.text).toMatch(/2 x Nr\. 12 Pizza Prosciutto\s+24,00 €/);
    expect(ticket.text).toContain('Lindenweg 12');

    const board = await adminCall<{ orders: Record<string, { order_id: number; channel: string; estimated_at: string | null; order_total: number }[]> }>(
      baseUrl,
      token,
      'GET',
      '/admin/orders',
    );
    const stored = board.orders['bestätigt'].find((o) => o.order_id === orderId);
    expect(stored).toMatchObject({ channel: 'telefon', order_total: 27.9 });
    expect(stored?.estimated_at).not.toBeNull();

    // The same screen on the kitchen tablet's 1024 × 768, half way through an order.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('textbox', { name: 'Telefon' }).fill('998877');
    await page.getByRole('list', { name: 'Bekannte Kunden' }).getByText('Lieferung: Lindenweg 12, 35410 Weidenfeld').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Artikel suchen', undefined, { timeout: 10_000 });
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Auswahl für Pizza Prosciutto' }).waitFor();
    await screenshot(page, 'order-entry-options-1024x768');
    await expectUsableAt(page, 768);
    await kitchenContext.close();
    await counterContext.close();
  }, 180_000);

  it("starts on the shop's day on a counter PC whose clock is a day behind, opened directly", async () => {
    const context = await started.browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    await context.clock.setFixedTime(new Date(Date.parse(ADMIN_E2E_NOW) - 24 * 60 * 60 * 1000));
    const page = await context.newPage();
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/bestellung`);
    // The page shows the device's day first; the server's answer moves the untouched entry to the shop's.
    await page.waitForFunction((day) => document.querySelector<HTMLInputElement>('input[type=date]')?.value === day, ADMIN_E2E_NOW.slice(0, 10), { timeout: 10_000 });
    await context.close();
  });
});
