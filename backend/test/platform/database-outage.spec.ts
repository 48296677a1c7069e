import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';
import { createThrowawayPostgres, ThrowawayPostgres } from '../support/throwaway-postgres';

const UNAVAILABLE = { success: false, message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.' };

/** The app on its own PostgreSQL, which is stopped and started again while the app runs. */
describe('a database outage and its end', () => {
  let pg: ThrowawayPostgres;
  let t: TestApp;
  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    t = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: pg.url } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pg?.remove();
  });

  it('answers 503 with the German message everywhere while PostgreSQL is down, and recovers once it is back', async () => {
    const order = await pickupOrder(t.baseUrl);
    const token = await t.login();
    await request(t.baseUrl).post('/api/orders').send(order).expect(201);

    await pg.stop();
    expect((await request(t.baseUrl).get('/api/health')).status).toBe(503);
    const calls = [
      request(t.baseUrl).get('/api/products'),
      request(t.baseUrl).get('/api/shop-status'),
      request(t.baseUrl).post('/api/orders').send(order),
      request(t.baseUrl).post('/api/checkout/validate').send({ cartItems: order.cartItems, totalPriceShoppingCart: order.totalPriceShoppingCart }),
      request(t.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${token}`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect({ url: answer.request.url, status: answer.status, body: answer.body }).toEqual({ url: answer.request.url, status: 503, body: UNAVAILABLE });
    }

    await pg.start();
    const deadline = Date.now() + 30_000;
    let health = 0;
    while (health !== 200 && Date.now() < deadline) {
      health = (await request(t.baseUrl).get('/api/health')).status;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health).toBe(200);
    await request(t.baseUrl).post('/api/orders').send(order).expect(201);
  }, 120_000);
});
