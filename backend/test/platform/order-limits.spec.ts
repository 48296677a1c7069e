import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY = 'Zu viele Bestellungen von Ihrem Anschluss. Bitte versuchen Sie es in ein paar Minuten erneut.';
const TOO_MANY_OPEN = 'Für diese E-Mail-Adresse oder Telefonnummer sind schon mehrere Bestellungen offen. Bitte rufen Sie uns an.';

/** Two instances behind one trusted proxy, sharing one database, with ORDER_RATE_LIMIT=3. */
describe('order abuse limits', () => {
  let a: TestApp;
  let b: TestApp;
  let n = 0;
  beforeAll(async () => {
    const env = { TRUST_PROXY: 'loopback', ORDER_RATE_LIMIT: '3', OPEN_ORDERS_PER_CONTACT: '2' };
    a = await createTestApp({ now: OPEN_MONDAY_EVENING, env });
    b = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { ...env, DATABASE_URL: a.databaseUrl } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A cash order from `client` with its own e-mail and phone, so only the address limit applies. */
  async function placeFrom(app: TestApp, client: string, contact: { email?: string; phone?: string } = {}) {
    n += 1;
    const body = await pickupOrder(app.baseUrl, { email: `kunde${n}@example.de`, phone: `0170 ${String(1_000_000 + n)}`, ...contact });
    return request(app.baseUrl).post('/api/orders').set('X-Forwarded-For', client).send(body);
  }

  it('counts orders per forwarded client address across both instances and refuses the fourth with 429 and Retry-After', async () => {
    const statuses = [await placeFrom(a, '203.0.113.10'), await placeFrom(b, '203.0.113.10'), await placeFrom(a, '203.0.113.10')].map((r) => r.status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await placeFrom(b, '203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another customer behind the same proxy is not affected.
    expect((await placeFrom(a, '198.51.100.20')).status).toBe(201);
  });

  it('counts PayPal creations against the same limit', async () => {
    for (let i = 0; i < 3; i++) await placeFrom(a, '203.0.113.30');
    const body = await pickupOrder(a.baseUrl, { paymentMethod: 'paypal', email: 'pp@example.de' });
    const refused = await request(b.baseUrl).post('/api/orders/paypal').set('X-Forwarded-For', '203.0.113.30').set('Idempotency-Key', 'k'.repeat(24)).send(body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('caps open orders per e-mail address and per phone number, from any address; a finished order frees a place', async () => {
    const first = await placeFrom(a, '192.0.2.1', { email: 'opfer@example.de' });
    const second = await placeFrom(b, '192.0.2.2', { email: 'OPFER@example.de' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const third = await placeFrom(a, '192.0.2.3', { email: 'opfer@example.de' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, message: TOO_MANY_OPEN });
    expect(third.headers['retry-after']).toMatch(/^\d+$/);

    expect((await placeFrom(a, '192.0.2.4', { phone: '0171 5550000' })).status).toBe(201);
    expect((await placeFrom(a, '192.0.2.5', { phone: '0171/555-00-00' })).status).toBe(201);
    expect((await placeFrom(b, '192.0.2.6', { phone: '01715550000' })).status).toBe(429);

    const token = await a.login();
    await request(a.baseUrl)
      .put('/api/admin/orders/status')
      .set('Authorization', `Bearer ${token}`)
      .send({ orderId: first.body.orderId, status: 'storniert' })
      .expect(200);
    expect((await placeFrom(b, '192.0.2.7', { email: 'opfer@example.de' })).status).toBe(201);
  });

  it('keeps the count in PostgreSQL, one row per client and window, counting accepted orders only', async () => {
    const rows = await a.dataSource.query(`SELECT hits FROM rate_limit_counts WHERE name = 'order' AND key = '203.0.113.10'`);
    expect(rows).toEqual([{ hits: 3 }]);
  });

  it('counts IPv6 clients per /64: 300 orders from addresses of one /64 get 3 through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 20) {
      const batch = Array.from({ length: 20 }, (_, j) => placeFrom(j % 2 ? a : b, `2001:db8:42:7:${(i + j).toString(16)}:1:2:3`));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(297);
    // The next /64 is another customer.
    expect((await placeFrom(a, '2001:db8:42:8::1')).status).toBe(201);
    const rows = await a.dataSource.query(`SELECT key, hits FROM rate_limit_counts WHERE name = 'order' AND key LIKE '2001:db8:42:%' ORDER BY key`);
    expect(rows).toEqual([
      { key: '2001:db8:42:7::/64', hits: 3 },
      { key: '2001:db8:42:8::/64', hits: 1 },
    ]);
  }, 120_000);

  it('counts only accepted orders: ten refused submissions, then the real order goes through', async () => {
    for (let i = 0; i < 10; i++) {
      const typo = await pickupOrder(a.baseUrl, { email: `tippfehler${i}@`, phone: '0170 2223334' });
      const refused = await request(i % 2 ? a.baseUrl : b.baseUrl)
        .post('/api/orders')
        .set('X-Forwarded-For', '203.0.113.50')
        .send(typo);
      expect(refused.status).toBe(400);
    }
    expect((await placeFrom(a, '203.0.113.50')).status).toBe(201);
  });

  it('does not count the call that fetches a PayPal order after its capture', async () => {
    for (let i = 0; i < 5; i++) {
      const confirm = await pickupOrder(a.baseUrl, { paymentMethod: 'paypal', paypalOrderId: `PAYPAL${i}`, email: `pp${i}@example.de` });
      expect((await request(a.baseUrl).post('/api/orders').set('X-Forwarded-For', '203.0.113.60').send(confirm)).status).toBe(404);
    }
    for (let i = 0; i < 3; i++) expect((await placeFrom(b, '203.0.113.60')).status).toBe(201);
  });

  it('counts one contact however its e-mail address or phone number is spelled', async () => {
    expect((await placeFrom(a, '192.0.2.20', { email: 'victim@example.de' })).status).toBe(201);
    expect((await placeFrom(b, '192.0.2.21', { email: 'Victim+1@Example.de' })).status).toBe(201);
    const plusTag = await placeFrom(a, '192.0.2.22', { email: 'victim+2@example.de' });
    expect(plusTag.status).toBe(429);
    expect(plusTag.body.message).toBe(TOO_MANY_OPEN);

    expect((await placeFrom(a, '192.0.2.23', { phone: '0170 9876543' })).status).toBe(201);
    expect((await placeFrom(b, '192.0.2.24', { phone: '+49 170 9876543' })).status).toBe(201);
    for (const spelling of ['0049 170 9876543', '+49 (0)170 98 76 543', '0049170/9876543']) {
      expect((await placeFrom(a, '192.0.2.25', { phone: spelling })).status).toBe(429);
    }
    // Another mailbox at the same provider, and a number abroad with the same digits, are other people.
    expect((await placeFrom(a, '192.0.2.26', { email: 'victim.2@example.de' })).status).toBe(201);
    expect((await placeFrom(a, '192.0.2.27', { phone: '+43 170 9876543' })).status).toBe(201);
  });
});
