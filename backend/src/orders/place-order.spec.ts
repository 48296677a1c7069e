import { ORDER_MESSAGES, PRICING_MESSAGES, TEXT_MESSAGES, formatEuro, type OrderRecord } from '@pizzeria/domain';
import request from 'supertest';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import { orderCount } from '../../test/support/orders';
import type { TestApp } from '../../test/support/test-app';
import {
  BIG_CART_CENTS,
  DELIVERY_ADDRESS,
  FRIDAY,
  FRIDAY_EVENING,
  SATURDAY,
  STANDARD_CART_CENTS,
  TUESDAY,
  WEDNESDAY,
  bigCart,
  standardCart,
  submission,
  type Menu,
} from './testing/order-fixtures';

const PRICES_CHANGED = 'Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.';

describe('POST /api/orders (cash) on Friday 18:30 Berlin', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
  });
  afterAll(() => t.close());

  const post = (body: object, headers: Record<string, string> = {}) => request(t.baseUrl).post('/api/orders').set(headers).send(body);
  const setShop = async (isShopLive: 0 | 1, preordersEnabled: 0 | 1) =>
    request(t.baseUrl)
      .post('/api/shop-status')
      .set('Authorization', `Bearer ${await t.login()}`)
      .send({ isShopLive, preordersEnabled })
      .expect(200);

  /** Expects a refusal with this status and message, and that nothing was stored. */
  async function expectRefused(body: object, status: number, message: string) {
    const before = await orderCount(t.dataSource);
    const res = await post(body);
    expect({ status: res.status, body: res.body }).toEqual({ status, body: expect.objectContaining({ success: false, message }) });
    expect(await orderCount(t.dataSource)).toBe(before);
  }

  describe('accepted orders', () => {
    it('stores a pickup order with the server-computed cents and its lines, and answers 201', async () => {
      const cart = standardCart(menu);
      const res = await post(submission(cart, { messageToChef: 'Bitte gut durchbacken' })).expect(201);
      expect(res.body).toEqual({ success: true, message: 'Bestellung erfolgreich aufgegeben.', orderId: expect.any(Number), token: expect.any(String) });
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const [row] = await t.dataSource.query('SELECT * FROM orders WHERE id = $1', [res.body.orderId]);
      expect(row).toMatchObject({
        status: 'ausstehend',
        payment_status: 'bar',
        payment_method: 'cash',
        delivery_method: 'abholung',
        subtotal_cents: STANDARD_CART_CENTS,
        discount_cents: 0,
        total_cents: STANDARD_CART_CENTS,
        desired_delivery_time: '19:00',
        message_to_chef: 'Bitte gut durchbacken',
        discount_code: null,
        street: '',
      });
      expect(row.placed_at.toISOString()).toBe(FRIDAY_EVENING);
      const items = await t.dataSource.query('SELECT * FROM order_items WHERE order_id = $1 ORDER BY position', [res.body.orderId]);
      expect(items.map((i: Record<string, unknown>) => [i.product_id, i.quantity, i.unit_cents, i.total_cents])).toEqual([
        [7, 2, 900, 1800],
        [67, 1, 390, 390],
      ]);
      expect(items[0].extras).toEqual([expect.objectContaining({ extra_name: 'Extra Käse', price: 1.5 })]);
    });

    it('stores a delivery order with the address, and a voucher discount', async () => {
      const cart = standardCart(menu);
      const res = await post(submission(cart, { ...DELIVERY_ADDRESS, messageToDriver: 'Hinterhaus', discountCode: 'pizza10', discountAmount: 2.19 })).expect(201);
      const [row] = await t.dataSource.query('SELECT * FROM orders WHERE id = $1', [res.body.orderId]);
      expect(row).toMatchObject({
        delivery_method: 'lieferung',
        street: 'Lindenweg',
        house_number: '12a',
        postal_code: '35410',
        city: 'Weidenfeld',
        message_to_driver: 'Hinterhaus',
        subtotal_cents: 2190,
        discount_cents: 219,
        total_cents: 1971,
        discount_code: 'pizza10',
      });
      expect(row.voucher_id).toEqual(expect.any(Number));
      const [voucher] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'PIZZA10'`);
      expect(voucher.used_count).toBe(1);
    });

    it('accepts the postal code as a number, like /api/checkout/validate, and stores its text', async () => {
      const res = await post(submission(standardCart(menu), { ...DELIVERY_ADDRESS, postalCode: 35410 as unknown as string })).expect(201);
      const [row] = await t.dataSource.query('SELECT postal_code FROM orders WHERE id = $1', [res.body.orderId]);
      expect(row.postal_code).toBe('35410');
    });

    it('accepts "So schnell wie möglich" today while the shop is live', async () => {
      await post(submission(standardCart(menu), { desiredDeliveryTime: 'So schnell wie möglich' })).expect(201);
    });

    it('accepts a time before 17:00 from 100 € on (pre-order for Saturday noon)', async () => {
      const cart = bigCart(menu);
      const res = await post(submission(cart, { preorder: true, desiredDeliveryDate: SATURDAY, desiredDeliveryTime: '12:00' })).expect(201);
      const [row] = await t.dataSource.query('SELECT total_cents, preorder FROM orders WHERE id = $1', [res.body.orderId]);
      expect(row).toEqual({ total_cents: BIG_CART_CENTS, preorder: true });
    });

    it('takes an order for a later day as a pre-order by itself: shop live, pre-orders off, no flag in the body', async () => {
      const res = await post(submission(standardCart(menu), { desiredDeliveryDate: SATURDAY, desiredDeliveryTime: '19:00' })).expect(201);
      const [row] = await t.dataSource.query('SELECT preorder FROM orders WHERE id = $1', [res.body.orderId]);
      expect(row.preorder).toBe(true);
    });

    it('e-mails the customer a confirmation of receipt with the lines and the total', async () => {
      const cart = standardCart(menu);
      const res = await post(submission(cart, { email: 'mail-test@example.com' })).expect(201);
      const mail = await smtp.waitForMail((m) => m.to.includes('mail-test@example.com'));
      expect(mail.subject).toBe(`Ihre Bestellung Nr. ${res.body.orderId} bei Pizzeria Bella Napoli`);
      expect(mail.text).toContain(`Gesamt: ${formatEuro(STANDARD_CART_CENTS)}`);
      expect(mail.text).toContain('2 × Pizza Margherita (Klein Ø 26 cm) – Extras: Extra Käse');
      expect(mail.text).toContain('Abholung');
      expect(mail.html).toContain('Pizza Margherita');
    });
  });

  describe('the customer view', () => {
    let placed: { orderId: number; token: string };
    beforeAll(async () => {
      placed = (await post(submission(standardCart(menu), { discountCode: 'PIZZA10', discountAmount: 2.19 })).expect(201)).body;
    });

    it('GET /api/orders/:id/token/:token returns the order and its lines as JSON text', async () => {
      const res = await request(t.baseUrl).get(`/api/orders/${placed.orderId}/token/${placed.token}`).expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Bestellung gefunden.' });
      const order: OrderRecord = res.body.order;
      expect(order).toMatchObject({
        order_id: placed.orderId,
        order_total: 19.71,
        discountAmount: 2.19,
        discountCode: 'PIZZA10',
        status: 'ausstehend',
        order_status: 'ausstehend',
        delivery_time: null,
        estimated_at: null,
        order_date: FRIDAY_EVENING,
        desiredDeliveryDate: FRIDAY,
        paymentMethod: 'cash',
      });
      expect(res.body.orderDetails).toHaveLength(1);
      const lines = JSON.parse(res.body.orderDetails[0].product_details);
      expect(lines.map((l: { productID: number; totalPrice: number }) => [l.productID, l.totalPrice])).toEqual([
        [7, 18],
        [67, 3.9],
      ]);
      expect(order.product_details).toEqual(lines);
    });

    it('answers 404 for a wrong token, an unknown id or a malformed id', async () => {
      const notFound = { success: false, message: 'Bestellung nicht gefunden.' };
      const wrongToken = placed.token.slice(0, -1) + (placed.token.endsWith('A') ? 'B' : 'A');
      expect((await request(t.baseUrl).get(`/api/orders/${placed.orderId}/token/${wrongToken}`).expect(404)).body).toEqual(notFound);
      expect((await request(t.baseUrl).get(`/api/orders/${placed.orderId}/token/short`).expect(404)).body).toEqual(notFound);
      expect((await request(t.baseUrl).get(`/api/orders/999999/token/${placed.token}`).expect(404)).body).toEqual(notFound);
      expect((await request(t.baseUrl).get(`/api/orders/abc/token/${placed.token}`).expect(404)).body).toEqual(notFound);
    });
  });

  describe('refusals store nothing', () => {
    it.each([
      ['missing first name', { firstName: undefined }, 'Bitte geben Sie Ihren Vornamen ein.'],
      ['blank last name', { lastName: '' }, 'Bitte geben Sie Ihren Nachnamen ein.'],
      ['over-long first name', { firstName: 'A'.repeat(21) }, 'Der Vorname darf höchstens 20 Zeichen lang sein.'],
      ['over-long chef message', { messageToChef: 'x'.repeat(101) }, 'Die Nachricht an den Pizzabäcker darf höchstens 100 Zeichen lang sein.'],
      ['over-long email', { email: `${'a'.repeat(45)}@example.com` }, 'Die E-Mail-Adresse darf höchstens 50 Zeichen lang sein.'],
      ['bad email', { email: 'erika@' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ['bad phone', { phone: 'call me' }, 'Bitte geben Sie eine gültige Telefonnummer ein.'],
      ['number as name', { firstName: 42 }, 'Bitte geben Sie Ihren Vornamen ein.'],
      ['total as text', { totalPriceShoppingCart: '21.90' }, 'Die Warenkorbsumme fehlt oder ist ungültig.'],
      ['unknown delivery method', { deliveryMethod: 'drohne' }, 'Bitte wählen Sie Lieferung oder Abholung.'],
      ['unknown payment method', { paymentMethod: 'bitcoin' }, 'Bitte wählen Sie eine Zahlungsart.'],
      ['bad date format', { desiredDeliveryDate: '20.11.2026' }, ORDER_MESSAGES.badDate],
      ['empty cart', { cartItems: [], totalPriceShoppingCart: 0 }, PRICING_MESSAGES.emptyCart],
      ['first name of blanks', { firstName: '   ' }, 'Bitte geben Sie Ihren Vornamen ein.'],
      ['last name of blanks', { lastName: ' \t ' }, 'Bitte geben Sie Ihren Nachnamen ein.'],
      ['email of blanks', { email: '   ' }, 'Bitte geben Sie Ihre E-Mail-Adresse ein.'],
      ['phone of blanks', { phone: '   ' }, 'Bitte geben Sie Ihre Telefonnummer ein.'],
      ['a cart line that is null', { cartItems: [null] }, 'Ungültige Position im Warenkorb.'],
      ['a postal code that is no whole number', { ...DELIVERY_ADDRESS, postalCode: 35410.5 }, 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.'],
      ['a first name of zero-width spaces', { firstName: '\u200b\u200b\u200b' }, TEXT_MESSAGES.invisibleCharacters],
      ['a last name without a letter', { lastName: '123 - 45' }, TEXT_MESSAGES.needsLetter],
      ['a bidi override in the last name', { lastName: 'Muster\u202eresim' }, TEXT_MESSAGES.invisibleCharacters],
      ['a bidi override in the e-mail', { email: 'anna\u202d@example.de' }, TEXT_MESSAGES.invisibleCharacters],
      ['a NUL in the company', { company: 'Pizza\u0000GmbH' }, 'Das Feld „Firma“ enthält ein unzulässiges Steuerzeichen. Bitte entfernen Sie es.'],
      ['a street of zero-width joiners', { ...DELIVERY_ADDRESS, street: '\u200d\u200d' }, TEXT_MESSAGES.invisibleCharacters],
      ['a city without a letter', { ...DELIVERY_ADDRESS, city: '35410' }, TEXT_MESSAGES.needsLetter],
    ])('%s → 400', async (_name, override, message) => {
      await expectRefused({ ...submission(standardCart(menu)), ...override }, 400, message);
    });

    it('delivery without street → 400', async () => {
      await expectRefused(submission(standardCart(menu), { ...DELIVERY_ADDRESS, street: '' }), 400, 'Bitte geben Sie Ihre Straße ein.');
    });

    it.each([
      ['street', 'Bitte geben Sie Ihre Straße ein.'],
      ['house_number', 'Bitte geben Sie Ihre Hausnummer ein.'],
      ['city', 'Bitte geben Sie Ihren Ort ein.'],
    ])('delivery with a %s of blanks → 400', async (field, message) => {
      await expectRefused(submission(standardCart(menu), { ...DELIVERY_ADDRESS, [field]: '    ' }), 400, message);
    });

    it('delivery to a postal code of 4 digits → 400', async () => {
      await expectRefused(submission(standardCart(menu), { ...DELIVERY_ADDRESS, postalCode: '3541' }), 400, 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.');
    });

    it('delivery to an unknown postal code → 400', async () => {
      await expectRefused(submission(standardCart(menu), { ...DELIVERY_ADDRESS, postalCode: '10115', city: 'Berlin' }), 400, ORDER_MESSAGES.unknownLocation);
    });

    it('delivery below the location minimum → 400 "Mindestbestellwert nicht erreicht."', async () => {
      const cart = [standardCart(menu)[1]];
      await expectRefused(submission(cart, { ...DELIVERY_ADDRESS }), 400, 'Mindestbestellwert nicht erreicht.');
    });

    it('Tuesday → 400 "Dienstags geschlossen."', async () => {
      await expectRefused(submission(bigCart(menu), { preorder: true, desiredDeliveryDate: TUESDAY, desiredDeliveryTime: '18:00' }), 400, 'Dienstags geschlossen.');
    });

    it('a Wednesday delivery at 17:00, before the delivery hours begin (17:30) → 400; 17:30, or pickup at 17:00, is fine', async () => {
      const wednesday = { preorder: true, desiredDeliveryDate: WEDNESDAY };
      await expectRefused(submission(standardCart(menu), { ...DELIVERY_ADDRESS, ...wednesday, desiredDeliveryTime: '17:00' }), 400, ORDER_MESSAGES.badTime);
      await post(submission(standardCart(menu), { ...DELIVERY_ADDRESS, ...wednesday, desiredDeliveryTime: '17:30' })).expect(201);
      await post(submission(standardCart(menu), { ...wednesday, desiredDeliveryTime: '17:00' })).expect(201);
    });

    it('a past date → 400', async () => {
      await expectRefused(submission(standardCart(menu), { desiredDeliveryDate: '2026-11-19' }), 400, ORDER_MESSAGES.pastDate);
    });

    it('a time off the 15-minute grid, or already past today → 400', async () => {
      await expectRefused(submission(standardCart(menu), { desiredDeliveryTime: '19:10' }), 400, ORDER_MESSAGES.badTime);
      await expectRefused(submission(standardCart(menu), { desiredDeliveryTime: '18:15' }), 400, ORDER_MESSAGES.badTime);
    });

    it('before 17:00 under 100 € → 400 "Bestellungen vor 17 Uhr auf Anfrage oder 100€"', async () => {
      await expectRefused(
        submission(standardCart(menu), { preorder: true, desiredDeliveryDate: SATURDAY, desiredDeliveryTime: '12:00' }),
        400,
        'Bestellungen vor 17 Uhr auf Anfrage oder 100€',
      );
    });

    it('a tampered cart total → 409 with the server figures', async () => {
      const body = { ...submission(standardCart(menu)), totalPriceShoppingCart: 5 };
      await expectRefused(body, 409, PRICES_CHANGED);
      const res = await post(body);
      expect(res.body).toMatchObject({ totalPriceShoppingCart: 21.9, discountAmount: 0, finalTotal: 21.9 });
    });

    it('tampered line prices are ignored: the catalog prices count, and the 409 names the lines', async () => {
      const cart = standardCart(menu).map((item) => ({ ...item, totalPrice: 0.01, variantPrice: 0.01 }));
      const before = await orderCount(t.dataSource);
      const res = await post({ ...submission(cart), totalPriceShoppingCart: 0.02 });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/^Die Preise haben sich geändert \(Pizza Margherita: jetzt .* statt 0,01.€; .*\)\. Bitte prüfen Sie Ihren Warenkorb\.$/);
      expect(res.body.changes).toEqual(cart.map((item, index) => ({ index, productName: item.productName, oldTotal: 0.01, newTotal: expect.any(Number) })));
      expect(await orderCount(t.dataSource)).toBe(before);
    });

    it('a tampered discount → 409', async () => {
      await expectRefused(submission(standardCart(menu), { discountCode: 'PIZZA10', discountAmount: 10 }), 409, PRICES_CHANGED);
    });

    it('a claimed discount with an unknown code → 400', async () => {
      await expectRefused(submission(standardCart(menu), { discountCode: 'GIBTSNICHT', discountAmount: 2 }), 400, 'Gutschein ungültig oder abgelaufen');
    });

    it('paymentMethod paypal without a captured payment → 400', async () => {
      await expectRefused(submission(standardCart(menu), { paymentMethod: 'paypal' }), 400, 'Bitte bezahlen Sie die Bestellung über den PayPal-Button.');
    });

    describe('while the shop is closed', () => {
      afterAll(() => setShop(1, 0));

      it('with pre-orders off → 409 "Shop geschlossen"', async () => {
        await setShop(0, 0);
        await expectRefused(submission(standardCart(menu)), 409, 'Shop geschlossen');
      });

      it('with pre-orders on → no "So schnell wie möglich", but pre-order times', async () => {
        await setShop(0, 1);
        await expectRefused(submission(standardCart(menu), { desiredDeliveryTime: 'So schnell wie möglich' }), 400, ORDER_MESSAGES.asapNeedsOpenShop);
        const res = await post(submission(standardCart(menu), { desiredDeliveryTime: '21:00' })).expect(201);
        const [row] = await t.dataSource.query('SELECT preorder FROM orders WHERE id = $1', [res.body.orderId]);
        expect(row.preorder).toBe(true);
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('the same key twice gives the same order, once', async () => {
      const body = submission(standardCart(menu));
      const key = 'attempt-5f0c1c9e-1';
      const first = await post(body, { 'Idempotency-Key': key }).expect(201);
      const second = await post(body, { 'Idempotency-Key': key }).expect(200);
      expect(second.body).toEqual(first.body);
      const rows = await t.dataSource.query('SELECT id FROM orders WHERE idempotency_key = $1', [key]);
      expect(rows).toHaveLength(1);
    });

    it('two concurrent requests with one key create one order', async () => {
      const body = submission(standardCart(menu));
      const key = 'attempt-concurrent-7';
      const before = await orderCount(t.dataSource);
      const replies = await Promise.all([1, 2, 3].map(() => post(body, { 'Idempotency-Key': key })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(replies.map((r) => r.body.orderId)).size).toBe(1);
      expect(new Set(replies.map((r) => r.body.token)).size).toBe(1);
      expect(await orderCount(t.dataSource)).toBe(before + 1);
    });

    const REUSED = { success: false, message: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung. Bitte senden Sie die Bestellung mit einem neuen Key.' };

    it('the same key with another submission → 422, revealing and storing nothing', async () => {
      const key = 'attempt-reused-2';
      await post(submission(standardCart(menu), { email: 'erste@example.com' }), { 'Idempotency-Key': key }).expect(201);
      const before = await orderCount(t.dataSource);
      for (const other of [
        { email: 'zweite@example.com' },
        { desiredDeliveryTime: '20:00' },
        { cartItems: bigCart(menu), totalPriceShoppingCart: BIG_CART_CENTS / 100 },
      ]) {
        const res = await post(submission(standardCart(menu), { email: 'erste@example.com', ...other }), { 'Idempotency-Key': key }).expect(422);
        expect(res.body).toEqual(REUSED);
      }
      expect(await orderCount(t.dataSource)).toBe(before);
    });

    it('the same submission with other key order and blanks around the fields is the same order', async () => {
      const key = 'attempt-normalised-3';
      const body = submission(standardCart(menu));
      const first = await post(body, { 'Idempotency-Key': key }).expect(201);
      const reordered = Object.fromEntries(Object.entries({ ...body, firstName: ` ${body.firstName} `, email: `${body.email}  ` }).reverse());
      expect((await post(reordered, { 'Idempotency-Key': key }).expect(200)).body).toEqual(first.body);
    });

    it('two different submissions racing with one key: one order, the other 422', async () => {
      const key = 'attempt-race-4';
      const before = await orderCount(t.dataSource);
      const replies = await Promise.all(['a@example.com', 'b@example.com'].map((email) => post(submission(standardCart(menu), { email }), { 'Idempotency-Key': key })));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(await orderCount(t.dataSource)).toBe(before + 1);
    });

    it('refuses a malformed key', async () => {
      const before = await orderCount(t.dataSource);
      const res = await post(submission(standardCart(menu)), { 'Idempotency-Key': 'x'.repeat(101) });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'Der Idempotency-Key ist ungültig.' });
      expect(await orderCount(t.dataSource)).toBe(before);
    });
  });
});
