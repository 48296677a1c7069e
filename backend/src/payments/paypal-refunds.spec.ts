import { SOCKET_EVENTS, type CustomerOrderView, type OrderRecord } from '@pizzeria/domain';
import request from 'supertest';
import type { FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { connectSocket, nextEvent } from '../../test/support/sockets';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';

describe('refunds of cancelled PayPal orders against the fake PayPal server', () => {
  let t: TestApp;
  let paypal: FakePaypal;
  let smtp: FakeSmtp;
  let menu: Menu;
  let token: string;

  beforeAll(async () => {
    ({ t, paypal, smtp, menu } = await startOrderShop({ paypal: true, mail: true }));
    token = await t.login();
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const asAdmin = () => ({ Authorization: `Bearer ${token}` });

  /** A captured PayPal order, as the browser makes it. */
  async function paidOrder(email: string): Promise<{ orderId: number; token: string; captureId: string }> {
    const body = submission(standardCart(menu), { paymentMethod: 'paypal', email });
    const key = `attempt-${email}`;
    const created = await api()
      .post('/api/orders/paypal')
      .set('Idempotency-Key', key)
      .send({ ...body, finalTotal: body.totalPriceShoppingCart })
      .expect(201);
    const captured = await api().post(`/api/orders/${created.body.id}/capture`).set('Idempotency-Key', key).send({}).expect(201);
    return { orderId: captured.body.orderId, token: captured.body.token, captureId: captured.body.purchase_units[0].payments.captures[0].id };
  }
  const cancel = (orderId: number) => api().put('/api/admin/orders/status').set(asAdmin()).send({ orderId, status: 'storniert' });
  const refundStatus = async (orderId: number): Promise<string | null> =>
    (await t.dataSource.query('SELECT refund_status FROM orders WHERE id = $1', [orderId]))[0].refund_status;

  it('cancelling refunds the capture in full once; staff, the customer page and the mails say so', async () => {
    const paid = await paidOrder('erstattung@example.com');
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    const customer = await connectSocket(t.baseUrl, '/orders', { orderId: paid.orderId, token: paid.token });
    try {
      const refundedPush = new Promise<OrderRecord>((resolve) =>
        admin.on(SOCKET_EVENTS.orderUpdated, (order: OrderRecord) => order.order_id === paid.orderId && order.refundStatus === 'erstattet' && resolve(order)),
      );
      const customerRefunded = new Promise<CustomerOrderView>((resolve) =>
        customer.on(SOCKET_EVENTS.orderUpdated, (view: CustomerOrderView) => view.refundStatus === 'erstattet' && resolve(view)),
      );
      const res = await cancel(paid.orderId).expect(200);
      expect(res.body.order).toMatchObject({ order_status: 'storniert', refundStatus: 'ausstehend' });
      expect(await refundedPush).toMatchObject({ refundStatus: 'erstattet', paymentStatus: 'bezahlt' });
      expect(await customerRefunded).toMatchObject({ order_status: 'storniert', paymentMethod: 'paypal', refundStatus: 'erstattet' });
      expect(paypal.refunds.filter((r) => r.capture_id === paid.captureId)).toEqual([
        expect.objectContaining({ status: 'COMPLETED', amount: { currency_code: 'EUR', value: '21.90' } }),
      ]);
      const cancelled = await smtp.waitForMail((m) => m.to.includes('erstattung@example.com') && m.subject.includes('storniert'), 10_000);
      expect(cancelled.text).toMatch(/Den per PayPal bezahlten Betrag von 21,90\s€ erstatten wir Ihnen;/);
      const refunded = await smtp.waitForMail((m) => m.to.includes('erstattung@example.com') && m.subject.startsWith('Erstattung'), 10_000);
      expect(refunded.text).toMatch(/Betrag von 21,90\s€ für Ihre stornierte Bestellung/);
      const page = await api().get(`/api/orders/${paid.orderId}/token/${paid.token}`).expect(200);
      expect(page.body.order.refundStatus).toBe('erstattet');
    } finally {
      admin.close();
      customer.close();
    }
  });

  it('a refund whose answers are lost in PayPal 5xx is retried and refunds once', async () => {
    const paid = await paidOrder('verloren@example.com');
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    try {
      const failedPush = new Promise<OrderRecord>((resolve) =>
        admin.on(SOCKET_EVENTS.orderUpdated, (order: OrderRecord) => order.order_id === paid.orderId && order.refundStatus === 'fehlgeschlagen' && resolve(order)),
      );
      // PayPal makes the refund but the answer is lost, twice: only the PayPal-Request-Id saves the money.
      paypal.failNextRefunds(2, { status: 503, processed: true });
      await cancel(paid.orderId).expect(200);
      expect((await failedPush).refundStatus).toBe('fehlgeschlagen');
      const board = await api().get('/api/admin/outbox').set(asAdmin()).expect(200);
      expect(board.body.counts.refund.waiting).toBeGreaterThanOrEqual(1);
      // Staff press "retry" (the board's button) while the worker retries by itself: still one refund.
      await api().post('/api/admin/outbox/retry').set(asAdmin()).send({ orderId: paid.orderId, kind: 'refund' }).expect(200);
      const deadline = Date.now() + 40_000;
      while ((await refundStatus(paid.orderId)) !== 'erstattet' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await refundStatus(paid.orderId)).toBe('erstattet');
      expect(paypal.refunds.filter((r) => r.capture_id === paid.captureId)).toHaveLength(1);
      await smtp.waitForMail((m) => m.to.includes('verloren@example.com') && m.subject.startsWith('Erstattung'), 10_000);
    } finally {
      admin.close();
    }
  }, 90_000);

  it('a cash order is cancelled without any refund', async () => {
    const placed = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), { email: 'bar@example.com' }))
      .expect(201);
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    try {
      const updated = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderUpdated, 10_000);
      await cancel(placed.body.orderId).expect(200);
      expect(await updated).toMatchObject({ order_status: 'storniert', refundStatus: null });
      const jobs = await t.dataSource.query(`SELECT kind FROM outbox_jobs WHERE order_id = $1 ORDER BY id`, [placed.body.orderId]);
      expect(jobs.map((j: { kind: string }) => j.kind)).toEqual(['mail', 'mail']);
    } finally {
      admin.close();
    }
  });
});
