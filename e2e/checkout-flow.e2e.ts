import { vatBreakdown, vatRow, type Location } from '@pizzeria/domain';
import { newDesktopPage, newPhonePage, screenshot } from './support/browser';
import { adminToken } from './admin-test-support';
import { api, catalogCart, MONDAY_EVENING, openCheckoutWith } from './support/checkout';
import { fillCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop-and-browser';

describe('checkout in the browser', () => {
  const started = useShopAndBrowser({ fixedNow: MONDAY_EVENING });
  let location: Location;

  beforeAll(async () => {
    location = (await api<Location[]>(started.shop, '/locations'))[0];
  });

  it('a phone customer orders for delivery in cash, lands on the success page and sees the confirmation live', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(started.shop.baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const items = await catalogCart(started.shop, Number(location.min_bestellwert));
    await openCheckoutWith(page, started.shop, items, {
      deliveryMethod: 'lieferung',
      postalCode: location.loc_plz,
      city: location.loc_name,
      minOrderValue: Number(location.min_bestellwert),
      messageToChef: 'Bitte gut durchbacken',
    });

    await expect(page.getByLabel('PLZ').inputValue()).resolves.toBe(location.loc_plz);
    await expect(page.getByLabel('PLZ').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Ort').isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel('Datum').inputValue()).resolves.toBe('2026-03-02');
    const times = await page.getByLabel('Uhrzeit').locator('option').allTextContents();
    expect(times.slice(0, 2)).toEqual(['So schnell wie möglich', '18:15']);

    const submit = page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' });
    await fillCustomer(page, true);
    await page.getByLabel('Nachricht an den Fahrer').fill('Hinterhaus, 2. Stock');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await expect(submit.isEnabled()).resolves.toBe(true);
    await page.getByLabel('Uhrzeit').selectOption('19:00');
    await screenshot(page, 'checkout-phone-delivery', { fullPage: true });

    await submit.click();
    await page.waitForURL(/\/checkout-success\?/);
    const url = new URL(page.url());
    const orderId = Number(url.searchParams.get('orderId'));
    const token = url.searchParams.get('token')!;
    expect(orderId).toBeGreaterThan(0);
    await page.getByText('Ihre Bestellung ist eingegangen').waitFor();
    await page.getByText(items[0].productName).first().waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]')).toEqual([]);

    const stored = await api<{ success: boolean; order: Record<string, unknown> }>(started.shop, `/orders/${orderId}/token/${token}`);
    expect(stored.success).toBe(true);
    expect(stored.order).toMatchObject({
      order_status: 'ausstehend',
      deliveryMethod: 'lieferung',
      desiredDeliveryDate: '2026-03-02',
      desiredDeliveryTime: '19:00',
      paymentMethod: 'cash',
    });
    await screenshot(page, 'checkout-success-phone-pending', { fullPage: true });

    await api(started.shop, '/admin/orders/confirm', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminToken(started.shop.baseUrl)}` },
      body: JSON.stringify({ orderId, deliveryTime: '30 Min.' }),
    });
    await page.getByText('Ihre Bestellung ist bestätigt').waitFor({ timeout: 15000 });
    // The minutes count from the customer's 19:00, which is later than now (18:00).
    await page.getByText('Lieferung voraussichtlich um 19:30 Uhr.').waitFor();
    await screenshot(page, 'checkout-success-phone-confirmed', { fullPage: true });

    const desktop = await newDesktopPage(started.browser, { now: MONDAY_EVENING });
    await desktop.goto(page.url(), { waitUntil: 'networkidle' });
    await desktop.getByText('Ihre Bestellung ist bestätigt').waitFor();
    await screenshot(desktop, 'checkout-success-desktop', { fullPage: true });
    await desktop.context().close();

    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('a voucher counts once the server checked it, shows on the receipt with the subtotal, and is gone from the next order', async () => {
    const page = await newPhonePage(started.browser, { now: MONDAY_EVENING });
    const items = await catalogCart(started.shop, 15);
    const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.totalPrice * 100), 0);
    const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    const discountCents = Math.round(subtotalCents / 10);
    await openCheckoutWith(page, started.shop, items, { deliveryMethod: 'abholung', discountCode: 'PIZZA10' });
    await page.getByText('Gutschein PIZZA10 aktiv').waitFor();
    await fillCustomer(page, false);
    await page.getByLabel(/Datenschutzerklärung/).check();
    await page.getByLabel(/AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' }).click();
    await page.waitForURL(/\/checkout-success\?/);
    await page.getByText('Gutschein PIZZA10', { exact: true }).waitFor();
    const totals = await page.locator('.order-receipt .checkout-totals > div').allTextContents();
    // The seed taxes drinks (categories 7 and 8) at 19 %, everything else at 7 %; the voucher lowers both.
    const vatLines = items.map((item) => ({ grossCents: Math.round(item.totalPrice * 100), vatRate: [7, 8].includes(item.category_id) ? 19 : 7 }));
    expect(totals).toEqual([
      `Zwischensumme${euro(subtotalCents)}`,
      `Gutschein PIZZA10−${euro(discountCents)}`,
      `Gesamt (inkl. MwSt.)${euro(subtotalCents - discountCents)}`,
      ...vatBreakdown(vatLines, discountCents).map((part) => vatRow(part).join('')),
    ]);
    await screenshot(page, 'checkout-success-voucher-phone', { fullPage: true });
    const desktop = await newDesktopPage(started.browser, { now: MONDAY_EVENING });
    await desktop.goto(page.url(), { waitUntil: 'networkidle' });
    await desktop.getByText('Gutschein PIZZA10', { exact: true }).waitFor();
    await screenshot(desktop, 'checkout-success-voucher-desktop', { fullPage: true });
    await desktop.context().close();

    await page.getByRole('link', { name: 'Zurück zur Speisekarte' }).click();
    await page.waitForURL(`${started.shop.baseUrl}/`);
    await page.getByRole('button', { name: /Warenkorb ansehen/ }).click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(cart.getByLabel('Gutscheincode').inputValue()).resolves.toBe('');
    await expect(cart.getByText(/Gutschein (ungültig|PIZZA10)/).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('offers the server’s time slots to a phone whose clock is wrong', async () => {
    // The phone believes it is Tuesday morning, the shop's closed day; the server says Monday 18:00.
    const page = await newPhonePage(started.browser, { now: '2026-03-03T09:00:00+01:00' });
    await openCheckoutWith(page, started.shop, await catalogCart(started.shop, 0), { deliveryMethod: 'abholung' });
    await page.waitForFunction(() => (document.querySelector('input[type="date"]') as HTMLInputElement | null)?.value === '2026-03-02');
    const times = await page.getByLabel('Uhrzeit').locator('option').allTextContents();
    expect(times.slice(0, 2)).toEqual(['So schnell wie möglich', '18:15']);
    await page.context().close();
  });

  it('shows the pickup form on phone and desktop, and resets a Tuesday with "Dienstags geschlossen."', async () => {
    const items = await catalogCart(started.shop, 0);
    for (const [name, open] of [
      ['phone', newPhonePage],
      ['desktop', newDesktopPage],
    ] as const) {
      const page = await open(started.browser, { now: MONDAY_EVENING });
      await openCheckoutWith(page, started.shop, items, { deliveryMethod: 'abholung' });
      await expect(page.getByLabel(/^Straße/).count()).resolves.toBe(0);
      await expect(page.getByLabel('PLZ').count()).resolves.toBe(0);
      await screenshot(page, `checkout-${name}-pickup`, { fullPage: true });

      await page.getByLabel('Datum').fill('2026-03-03');
      await page.getByText('Dienstags geschlossen.').waitFor();
      await expect(page.getByLabel('Datum').inputValue()).resolves.toBe('');
      await expect(page.getByLabel('Uhrzeit').locator('option').allTextContents()).resolves.toEqual(['Keine Zeiten verfügbar']);

      await page.getByLabel('Datum').fill('2026-03-04');
      await expect(page.getByLabel(/^Vorbestellung/).isChecked()).resolves.toBe(true);
      await expect(page.getByLabel('Uhrzeit').locator('option').nth(1).textContent()).resolves.toBe('10:00');

      const delivery = { deliveryMethod: 'lieferung', postalCode: location.loc_plz, city: location.loc_name, minOrderValue: Number(location.min_bestellwert) };
      await openCheckoutWith(page, started.shop, await catalogCart(started.shop, Number(location.min_bestellwert)), delivery);
      await page.getByLabel(/^Straße/).waitFor();
      await screenshot(page, `checkout-${name}-delivery-form`, { fullPage: true });
      await page.context().close();
    }
  });
});
