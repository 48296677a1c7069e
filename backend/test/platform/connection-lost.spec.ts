import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';
import { startPgCutProxy, type PgCutProxy } from '../support/pg-cut-proxy';
import { startOrderShop } from '../support/order-shop';
import type { TestApp } from '../support/test-app';

const UNAVAILABLE = { success: false, message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.' };

/**
 * The network to a real PostgreSQL breaks while an order's transaction is open: its INSERT ran,
 * its COMMIT never arrives. The customer must get the German 503, the database must hold no part
 * of the order, and the same order sent again with the same key must land exactly once.
 */
describe('the database connection is lost in the middle of an order', () => {
  let t: TestApp;
  let proxy: PgCutProxy;
  let direct: string;
  let database: string;
  let menu: Menu;

  const rowsFor = async (email: string) => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: direct });
    await client.connect();
    try {
      const orders = await client.query('SELECT id FROM orders WHERE email = $1', [email]);
      const items = await client.query('SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.email = $1', [email]);
      return { orders: orders.rowCount, items: items.rowCount };
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    database = uniqueDatabaseName('pizzeria_midtx');
    direct = await createDatabase(serverUrl, database, process.env.PIZZERIA_TEST_TEMPLATE_DB);
    proxy = await startPgCutProxy(direct);
    ({ t, menu } = await startOrderShop({ env: { DATABASE_URL: proxy.url } }));
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
    await dropDatabase(process.env.TEST_DATABASE_URL as string, database);
  });

  it('answers 503 in German, leaves no half-written order, and takes the retry exactly once', async () => {
    const email = 'mitten-drin@example.com';
    const order = submission(standardCart(menu), { email });
    const key = randomUUID();

    const cut = proxy.cutBeforeCommitOf('INSERT INTO orders (');
    const lost = await request(t.baseUrl).post('/api/orders').set('Idempotency-Key', key).send(order);
    await cut;
    expect({ status: lost.status, body: lost.body }).toEqual({ status: 503, body: UNAVAILABLE });

    await proxy.restore();
    expect(await rowsFor(email)).toEqual({ orders: 0, items: 0 });

    const deadline = Date.now() + 30_000;
    let retry = await request(t.baseUrl).post('/api/orders').set('Idempotency-Key', key).send(order);
    while (retry.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      retry = await request(t.baseUrl).post('/api/orders').set('Idempotency-Key', key).send(order);
    }
    expect(retry.status).toBe(201);
    const again = await request(t.baseUrl).post('/api/orders').set('Idempotency-Key', key).send(order).expect(200);
    expect(again.body.orderId).toBe(retry.body.orderId);
    expect(await rowsFor(email)).toEqual({ orders: 1, items: order.cartItems.length });
  }, 90_000);
});
