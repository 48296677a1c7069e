import { startFakePrinter, type FakePrinter } from '../tools/fake-printer/fake-printer-server';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, closeOrderPopups, placeDrinkOrder, signIn } from './admin-test-support';

describe('admin: kitchen printer out of reach', () => {
  let printer: FakePrinter;

  // Hooks run in the order written: the fake printer is up before the shop starts with its address, and closes after the shop stopped.
  beforeAll(async () => {
    printer = await startFakePrinter();
  });
  const started = useShopAndBrowser(() => ({ fixedNow: ADMIN_E2E_NOW, env: { PRINTER_URL: printer.url } }));
  afterAll(() => printer?.close());

  it('every staff screen shows the printer is down; the waiting ticket prints once it is back and the notice goes', async () => {
    await printer.refuseConnections();
    const order = await placeDrinkOrder(started.shop.baseUrl, { quantity: 2, messageToChef: 'Eiswürfel extra' });
    await adminCall(started.shop.baseUrl, await adminToken(started.shop.baseUrl), 'POST', '/admin/orders/print', { orderId: order.orderId });

    const page = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(page, started.shop.baseUrl);
    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    // By its class: a new order's popup may hide the page behind it from the accessibility tree.
    const banner = page.locator('.printer-banner[role="alert"]').filter({ hasText: 'Küchendrucker nicht erreichbar' });
    await banner.waitFor({ timeout: 20_000 });
    const queue = page.locator('section.outbox-panel[aria-label="Warteschlange"]');
    await queue.getByText('Bons: 1 wartend').waitFor({ timeout: 20_000 });
    await closeOrderPopups(page);
    await screenshot(page, 'printer-down-board-desktop');
    await page.goto(`${started.shop.baseUrl}/admin/kitchen`);
    await banner.waitFor({ timeout: 20_000 });
    await screenshot(page, 'printer-down-kitchen-desktop');
    await page.goto(`${started.shop.baseUrl}/admin/overview`);
    await banner.waitFor({ timeout: 20_000 });

    const phone = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await signIn(phone, started.shop.baseUrl);
    await phone.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await phone.locator('.printer-banner').filter({ hasText: 'Küchendrucker nicht erreichbar' }).waitFor({ timeout: 20_000 });
    await closeOrderPopups(phone);
    await screenshot(phone, 'printer-down-board-phone');
    await phone.context().close();

    await page.goto(`${started.shop.baseUrl}/admin/dashboard`);
    await banner.waitFor({ timeout: 20_000 });
    await printer.acceptConnections();
    const [ticket] = await printer.waitForTickets(1, 45_000);
    expect(ticket.text).toContain(`Nr. ${order.orderId}`);
    expect(ticket.text).toContain('Eiswürfel extra');
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await queue.waitFor({ state: 'detached', timeout: 20_000 });
    expect(printer.tickets).toHaveLength(1);
    await page.context().close();
  }, 180_000);
});
