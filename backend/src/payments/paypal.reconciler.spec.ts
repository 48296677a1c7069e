import { SOCKET_EVENTS, type OrderRecord } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import type { FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import { startOrderShop } from '../../test/support/order-shop';
import { connectSocket, nextEvent } from '../../test/support/sockets';
import type { TestApp } from '../../test/support/test-app';
import { FRIDAY_EVENING, standardCart, submission, type Menu } from '../orders/testing/order-fixtures';
import { PAYMENT_MESSAGES } from './payment.messages';
import { PaypalReconciler } from './paypal.reconciler';

const ATTEMPT_KEY = 'attempt-reconciler-1';
const minutesBefore = (minutes: number) => new Date(new Date(FRIDAY_EVENING).getTime() - minutes * 60_000);

/** A PayPal order awaiting payment, created through the API as the browser does, `ageMinutes` old by the shop clock. */
async function unpaidPaypalOrder(t: TestApp, menu: Menu, ageMinutes: number): Promise<string> {
  const body = submission(standardCart(menu), { paymentMethod: 'paypal' });
  const res = await request(t.baseUrl).post('/api/orders/paypal').set('Idempotency-Key', ATTEMPT_KEY).send(body).expect(201);
  await t.dataSource.query('UPDATE orders SET created_at = $2 WHERE paypal_order_id = $1', [res.body.id, minutesBefore(ageMinutes)]);
  return res.body.id;
}

const rowOf = async (t: TestApp, paypalOrderId: string) => (await t.dataSource.query('SELECT * FROM orders WHERE paypal_order_id = $1', [paypalOrderId]))[0];

describe('PaypalReconciler: payments the browser did not finish, against the fake PayPal server', () => {
  let t: TestApp;
  let paypal: FakePaypal;
  let menu: Menu;
  let admin: Socket;
  let reconciler: PaypalReconciler;

  beforeAll(async () => {
    ({ t, paypal, menu } = await startOrderShop({ paypal: true }));
    admin = await connectSocket(t.baseUrl, '/admin', { token: await t.login() });
    reconciler = t.app.get(PaypalReconciler);
  });
  afterAll(async () => {
    admin.close();
    await t.close();
  });

  const requestsFor = (id: string) => paypal.requests.filter((r) => r.path.startsWith(`/v2/checkout/orders/${id}`));

  it('stores a payment PayPal captured while storing the paid state failed, and announces it after commit', async () => {
    const id = await unpaidPaypalOrder(t, menu, 0);
    await t.dataSource.query(`
      CREATE FUNCTION refuse_paid() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'Datenbank streikt'; END $$;
      CREATE TRIGGER refuse_paid BEFORE UPDATE ON orders FOR EACH ROW WHEN (NEW.payment_status = 'bezahlt') EXECUTE FUNCTION refuse_paid();
    `);
    try {
      await request(t.baseUrl).post(`/api/orders/${id}/capture`).set('Idempotency-Key', ATTEMPT_KEY).send({}).expect(500);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_paid ON orders; DROP FUNCTION refuse_paid();');
    }
    expect(paypal.orders.get(id).status).toBe('COMPLETED');
    expect((await rowOf(t, id)).payment_status).toBe('offen');

    await t.dataSource.query('UPDATE orders SET created_at = $2 WHERE paypal_order_id = $1', [id, minutesBefore(3)]);
    const announced = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderCreated);
    expect(await reconciler.reconcile()).toBe(1);
    const row = await rowOf(t, id);
    expect(row).toMatchObject({ payment_status: 'bezahlt', status: 'ausstehend', paypal_capture_id: paypal.orders.get(id).purchase_units[0].payments.captures[0].id });
    expect(await announced).toMatchObject({ order_id: row.id, paymentStatus: 'bezahlt', status: 'ausstehend' });
    expect(requestsFor(id).filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('captures an order the buyer approved when the browser never called capture; a late browser still gets its order', async () => {
    const id = await unpaidPaypalOrder(t, menu, 5);
    paypal.approve(id);
    const announced = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderCreated);
    expect(await reconciler.reconcile()).toBe(1);
    const row = await rowOf(t, id);
    expect(row.payment_status).toBe('bezahlt');
    expect(row.placed_at.toISOString()).toBe(FRIDAY_EVENING);
    expect(paypal.orders.get(id).status).toBe('COMPLETED');
    expect((await announced).order_id).toBe(row.id);

    const late = await request(t.baseUrl).post(`/api/orders/${id}/capture`).set('Idempotency-Key', ATTEMPT_KEY).send({}).expect(201);
    expect(late.body).toMatchObject({ orderId: row.id, token: row.token, status: 'COMPLETED' });
    expect(requestsFor(id).filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('leaves orders alone the buyer has not approved, never asks about young ones, and expires abandoned ones after one last look', async () => {
    const notApproved = await unpaidPaypalOrder(t, menu, 10);
    const young = await unpaidPaypalOrder(t, menu, 1);
    paypal.approve(young);
    const abandoned = await unpaidPaypalOrder(t, menu, 7 * 60);

    expect(await reconciler.reconcile()).toBe(0);
    for (const id of [notApproved, young]) expect((await rowOf(t, id)).payment_status).toBe('offen');
    expect(requestsFor(notApproved)).toEqual([{ method: 'GET', path: `/v2/checkout/orders/${notApproved}` }]);
    expect(requestsFor(young)).toEqual([]);
    expect(await rowOf(t, abandoned)).toMatchObject({ status: 'storniert', payment_status: 'offen', cancel_reason: PAYMENT_MESSAGES.checkoutExpired });
    expect(requestsFor(abandoned)).toEqual([{ method: 'GET', path: `/v2/checkout/orders/${abandoned}` }]);

    // An expired checkout is never asked about again; the others get their turn in every pass.
    expect(await reconciler.reconcile()).toBe(0);
    expect(requestsFor(abandoned)).toHaveLength(1);
    expect(requestsFor(notApproved)).toHaveLength(2);
    await t.dataSource.query('DELETE FROM orders WHERE paypal_order_id = ANY($1)', [[notApproved, young, abandoned]]);
  });

  it('an abandoned checkout PayPal did capture still becomes the paid order', async () => {
    const id = await unpaidPaypalOrder(t, menu, 7 * 60);
    paypal.approve(id);
    expect(await reconciler.reconcile()).toBe(1);
    expect(await rowOf(t, id)).toMatchObject({ status: 'ausstehend', payment_status: 'bezahlt', cancel_reason: null });
  });

  it('retries in a later pass when PayPal is down', async () => {
    const id = await unpaidPaypalOrder(t, menu, 5);
    paypal.approve(id);
    paypal.failNextRequest(503);
    expect(await reconciler.reconcile()).toBe(0);
    expect((await rowOf(t, id)).payment_status).toBe('offen');
    expect(await reconciler.reconcile()).toBe(1);
    expect((await rowOf(t, id)).payment_status).toBe('bezahlt');
  });
});

describe('PaypalReconciler on its timer', () => {
  it('runs every PAYPAL_RECONCILE_INTERVAL_MS by itself', async () => {
    const { t, paypal, menu } = await startOrderShop({ paypal: true, env: { PAYPAL_RECONCILE_INTERVAL_MS: '100' } });
    try {
      const id = await unpaidPaypalOrder(t, menu, 5);
      paypal.approve(id);
      const deadline = Date.now() + 10_000;
      while ((await rowOf(t, id)).payment_status !== 'bezahlt' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await rowOf(t, id)).payment_status).toBe('bezahlt');
    } finally {
      await t.close();
    }
  });
});

describe('PaypalReconciler behind a backlog of abandoned checkouts', () => {
  it('a payment captured while its answer was lost becomes a paid order on the board within two passes, 60 abandoned checkouts waiting', async () => {
    const { t, paypal, menu } = await startOrderShop({ paypal: true });
    try {
      const abandoned: string[] = [];
      // All older than the paid one and inside the window the reconciler looks at.
      for (let i = 0; i < 60; i++) abandoned.push(await unpaidPaypalOrder(t, menu, 10 + i * 5));
      const id = await unpaidPaypalOrder(t, menu, 0);
      paypal.approve(id);
      paypal.loseNextCaptureAnswer();
      await request(t.baseUrl).post(`/api/orders/${id}/capture`).set('Idempotency-Key', ATTEMPT_KEY).send({}).expect(503);
      expect(paypal.orders.get(id).status).toBe('COMPLETED');
      await t.dataSource.query('UPDATE orders SET created_at = $2 WHERE paypal_order_id = $1', [id, minutesBefore(3)]);

      const reconciler = t.app.get(PaypalReconciler);
      let passes = 0;
      while ((await rowOf(t, id)).payment_status !== 'bezahlt' && passes < 2) {
        await reconciler.reconcile();
        passes += 1;
      }
      const row = await rowOf(t, id);
      expect(row).toMatchObject({ payment_status: 'bezahlt', status: 'ausstehend' });
      const board = await request(t.baseUrl)
        .get('/api/admin/orders')
        .set('Authorization', `Bearer ${await t.login()}`)
        .expect(200);
      const onBoard = (Object.values(board.body.orders) as OrderRecord[][]).flat().map((o) => o.order_id);
      expect(onBoard).toContain(row.id);
      for (const other of abandoned) expect((await rowOf(t, other)).payment_status).toBe('offen');
    } finally {
      await t.close();
    }
  });
});
