import { buildDirectCartItem, type Product } from '@pizzeria/domain';
import request from 'supertest';
import { startChildBackend, type ChildBackend } from '../support/child-backend';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

const TOO_MANY_LOGINS = 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.';
const TOO_MANY_VOUCHER_CHECKS = 'Zu viele Gutscheinabfragen. Bitte warten Sie eine Minute.';

/**
 * Two backend processes on one database behind one trusted proxy: A in this process, B an OS
 * process of its own. Every limit is counted in PostgreSQL, so a client cannot double its budget
 * by landing on the other process.
 */
describe('limits shared by two backend processes', () => {
  let a: TestApp;
  let b: ChildBackend;
  const env = { TRUST_PROXY: 'loopback', LOGIN_RATE_LIMIT: '4' };
  beforeAll(async () => {
    a = await createTestApp({ now: OPEN_MONDAY_EVENING, env });
    b = await startChildBackend({ databaseUrl: a.databaseUrl, env: { ...env, SHOP_FIXED_NOW: new Date(OPEN_MONDAY_EVENING).toISOString() } });
  }, 120_000);
  afterAll(async () => {
    await b?.kill();
    await a?.close();
  });

  const either = (i: number) => (i % 2 ? a.baseUrl : b.baseUrl);

  it('login attempts per address: 4 spread over both processes, the 5th is refused on either', async () => {
    const attempt = (i: number) =>
      request(either(i))
        .post('/api/admin/login')
        .set('X-Forwarded-For', '203.0.113.80')
        .send({ username: 'kellner', password: `falsch-${i}` });
    for (let i = 0; i < 4; i++) expect((await attempt(i)).status).toBe(401);
    for (const i of [4, 5]) {
      const refused = await attempt(i);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: TOO_MANY_LOGINS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('voucher checks per address on every path (preview, cart check, order): 30 over both processes, then 429 through validate', async () => {
    const products: Product[] = (await request(a.baseUrl).get('/api/products').expect(200)).body;
    const item = buildDirectCartItem(products.find((p) => p.productsID === 33) ?? products[0]);
    const order = await pickupOrder(a.baseUrl);
    const guesses = [
      (i: number) =>
        request(either(i))
          .post('/api/checkout/applyVoucher')
          .send({ voucherCode: `RATE${i}`, totalPrice: 20 }),
      (i: number) =>
        request(either(i))
          .post('/api/checkout/validate')
          .send({ cartItems: [item], totalPriceShoppingCart: item.totalPrice, discountCode: `RATE${i}` }),
      (i: number) =>
        request(either(i))
          .post('/api/orders')
          .send({ ...order, discountCode: `RATE${i}` }),
    ];
    for (let i = 0; i < 30; i++) {
      const res = await guesses[i % 3](i).set('X-Forwarded-For', '203.0.113.81');
      // Unknown codes: "invalid" in the preview, 400 in the cart check, ignored by a cash order that claims no discount.
      expect([200, 201, 400]).toContain(res.status);
    }
    const refused = await guesses[1](30).set('X-Forwarded-For', '203.0.113.81');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_VOUCHER_CHECKS });
    // A cart check without a code looks no voucher up and is not held back; another address is another budget.
    expect(
      (
        await request(b.baseUrl)
          .post('/api/checkout/validate')
          .set('X-Forwarded-For', '203.0.113.81')
          .send({ cartItems: [item], totalPriceShoppingCart: item.totalPrice })
      ).status,
    ).toBe(200);
    const elsewhere = await guesses[1](31).set('X-Forwarded-For', '203.0.113.82');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).not.toBe(TOO_MANY_VOUCHER_CHECKS);
  });

  /** Device tokens (see DeviceTokens) of two browsers that signed in before the guessing below. */
  const devices: string[] = [];
  it('gives each browser that signs in a device token of its own', async () => {
    for (const i of [0, 1]) {
      const res = await request(either(i))
        .post('/api/admin/login')
        .set('X-Forwarded-For', `192.0.2.${100 + i}`)
        .send(TEST_ADMIN)
        .expect(200);
      devices.push(res.body.device);
    }
    expect(devices[0]).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(devices[1]).not.toBe(devices[0]);
  });

  it('locks an account after 10 wrong passwords from 10 addresses over both processes, the right password included, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = await request(either(i))
        .post('/api/admin/login')
        .set('X-Forwarded-For', `198.51.100.${i + 1}`)
        .send({ username: TEST_ADMIN.username, password: `geraten-${i}` });
      expect(wrong.status).toBe(401);
    }
    for (const baseUrl of [a.baseUrl, b.baseUrl]) {
      const locked = await request(baseUrl).post('/api/admin/login').set('X-Forwarded-For', '198.51.100.99').send(TEST_ADMIN);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(
        /^Zu viele falsche Passwörter für dieses Konto\. Es ist vorübergehend gesperrt; bitte versuchen Sie es in \d+ Minuten erneut\.$/,
      );
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('keeps the account open to a browser that signed in before; its own wrong passwords lock that browser alone', async () => {
    const login = (i: number, body: object) =>
      request(either(i))
        .post('/api/admin/login')
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send(body);
    const ok = await login(0, { ...TEST_ADMIN, device: devices[0] });
    expect(ok.status).toBe(200);
    expect(ok.body.device).toBe(devices[0]);
    // A made-up token is none: that login comes from an unknown device, and the account is locked to those.
    expect((await login(1, { ...TEST_ADMIN, device: `${devices[0].split('.')[0]}.${'A'.repeat(43)}` })).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await login(i + 2, { username: TEST_ADMIN.username, password: `vertippt-${i}`, device: devices[0] })).status).toBe(401);
    const locked = await login(12, { ...TEST_ADMIN, device: devices[0] });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Zu viele falsche Passwörter für dieses Konto\./);
    expect((await login(13, { ...TEST_ADMIN, device: devices[1] })).status).toBe(200);
  });
});
