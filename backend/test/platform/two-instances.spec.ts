import request from 'supertest';
import { connectSocket, nextEvent } from '../support/sockets';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';

/** Two backend instances on one database, as behind a load balancer: events cross over via PostgreSQL (separate OS processes: e2e/backend-processes.e2e.ts). */
describe('two backend instances sharing one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ now: OPEN_MONDAY_EVENING });
    b = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: a.databaseUrl } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an order placed on A reaches an admin screen connected to B', async () => {
    const socket = await connectSocket(b.baseUrl, '/admin', { token: await b.login() });
    try {
      const created = nextEvent<{ order_id: number }>(socket, 'order:created');
      const placed = await request(a.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(a.baseUrl));
      expect(placed.status).toBe(201);
      expect((await created).order_id).toBe(placed.body.orderId);
    } finally {
      socket.close();
    }
  });

  it('a shop-status change on B reaches an admin screen connected to A', async () => {
    const socket = await connectSocket(a.baseUrl, '/admin', { token: await a.login() });
    try {
      const pushed = nextEvent(socket, 'shop-status');
      await request(b.baseUrl)
        .post('/api/shop-status')
        .set('Authorization', `Bearer ${await b.login()}`)
        .send({ preordersEnabled: 1 })
        .expect(200);
      expect(await pushed).toEqual({ isShopLive: 1, preordersEnabled: 1 });
    } finally {
      socket.close();
    }
  });
});
