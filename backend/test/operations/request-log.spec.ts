import request from 'supertest';
import { startChildBackend, type ChildBackend } from '../support/child-backend';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  orderId?: number;
  context?: string;
  req?: { method: string; path: string };
  res?: { statusCode: number };
}

/** A real backend process logging JSON (LOG_FORMAT=json), as a log collector would read it. */
describe('structured logs (LOG_FORMAT=json)', () => {
  const serverUrl = () => process.env.TEST_DATABASE_URL!;
  const database = uniqueDatabaseName('pizzeria_logs');
  let shop: ChildBackend;

  beforeAll(async () => {
    const databaseUrl = await createDatabase(serverUrl(), database, process.env.PIZZERIA_TEST_TEMPLATE_DB);
    shop = await startChildBackend({ databaseUrl, env: { LOG_FORMAT: 'json', LOG_LEVEL: 'debug', SHOP_FIXED_NOW: OPEN_MONDAY_EVENING } });
  }, 60_000);
  afterAll(async () => {
    await shop?.kill();
    await dropDatabase(serverUrl(), database);
  });

  const lines = (): LogLine[] =>
    shop
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const linesOf = async (requestId: string): Promise<LogLine[]> => {
    // The line of a finished request is written when the response has gone out; give the pipe a moment.
    for (let waited = 0; waited < 10_000 && !lines().some((l) => l.requestId === requestId && l.res); waited += 50) await new Promise((r) => setTimeout(r, 50));
    return lines().filter((l) => l.requestId === requestId);
  };

  it('a failed order: its line carries the caller’s X-Request-Id, method, path and status, and no personal data', async () => {
    const order = await pickupOrder(shop.baseUrl, { firstName: 'Hildegard', email: 'hildegard@example.de', totalPriceShoppingCart: 0.01 });
    const res = await request(shop.baseUrl).post('/api/orders').set('X-Request-Id', 'rq-failed-order-1').send(order);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers['x-request-id']).toBe('rq-failed-order-1');
    const logged = await linesOf('rq-failed-order-1');
    expect(logged).toContainEqual(
      expect.objectContaining({ requestId: 'rq-failed-order-1', req: { method: 'POST', path: '/api/orders' }, res: { statusCode: res.status } }),
    );
    expect(shop.output()).not.toMatch(/Hildegard|hildegard@example\.de|0170 1234567/);
  });

  it('a placed order: a request id is made when none came, and the request’s line carries the order id', async () => {
    const res = await request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl))
      .expect(201);
    const requestId = res.headers['x-request-id'] as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await linesOf(requestId)).toContainEqual(expect.objectContaining({ orderId: res.body.orderId, res: { statusCode: 201 } }));
  });

  it('an X-Request-Id that is no id (spaces, too long) is replaced, not written into the log', async () => {
    const res = await request(shop.baseUrl).get('/api/shop-status').set('X-Request-Id', 'evil\tid with spaces').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(shop.output()).not.toContain('evil');
  });
});
