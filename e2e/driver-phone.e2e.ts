import { formatEuro } from '@pizzeria/domain';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityProblems } from './support/accessibility';
import { NECESSARY_ONLY_CONSENT, newDesktopPage, newPhonePage, screenshot, seedLocalStorage } from './support/browser';
import { useShopAndBrowser } from './support/shop-and-browser';
import { ADMIN_E2E_NOW, adminCall, adminToken, placeDrinkOrder, signIn, waitForServerStatus } from './admin-test-support';

const DRIVER = { username: 'tom', password: 'fahrer-pw-123' };

/** The order's history as `action actor`, oldest first. */
async function historyOf(baseUrl: string, token: string, orderId: number): Promise<string[]> {
  const { history } = await adminCall<{ history: { action: string; actor: string }[] }>(baseUrl, token, 'GET', `/admin/orders/${orderId}/history`);
  return history.map(({ action, actor }) => `${action} ${actor}`);
}

/** The order's history once it holds `entry`; the last one read after 15 s. */
async function historyUntil(baseUrl: string, token: string, orderId: number, entry: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const entries = await historyOf(baseUrl, token, orderId);
    if (entries.includes(entry) || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A driver on a 390 × 844 phone: the counter assigns a delivery on the board with one tap, the
 * driver sees it with address, phone, message, cash and change, taps "Unterwegs" and "Zugestellt",
 * and the customer's success page follows live. Then the counter settles the driver's cash.
 */
describe('driver on the phone', () => {
  const started = useShopAndBrowser({ fixedNow: ADMIN_E2E_NOW });
  let token: string;
  let board: Page;
  let phone: Page;
  let customer: Page;
  /** Tom's second delivery, still with him when the counter settles his cash. */
  let secondId = 0;

  /** Tom's account id. */
  async function tomId(): Promise<number | undefined> {
    const { drivers } = await adminCall<{ drivers: { id: number; name: string }[] }>(started.shop.baseUrl, token, 'GET', '/admin/drivers');
    return drivers.find((driver) => driver.name === DRIVER.username)?.id;
  }

  /** A confirmed delivery the counter gave Tom, once it is on his phone. */
  async function deliveryForTom(): Promise<{ orderId: number; stop: Locator }> {
    const { orderId } = await placeDrinkOrder(started.shop.baseUrl, { deliveryMethod: 'lieferung', quantity: 4 });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId, deliveryTime: '30 Min.' });
    await adminCall(started.shop.baseUrl, token, 'PUT', `/admin/orders/${orderId}/driver`, { driverId: await tomId() });
    const stop = phone.getByRole('listitem', { name: `Lieferung #${orderId}` });
    await stop.waitFor({ timeout: 15_000 });
    return { orderId, stop };
  }

  beforeAll(async () => {
    token = await adminToken(started.shop.baseUrl);
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/users', { ...DRIVER, role: 'driver' });
    board = await newDesktopPage(started.browser, { now: ADMIN_E2E_NOW });
    await board.setViewportSize({ width: 1366, height: 768 });
    await signIn(board, started.shop.baseUrl);
    phone = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    customer = await newPhonePage(started.browser, { now: ADMIN_E2E_NOW });
    await seedLocalStorage(customer, started.shop.baseUrl, { cookieConsent: NECESSARY_ONLY_CONSENT });
  }, 120_000);

  it('is assigned on the board, goes on its way and delivers, the customer page changing live', async () => {
    const order = await placeDrinkOrder(started.shop.baseUrl, { deliveryMethod: 'lieferung', quantity: 4, payWith: 50, messageToDriver: 'Hinterhaus, 2. Stock' });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: order.orderId, deliveryTime: '30 Min.' });
    const second = await placeDrinkOrder(started.shop.baseUrl, { deliveryMethod: 'lieferung', quantity: 5 });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: second.orderId, deliveryTime: '45 Min.' });
    secondId = second.orderId;

    await customer.goto(`${started.shop.baseUrl}/checkout-success?orderId=${order.orderId}&token=${order.token}`);
    await customer.getByText('Ihre Bestellung ist bestätigt').waitFor({ timeout: 10_000 });

    // The driver signs in on the phone and lands on their own screen, empty for now.
    await phone.goto(`${started.shop.baseUrl}/admin/login`);
    await phone.getByLabel('Benutzername').fill(DRIVER.username);
    await phone.getByLabel('Passwort').fill(DRIVER.password);
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.waitForURL(/\/admin\/fahrer$/);
    await phone.getByText('Keine offenen Lieferungen.', { exact: false }).waitFor();

    // One tap on the card at the counter.
    await board.goto(`${started.shop.baseUrl}/admin/dashboard`);
    for (const placed of [order, second]) {
      const choice = board.getByRole('group', { name: `Fahrer für Bestellung #${placed.orderId}` });
      await choice.getByRole('button', { name: 'tom' }).click();
      await choice.getByRole('button', { name: 'tom', pressed: true }).waitFor({ timeout: 10_000 });
    }
    await screenshot(board, 'driver-assignment-board');

    // The phone polls its deliveries: both appear, the one due first on top, with what to collect and the change.
    const stop = phone.getByRole('listitem', { name: `Lieferung #${order.orderId}` });
    await stop.waitFor({ timeout: 15_000 });
    await phone.getByRole('listitem', { name: `Lieferung #${second.orderId}` }).waitFor({ timeout: 15_000 });
    const labels = await phone.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    expect(labels).toEqual([`Lieferung #${order.orderId}`, `Lieferung #${second.orderId}`]);
    expect(await stop.getByText(`Bar kassieren: ${formatEuro(order.totalCents)}`).isVisible()).toBe(true);
    expect(await stop.getByText(`${formatEuro(5000 - order.totalCents)} Wechselgeld`).isVisible()).toBe(true);
    expect(await stop.getByText('Hinterhaus, 2. Stock', { exact: true }).isVisible()).toBe(true);
    expect(await stop.getByRole('link', { name: /Lindenweg 12/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Lindenweg%2012/,
    );
    expect(await stop.getByRole('link', { name: /Anrufen/ }).getAttribute('href')).toBe('tel:0641998877');
    const action = stop.getByRole('button', { name: 'Unterwegs' });
    expect((await action.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await screenshot(phone, 'driver-phone-list', { fullPage: true });
    expect(await seriousAccessibilityProblems(phone)).toEqual([]);

    await action.click();
    await stop.getByText('unterwegs', { exact: true }).waitFor({ timeout: 10_000 });
    await customer.getByText('Ihre Bestellung ist unterwegs').waitFor({ timeout: 10_000 });
    await screenshot(customer, 'driver-customer-on-its-way', { fullPage: true });
    await screenshot(phone, 'driver-phone-on-its-way');

    await stop.getByRole('button', { name: 'Zugestellt' }).click();
    await stop.waitFor({ state: 'detached', timeout: 10_000 });
    await customer.getByText('Ihre Bestellung ist abgeschlossen').waitFor({ timeout: 10_000 });
    await waitForServerStatus(started.shop.baseUrl, token, order.orderId, 'abgeschlossen');
    // The driver's shift below the list: the handover and its cash, by the shop's service day.
    const shift = phone.getByRole('region', { name: 'Meine Schicht (02.03.2026)' });
    await shift.getByText('1 Lieferung', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await shift.getByText('Bar kassiert').locator('..').textContent()).toBe(`Bar kassiert${formatEuro(order.totalCents)}`);
    await screenshot(phone, 'driver-phone-shift', { fullPage: true });
  });

  it('keeps the taps made without signal, also when the browser closed the page, and sends them in order once online', async () => {
    const third = await placeDrinkOrder(started.shop.baseUrl, { deliveryMethod: 'lieferung', quantity: 4 });
    await adminCall(started.shop.baseUrl, token, 'POST', '/admin/orders/confirm', { orderId: third.orderId, deliveryTime: '30 Min.' });
    const choice = board.getByRole('group', { name: `Fahrer für Bestellung #${third.orderId}` });
    await choice.getByRole('button', { name: 'tom' }).click();
    await choice.getByRole('button', { name: 'tom', pressed: true }).waitFor({ timeout: 10_000 });
    const stop = phone.getByRole('listitem', { name: `Lieferung #${third.orderId}` });
    await stop.waitFor({ timeout: 15_000 });

    // In the stairwell: no signal for either tap; the phone shows both as taken and says they wait.
    // Then the map app pushes the browser out of memory: the page is gone before it had signal.
    const context = phone.context();
    await context.setOffline(true);
    try {
      await stop.getByRole('button', { name: 'Unterwegs' }).click();
      await stop
        .getByRole('status')
        .getByText(/Noch nicht gesendet: keine Verbindung/)
        .waitFor({ timeout: 10_000 });
      await stop.getByRole('button', { name: 'Zugestellt' }).click();
      await stop.getByText(/^„Zugestellt“ getippt\. Noch nicht gesendet/).waitFor({ timeout: 10_000 });
      await screenshot(phone, 'driver-phone-without-signal');
      await phone.close();
      expect(await historyOf(started.shop.baseUrl, token, third.orderId)).toEqual(['confirm admin', 'assign admin']);
    } finally {
      await context.setOffline(false);
    }

    // Opened again with signal: the kept taps are sent, in order, without another tap.
    phone = await context.newPage();
    await phone.goto(`${started.shop.baseUrl}/admin/fahrer`);
    await phone.getByRole('listitem', { name: `Lieferung #${secondId}` }).waitFor({ timeout: 15_000 });
    await phone.getByRole('listitem', { name: `Lieferung #${third.orderId}` }).waitFor({ state: 'detached', timeout: 15_000 });
    await waitForServerStatus(started.shop.baseUrl, token, third.orderId, 'abgeschlossen');
    expect(await historyOf(started.shop.baseUrl, token, third.orderId)).toEqual(['confirm admin', 'assign admin', 'dispatch tom', 'deliver tom']);
    expect(await phone.getByRole('alert').count()).toBe(0);

    // Cancelled at the counter while the tap waited for signal: refused when it arrives, named on top until acknowledged.
    const { orderId: fourthId, stop: cancelledStop } = await deliveryForTom();
    await phone.context().setOffline(true);
    try {
      await cancelledStop.getByRole('button', { name: 'Unterwegs' }).click();
      await cancelledStop.getByRole('status').waitFor({ timeout: 10_000 });
      await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId: fourthId, status: 'storniert', reason: 'Kunde hat abgesagt' });
    } finally {
      await phone.context().setOffline(false);
    }
    const refused = phone.getByRole('alert');
    await refused.waitFor({ timeout: 15_000 });
    expect(await refused.textContent()).toBe(`#${fourthId}: „Unterwegs“ wurde nicht gespeichert. Die Bestellung wurde storniert.OK`);
    await cancelledStop.waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(phone, 'driver-phone-tap-refused');
    await refused.getByRole('button', { name: 'OK' }).click();
    await refused.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('keeps a tap whose session ended meanwhile, and sends it once the driver has signed in again', async () => {
    const { orderId, stop } = await deliveryForTom();

    // No signal for the tap, and meanwhile the owner gives Tom a new password, which ends his session.
    await phone.context().setOffline(true);
    try {
      await stop.getByRole('button', { name: 'Unterwegs' }).click();
      await stop.getByRole('status').waitFor({ timeout: 10_000 });
      await adminCall(started.shop.baseUrl, token, 'PATCH', `/admin/users/${await tomId()}`, { password: 'fahrer-pw-neu' });
    } finally {
      await phone.context().setOffline(false);
    }
    // Back online, the tap is answered 401 and the phone asks Tom to sign in; the tap is not stored yet.
    await phone.waitForURL(/\/admin\/login$/, { timeout: 20_000 });
    expect(await historyOf(started.shop.baseUrl, token, orderId)).toEqual(['confirm admin', 'assign admin']);

    await phone.getByLabel('Benutzername').fill(DRIVER.username);
    await phone.getByLabel('Passwort').fill('fahrer-pw-neu');
    await phone.getByRole('button', { name: 'Anmelden' }).click();
    await phone.waitForURL(/\/admin\/fahrer$/);
    // The stop shows a kept tap as taken at once; the server's history tells when it was stored.
    expect(await historyUntil(started.shop.baseUrl, token, orderId, 'dispatch tom')).toEqual(['confirm admin', 'assign admin', 'dispatch tom']);
    expect(await phone.getByRole('alert').count()).toBe(0);

    // Not part of the settlement below.
    await adminCall(started.shop.baseUrl, token, 'PUT', '/admin/orders/status', { orderId, status: 'storniert', reason: 'Test' });
    await stop.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('the counter settles the driver: cash due, float and counted, difference, closed once', async () => {
    await board.goto(`${started.shop.baseUrl}/admin/fahrerabrechnung`);
    const card = board.getByRole('region', { name: /^tom/ });
    await card.getByText('Offen').waitFor({ timeout: 10_000 });
    expect(await card.getByText('Lieferungen').locator('..').textContent()).toBe('Lieferungen2');
    await card.getByLabel('Wechselgeld (€)').fill('30');
    await card.getByLabel('Gezählt (€)').fill('4O');
    await card.getByRole('button', { name: 'Abrechnung tom abschließen' }).click();
    expect(await card.getByRole('alert').textContent()).toBe('Gezählt: bitte einen Betrag in Euro angeben.');
    const due = (await adminCall<{ settlements: { cashDue: number }[] }>(started.shop.baseUrl, token, 'GET', '/admin/settlements?date=2026-03-02')).settlements[0]
      .cashDue;
    await card.getByLabel('Gezählt (€)').fill((30 + due).toFixed(2).replace('.', ','));
    await card.getByText('Differenz: 0,00 €').waitFor();
    expect(await card.getByRole('alert').count()).toBe(0);
    await screenshot(board, 'driver-settlement-open');
    expect(await seriousAccessibilityProblems(board)).toEqual([]);
    // Tom still has the second delivery: its cash would be missing from the count.
    await card.getByRole('button', { name: 'Abrechnung tom abschließen' }).click();
    await card.getByText('tom hat noch eine offene Lieferung: bitte zuerst zustellen oder einem anderen Fahrer geben.').waitFor({ timeout: 10_000 });
    await adminCall(started.shop.baseUrl, token, 'PUT', `/admin/orders/${secondId}/driver`, { driverId: null });
    await card.getByRole('button', { name: 'Abrechnung tom abschließen' }).click();
    await card.getByText(/^Abgeschlossen /).waitFor({ timeout: 10_000 });
    expect(await card.getByRole('button').count()).toBe(0);
    await screenshot(board, 'driver-settlement-closed');
    // Without a reload: the counter's close is pushed to Tom's phone (its poll would take 30 s).
    await phone
      .getByRole('region', { name: 'Meine Schicht (02.03.2026)' })
      .getByText(/^Abgerechnet um \d\d:\d\d Uhr\.$/)
      .waitFor({ timeout: 10_000 });
    await screenshot(phone, 'driver-phone-settled');
  });
});
