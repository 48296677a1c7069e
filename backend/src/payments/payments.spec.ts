import { SOCKET_EVENTS, type OrderRecord } from '@pizzeria/domain';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import type { FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import { orderCount } from '../../test/support/orders';
import type { TestApp } from '../../test/support/test-app';
import { FRIDAY_EVENING, standardCart, submission, type Menu } from '../orders/testing/order-fixtures';

describe('PayPal payments against the fake PayPal server', () => {
  let t: TestApp;
  let paypal: FakePaypal;
  let smtp: FakeSmtp;
  let menu: Menu;
  let adminToken: string;

  beforeAll(async () => {
    ({ t, paypal, smtp, menu } = await startOrderShop({ paypal: true, mail: true }));
    adminToken = await t.login();
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const paypalSubmission = (overrides: object = {}) => {
    const body = submission(standardCart(menu), { paymentMethod: 'paypal', ...overrides });
    return { ...body, finalTotal: body.totalPriceShoppingCart - body.discountAmount };
  };
  /** The browser's key of its checkout attempt (the frontend's AttemptKey), sent as Idempotency-Key. */
  const ATTEMPT_KEY = 'attempt-3f9d2c61-browser';
  const withKey = (req: request.Test, attemptKey: string | null) => (attemptKey ? req.set('Idempotency-Key', attemptKey) : req);
  const postPaypal = (body: object, attemptKey: string | null = ATTEMPT_KEY) => withKey(api().post('/api/orders/paypal'), attemptKey).send(body);
  const createPaypalOrder = async (overrides: object = {}): Promise<string> => (await postPaypal(paypalSubmission(overrides)).expect(201)).body.id;
  const capture = (id: string, attemptKey: string | null = ATTEMPT_KEY) => withKey(api().post(`/api/orders/${id}/capture`), attemptKey).send({});
  /** The browser's POST /api/orders after the capture. */
  const followUp = (id: string, attemptKey: string | null = ATTEMPT_KEY) =>
    withKey(api().post('/api/orders'), attemptKey).send(submission(standardCart(menu), { paymentMethod: 'paypal', paypalOrderId: id }));
  const rowOf = async (paypalOrderId: string) => (await t.dataSource.query('SELECT * FROM orders WHERE paypal_order_id = $1', [paypalOrderId]))[0];
  const board = async () => (await api().get('/api/admin/orders').set('Authorization', `Bearer ${adminToken}`).expect(200)).body.orders;
  const boardIds = async () =>
    Object.values(await board())
      .flat()
      .map((o) => (o as OrderRecord).order_id);

  it('GET /api/payments/config gives the browser the client id', async () => {
    expect((await api().get('/api/payments/config').expect(200)).body).toEqual({ paypalClientId: paypal.clientId, currency: 'EUR' });
  });

  it('create stores the order as awaiting payment, hidden from staff, with the server total sent to PayPal', async () => {
    const id = await createPaypalOrder({ discountCode: 'PIZZA10', discountAmount: 2.19 });
    const sent = paypal.orders.get(id);
    expect(sent.purchase_units[0].amount).toEqual({
      currency_code: 'EUR',
      value: '19.71',
      breakdown: { item_total: { currency_code: 'EUR', value: '21.90' }, discount: { currency_code: 'EUR', value: '2.19' } },
    });
    expect(sent.purchase_units[0].items).toEqual([
      { name: 'Pizza Margherita (Klein Ø 26 cm)', quantity: '2', unit_amount: { currency_code: 'EUR', value: '9.00' }, category: 'PHYSICAL_GOODS' },
      { name: 'Coca-Cola 1,0 l', quantity: '1', unit_amount: { currency_code: 'EUR', value: '3.90' }, category: 'PHYSICAL_GOODS' },
    ]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ payment_status: 'offen', payment_method: 'paypal', status: 'ausstehend', total_cents: 1971, placed_at: null });
    expect(await boardIds()).not.toContain(row.id);
    const stats = (await api().get('/api/admin/ordersOverview?dateFilter=total').set('Authorization', `Bearer ${adminToken}`).expect(200)).body;
    expect(stats.orders.map((o: { id: number }) => o.id)).not.toContain(row.id);
    const [voucher] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'PIZZA10'`);
    expect(voucher.used_count).toBe(0);
    const asAdmin = { Authorization: `Bearer ${adminToken}` };
    await api().get(`/api/admin/order-details/${row.id}`).set(asAdmin).expect(404);
    await api().put('/api/admin/orders/status').set(asAdmin).send({ orderId: row.id, status: 'storniert' }).expect(404);
    await api().post('/api/admin/orders/print').set(asAdmin).send({ orderId: row.id }).expect(404);
  });

  it('capture marks the order paid, puts it on the board, tells staff and the customer, and answers PayPal-style', async () => {
    const admin: Socket = io(`${t.baseUrl}/admin`, { auth: { token: adminToken }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve) => admin.once('connect', () => resolve()));
    try {
      const id = await createPaypalOrder({ email: 'paypal-kunde@example.com', discountCode: 'PIZZA10', discountAmount: 2.19 });
      const created = new Promise<OrderRecord>((resolve) => admin.once(SOCKET_EVENTS.orderCreated, resolve));
      const res = await capture(id).expect(201);
      const row = await rowOf(id);
      expect(res.body).toMatchObject({ id, status: 'COMPLETED', orderId: row.id, token: row.token });
      const captureInfo = res.body.purchase_units[0].payments.captures[0];
      expect(captureInfo).toMatchObject({ status: 'COMPLETED', id: expect.any(String) });
      expect(row).toMatchObject({ payment_status: 'bezahlt', paypal_capture_id: captureInfo.id, status: 'ausstehend' });
      expect(row.placed_at.toISOString()).toBe(FRIDAY_EVENING);
      expect(await created).toMatchObject({ order_id: row.id, paymentMethod: 'paypal', paymentStatus: 'bezahlt', order_total: 19.71 });
      expect((await board()).ausstehend.map((o: OrderRecord) => o.order_id)).toContain(row.id);
      const [voucher] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'PIZZA10'`);
      expect(voucher.used_count).toBe(1);
      const mail = await smtp.waitForMail((m) => m.to.includes('paypal-kunde@example.com'));
      expect(mail.text).toContain('PayPal (bezahlt)');
    } finally {
      admin.close();
    }
  });

  it('capturing twice, even at once, gives one paid order; the browser’s POST /api/orders returns that same order', async () => {
    const id = await createPaypalOrder();
    const before = await orderCount(t.dataSource);
    const [first, second] = await Promise.all([capture(id), capture(id)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.orderId).toBe(first.body.orderId);
    const third = await capture(id).expect(201);
    expect(third.body).toMatchObject({ orderId: first.body.orderId, token: first.body.token, status: 'COMPLETED' });
    expect(third.body.purchase_units[0].payments.captures[0].id).toBe(first.body.purchase_units[0].payments.captures[0].id);

    const res = await followUp(id).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Bestellung erfolgreich aufgegeben.', orderId: first.body.orderId, token: first.body.token });
    expect(await orderCount(t.dataSource)).toBe(before);
    expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`).length).toBeLessThanOrEqual(2);
  });

  it('POST /api/orders for a PayPal order not yet captured → 409, for an unknown one → 404', async () => {
    const id = await createPaypalOrder();
    const notPaid = await followUp(id).expect(409);
    expect(notPaid.body).toEqual({ success: false, message: 'Die PayPal-Zahlung ist noch nicht abgeschlossen.' });
    await followUp('NOPE123').expect(404);
  });

  it('a declined card → 422 with INSTRUMENT_DECLINED, nothing paid; after the restart the capture succeeds', async () => {
    const id = await createPaypalOrder();
    paypal.declineNextCapture();
    const declined = await capture(id).expect(422);
    expect(declined.body).toMatchObject({
      success: false,
      message: 'Die Zahlung wurde von PayPal abgelehnt. Bitte wählen Sie eine andere Zahlungsquelle.',
      details: [{ issue: 'INSTRUMENT_DECLINED', description: expect.any(String) }],
      debug_id: expect.any(String),
    });
    expect((await rowOf(id)).payment_status).toBe('offen');
    expect(await boardIds()).not.toContain((await rowOf(id)).id);

    await capture(id).expect(201);
    expect((await rowOf(id)).payment_status).toBe('bezahlt');
  });

  it('a paid order whose voucher ran out meanwhile stands, holds no use of it and gives none back when cancelled', async () => {
    await t.dataSource.query(`INSERT INTO vouchers (code, kind, value, usage_limit, used_count) VALUES ('LETZTES', 'fixed', 100, 1, 0)`);
    const id = await createPaypalOrder({ discountCode: 'LETZTES', discountAmount: 1 });
    await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), { discountCode: 'LETZTES', discountAmount: 1 }))
      .expect(201);
    await capture(id).expect(201);
    const row = await rowOf(id);
    expect(row).toMatchObject({ payment_status: 'bezahlt', discount_cents: 100, voucher_id: null });
    await api().put('/api/admin/orders/status').set('Authorization', `Bearer ${adminToken}`).send({ orderId: row.id, status: 'storniert' }).expect(200);
    const [voucher] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'LETZTES'`);
    expect(voucher.used_count).toBe(1);
  });

  it('create validates like POST /api/orders and asks PayPal nothing when refused', async () => {
    const before = { orders: await orderCount(t.dataSource), paypal: paypal.orders.size };
    const tampered = await postPaypal({ ...paypalSubmission(), finalTotal: 1 }).expect(409);
    expect(tampered.body.message).toBe('Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.');
    const invalid = await postPaypal(paypalSubmission({ email: 'kaputt' })).expect(400);
    expect(invalid.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    const tuesday = await postPaypal(paypalSubmission({ preorder: true, desiredDeliveryDate: '2026-11-24' })).expect(400);
    expect(tuesday.body.message).toBe('Dienstags geschlossen.');
    const blank = await postPaypal(paypalSubmission({ firstName: '    ' })).expect(400);
    expect(blank.body.message).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect({ orders: await orderCount(t.dataSource), paypal: paypal.orders.size }).toEqual(before);
  });

  it('PayPal down → 503 with details, nothing stored', async () => {
    const before = await orderCount(t.dataSource);
    paypal.failNextRequest(500);
    const res = await postPaypal(paypalSubmission()).expect(503);
    expect(res.body).toMatchObject({ success: false, message: 'PayPal ist derzeit nicht verfügbar.', details: [{ issue: 'PAYPAL_UNAVAILABLE' }] });
    expect(await orderCount(t.dataSource)).toBe(before);
  });

  describe('only the browser that started the payment learns the order', () => {
    const notFound = { success: false, message: 'Bestellung nicht gefunden.' };

    it('create refuses a malformed attempt key and keeps only the hash of a good one', async () => {
      const before = { orders: await orderCount(t.dataSource), paypal: paypal.orders.size };
      const malformed = await postPaypal(paypalSubmission(), 'x'.repeat(101)).expect(400);
      expect(malformed.body).toEqual({ success: false, message: 'Der Idempotency-Key ist ungültig.' });
      expect({ orders: await orderCount(t.dataSource), paypal: paypal.orders.size }).toEqual(before);

      const row = await rowOf(await createPaypalOrder());
      expect(row.paypal_attempt_key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(ATTEMPT_KEY);
    });

    it('a capture without the key, or with another, is "not found" and takes no money', async () => {
      const id = await createPaypalOrder();
      for (const attemptKey of [null, 'attempt-of-someone-else']) {
        expect((await capture(id, attemptKey).expect(404)).body).toEqual(notFound);
      }
      expect(paypal.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`)).toEqual([]);
      expect((await rowOf(id)).payment_status).toBe('offen');
    });

    it('a paid order is revealed neither by a repeated capture nor by POST /api/orders without the key, whatever the body', async () => {
      const id = await createPaypalOrder({ email: 'geheim@example.com' });
      const paid = await capture(id).expect(201);
      for (const attemptKey of [null, 'attempt-of-someone-else']) {
        const again = await capture(id, attemptKey).expect(404);
        expect(again.body).toEqual(notFound);
        const stolen = await withKey(api().post('/api/orders'), attemptKey)
          .send(submission(standardCart(menu), { paymentMethod: 'paypal', paypalOrderId: id, email: 'geheim@example.com' }))
          .expect(404);
        expect(stolen.body).toEqual(notFound);
      }
      expect((await followUp(id).expect(200)).body).toMatchObject({ orderId: paid.body.orderId, token: paid.body.token });
    });
  });

  describe('a client that follows docs/api.md#plain-clients to the letter (no Idempotency-Key anywhere)', () => {
    it('creates, captures and fetches its paid order; POST /api/orders returns it too', async () => {
      const created = await postPaypal(paypalSubmission({ email: 'spec@example.com' }), null).expect(201);
      const id: string = created.body.id;
      expect((await rowOf(id)).paypal_attempt_key_hash).toBeNull();
      const captured = await capture(id, null).expect(201);
      expect(captured.body.purchase_units[0].payments.captures[0].status).toBe('COMPLETED');
      expect(captured.body).toMatchObject({ orderId: expect.any(Number), token: expect.any(String) });
      const details = await api().get(`/api/orders/${captured.body.orderId}/token/${captured.body.token}`).expect(200);
      expect(details.body).toMatchObject({ success: true });
      expect((await followUp(id, null).expect(200)).body).toMatchObject({ orderId: captured.body.orderId, token: captured.body.token });
      expect(await boardIds()).toContain(captured.body.orderId);
    });

    it('a keyed order stays bound to its key even when the keyless way is open', async () => {
      const id = await createPaypalOrder();
      expect((await capture(id, null).expect(404)).body).toEqual({ success: false, message: 'Bestellung nicht gefunden.' });
    });
  });

  it('an unknown PayPal order cannot be captured (404)', async () => {
    expect((await capture('UNKNOWN42').expect(404)).body).toEqual({ success: false, message: 'Bestellung nicht gefunden.' });
  });

  it('reuses one access token for all calls', () => {
    expect(paypal.tokensIssued).toBe(1);
  });
});

describe('PayPal not configured', () => {
  let t: TestApp;
  let menu: Menu;
  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
  });
  afterAll(() => t.close());

  it('hides the buttons and refuses PayPal calls with 503', async () => {
    expect((await request(t.baseUrl).get('/api/payments/config').expect(200)).body).toEqual({ paypalClientId: null, currency: 'EUR' });
    const create = await request(t.baseUrl)
      .post('/api/orders/paypal')
      .set('Idempotency-Key', 'attempt-1')
      .send(submission(standardCart(menu), { paymentMethod: 'paypal' }))
      .expect(503);
    expect(create.body).toEqual({ success: false, message: 'PayPal ist derzeit nicht verfügbar.' });
    await request(t.baseUrl).post('/api/orders/ABC/capture').send({}).expect(503);
  });
});
