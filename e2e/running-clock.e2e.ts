import { newPhonePage, seedLocalStorage, NECESSARY_ONLY_CONSENT } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, boardCard, placeDrinkOrder, signIn } from './admin-test-support';

const DRIVER = { username: 'mia', password: 'fahrer-pw-456' };

/** The first time in `text` ("30 Min. (18:30)", "… um 18:30 Uhr."), in minutes after the shop's 18:00. */
function minutesAfterSix(text: string): number {
  const [, hours, minutes] = /(\d\d):(\d\d)/.exec(text) ?? [];
  return (Number(hours) - 18) * 60 + Number(minutes);
}

/**
 * The screens a delivery passes through, on a shop clock that runs from Monday 18:00 while every
 * device keeps its own clock (today's real date and hour): nothing may hold an order back until a
 * screen's next tick, or take its times from the device. The other browser tests fix the shop's
 * clock and the page's to one instant, so nothing there ever happens after a screen read the time.
 */
describe('a delivery on a running clock', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW, clockRuns: true });

  it('reaches the board, the customer and the driver at once, with times by the shop’s clock', async () => {
    const baseUrl = started.shop.baseUrl;
    const token = await adminToken(baseUrl);
    await adminCall(baseUrl, token, 'POST', '/admin/users', { ...DRIVER, role: 'driver' });

    const counter = await started.browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const board = await counter.newPage();
    await signIn(board, baseUrl);
    await board.goto(`${baseUrl}/admin/dashboard`);
    await board.getByText('Live', { exact: true }).waitFor({ timeout: 20_000 });

    const phone = await newPhonePage(started.browser);
    await phone.goto(`${baseUrl}/admin/login`);
    await phone.getByLabel('Benutzername').fill(DRIVER.username);
    await phone.getByLabel('Passwort').fill(DRIVER.password);
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.getByText('Keine offenen Lieferungen.', { exact: false }).waitFor({ timeout: 10_000 });

    // Placed after every screen read the time.
    const order = await placeDrinkOrder(baseUrl, { deliveryMethod: 'lieferung', quantity: 4 });
    const customer = await newPhonePage(started.browser);
    await seedLocalStorage(customer, baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
    await customer.goto(`${baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    await customer.getByText('Ihre Bestellung ist eingegangen').first().waitFor({ timeout: 10_000 });

    const popup = board.getByRole('dialog', { name: `Bestellung #${order.orderId}` });
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.getByText(/Vorbestellung/).count()).toBe(0);
    // "30 Min." names a time 30 minutes after the shop's now (a few minutes past 18:00 by now), not the device's.
    const choice = popup.getByRole('button', { name: /^30 Min\. \(\d\d:\d\d\)$/ });
    const label = (await choice.textContent()) ?? '';
    const offered = minutesAfterSix(label);
    expect(offered).toBeGreaterThanOrEqual(30);
    expect(offered).toBeLessThanOrEqual(40);
    await choice.click();
    await popup.getByRole('button', { name: 'Bestätigen' }).click();
    await boardCard(board, 'Bestätigt', order.orderId).waitFor({ timeout: 10_000 });

    // The customer's page follows live and says the time the board offered, give or take the minute it took.
    const promise = customer.getByText(/^Lieferung voraussichtlich um \d\d:\d\d Uhr\.$/);
    await customer.getByText('Ihre Bestellung ist bestätigt').waitFor({ timeout: 10_000 });
    const promised = minutesAfterSix((await promise.textContent()) ?? '');
    expect(promised - offered).toBeGreaterThanOrEqual(0);
    expect(promised - offered).toBeLessThanOrEqual(1);

    // One tap gives it to the driver; the phone has it without a reload.
    const drivers = board.getByRole('group', { name: `Fahrer für Bestellung #${order.orderId}` });
    await drivers.getByRole('button', { name: DRIVER.username }).click();
    const stop = phone.getByRole('listitem', { name: `Lieferung #${order.orderId}` });
    await stop.waitFor({ timeout: 15_000 });
    await stop.getByRole('button', { name: 'Unterwegs' }).click();
    await customer.getByText(/^Unser Fahrer ist auf dem Weg zu Ihnen – voraussichtlich um \d\d:\d\d Uhr\.$/).waitFor({ timeout: 10_000 });
    await stop.getByRole('button', { name: 'Zugestellt' }).click();
    await customer.getByText('Ihre Bestellung ist abgeschlossen').waitFor({ timeout: 10_000 });
    // Delivered today by the shop's day: the board keeps it in today's finished column.
    await boardCard(board, 'Abgeschlossen', order.orderId).waitFor({ timeout: 10_000 });
  }, 120_000);
});
