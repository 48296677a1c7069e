import { SOCKET_EVENTS, formatEuro, type CustomerOrderView, type OrderRecord } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { connectSocket } from '../../test/support/sockets';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { FRIDAY_EVENING, STANDARD_CART_CENTS, WEDNESDAY, standardCart, submission, type Menu } from './testing/order-fixtures';

const NOW_MS = new Date(FRIDAY_EVENING).getTime();
/** The fixtures' wanted time, Friday 19:00 Berlin: after now, so the minute options count from it. */
const WANTED_MS = new Date('2026-11-20T18:00:00Z').getTime();

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('admin order calls', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;
  let token: string;

  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
    token = await t.login();
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const place = async (overrides: object = {}): Promise<{ orderId: number; token: string }> =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu), overrides))
        .expect(201)
    ).body;
  const setStatus = (orderId: number, status: string, extra: object = {}) =>
    api()
      .put('/api/admin/orders/status')
      .set(auth())
      .send({ orderId, status, ...extra });
  const confirm = (orderId: number, body: object) =>
    api()
      .post('/api/admin/orders/confirm')
      .set(auth())
      .send({ orderId, ...body });
  const statusOf = async (orderId: number) => (await t.dataSource.query('SELECT status FROM orders WHERE id = $1', [orderId]))[0].status;

  it('every admin call needs the Bearer token (401)', async () => {
    const calls = [
      api().get('/api/admin/orders'),
      api().put('/api/admin/orders/status').send({ orderId: 1, status: 'storniert' }),
      api().get('/api/admin/order-details/1'),
      api().post('/api/admin/orders/confirm').send({ orderId: 1, deliveryTime: '30 Min.' }),
      api().post('/api/admin/orders/print').send({ orderId: 1 }),
      api().get('/api/admin/ordersOverview?dateFilter=total'),
      api().get('/api/admin/orders').set('Authorization', 'Bearer not-a-jwt'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('GET /api/admin/orders groups the orders by status, newest first', async () => {
    const a = await place();
    const b = await place();
    const c = await place();
    await confirm(b.orderId, { deliveryTime: '15 Min.' }).expect(200);
    await setStatus(c.orderId, 'storniert').expect(200);
    const res = await api().get('/api/admin/orders').set(auth()).expect(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.orders)).toEqual(['ausstehend', 'bestätigt', 'abgeschlossen', 'storniert']);
    const ids = (status: string) => res.body.orders[status].map((o: OrderRecord) => o.order_id);
    expect(ids('ausstehend')).toContain(a.orderId);
    expect(ids('bestätigt')).toContain(b.orderId);
    expect(ids('storniert')).toContain(c.orderId);
    const pending: OrderRecord[] = res.body.orders.ausstehend;
    expect(pending.map((o) => o.order_id)).toEqual([...pending.map((o) => o.order_id)].sort((x, y) => y - x));
    expect(pending.find((o) => o.order_id === a.orderId)).toMatchObject({
      order_total: STANDARD_CART_CENTS / 100,
      status: 'ausstehend',
      firstName: 'Erika',
      paymentStatus: 'bar',
      product_details: [expect.objectContaining({ productID: 7, quantity: 2 }), expect.objectContaining({ productID: 67 })],
    });
  });

  it('GET /api/admin/order-details/:id returns the lines as JSON text and the order; 404 / 400 otherwise', async () => {
    const placed = await place();
    const res = await api().get(`/api/admin/order-details/${placed.orderId}`).set(auth()).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Bestellung gefunden.' });
    expect(res.body.order.order_id).toBe(placed.orderId);
    expect(JSON.parse(res.body.orderDetails[0].product_details)).toEqual(res.body.order.product_details);
    expect((await api().get('/api/admin/order-details/999999').set(auth()).expect(404)).body.message).toBe('Bestellung nicht gefunden.');
    expect((await api().get('/api/admin/order-details/x1').set(auth()).expect(400)).body.message).toBe('Ungültige Bestellnummer.');
  });

  describe('confirming', () => {
    it("with '30 Min.' sets the ETA of an ASAP order to now + 30 minutes and e-mails it", async () => {
      const placed = await place({ email: 'eta@example.com', desiredDeliveryTime: 'So schnell wie möglich' });
      const res = await confirm(placed.orderId, { deliveryTime: '30 Min.', email: 'eta@example.com', token: placed.token }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Bestellung bestätigt.' });
      expect(res.body.order).toMatchObject({
        status: 'bestätigt',
        delivery_time: '30 Min.',
        estimated_at: new Date(NOW_MS + 30 * 60_000).toISOString(),
      });
      const [row] = await t.dataSource.query('SELECT confirmed_at FROM orders WHERE id = $1', [placed.orderId]);
      expect(row.confirmed_at.toISOString()).toBe(FRIDAY_EVENING);
      const mail = await smtp.waitForMail((m) => m.to.includes('eta@example.com') && m.subject.includes('bestätigt'));
      expect(mail.subject).toBe(`Ihre Bestellung Nr. ${placed.orderId} ist bestätigt`);
      expect(mail.text).toContain('Freitag, 20.11.2026, 19:00 Uhr');
    });

    it("counts '30 Min.' of a pre-order from the customer's time: Wednesday 19:00 confirmed days before → 19:30 (issue 7, #1559)", async () => {
      const placed = await place({ preorder: true, desiredDeliveryDate: WEDNESDAY, desiredDeliveryTime: '19:00' });
      const res = await confirm(placed.orderId, { deliveryTime: '30 Min.' }).expect(200);
      expect(res.body.order).toMatchObject({ delivery_time: '30 Min.', estimated_at: '2026-11-25T18:30:00.000Z' });
      const own = await place({ preorder: true, desiredDeliveryDate: WEDNESDAY, desiredDeliveryTime: '19:00' });
      expect((await confirm(own.orderId, { deliveryTime: '19:00' }).expect(200)).body.order.estimated_at).toBe('2026-11-25T18:00:00.000Z');
    });

    it("with the customer's own HH:MM sets the ETA to that Berlin time on their date", async () => {
      const placed = await place({ desiredDeliveryTime: '20:15' });
      const res = await confirm(placed.orderId, { deliveryTime: '20:15' }).expect(200);
      expect(res.body.order).toMatchObject({ delivery_time: '20:15', estimated_at: '2026-11-20T19:15:00.000Z' });
    });

    it("without a time, or with one that is not offered → 400 'Bitte eine Lieferzeit auswählen.'", async () => {
      const placed = await place({ desiredDeliveryTime: '20:15' });
      for (const body of [{}, { deliveryTime: '' }, { deliveryTime: '20 Min.' }, { deliveryTime: '21:00' }, { deliveryTime: 30 }]) {
        const res = await confirm(placed.orderId, body).expect(400);
        expect(res.body).toMatchObject({ success: false, message: 'Bitte eine Lieferzeit auswählen.' });
      }
      expect(await statusOf(placed.orderId)).toBe('ausstehend');
    });

    it('via PUT status bestätigt needs the delivery time too', async () => {
      const placed = await place();
      expect((await setStatus(placed.orderId, 'bestätigt').expect(400)).body.message).toBe('Bitte eine Lieferzeit auswählen.');
      const res = await setStatus(placed.orderId, 'bestätigt', { deliveryTime: '45 Min.' }).expect(200);
      expect(res.body.order.estimated_at).toBe(new Date(WANTED_MS + 45 * 60_000).toISOString());
    });
  });

  describe('transitions', () => {
    it('completes a confirmed order', async () => {
      const placed = await place();
      await confirm(placed.orderId, { deliveryTime: '60 Min.' }).expect(200);
      const res = await setStatus(placed.orderId, 'abgeschlossen').expect(200);
      expect(res.body).toMatchObject({ success: true, order: { status: 'abgeschlossen' } });
      const [row] = await t.dataSource.query('SELECT completed_at FROM orders WHERE id = $1', [placed.orderId]);
      expect(row.completed_at.toISOString()).toBe(FRIDAY_EVENING);
    });

    it.each([
      ['ausstehend', []],
      ['bestätigt', ['confirm']],
      ['abgeschlossen', ['confirm', 'complete']],
    ])('cancels from %s and tells the customer', async (_from, steps) => {
      const email = `storno-${steps.length}@example.com`;
      const placed = await place({ email });
      if (steps.includes('confirm')) await confirm(placed.orderId, { deliveryTime: '15 Min.' }).expect(200);
      if (steps.includes('complete')) await setStatus(placed.orderId, 'abgeschlossen').expect(200);
      await setStatus(placed.orderId, 'storniert').expect(200);
      expect(await statusOf(placed.orderId)).toBe('storniert');
      const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('storniert'));
      expect(mail.text).toContain(`Gesamt: ${formatEuro(STANDARD_CART_CENTS)}`);
    });

    describe('cancelling an order with a voucher', () => {
      const usedCount = async (code: string) => (await t.dataSource.query('SELECT used_count FROM vouchers WHERE code = $1', [code]))[0].used_count;
      const withVoucher = (code: string) => ({ discountCode: code, discountAmount: 1 });

      it('gives the use back, so a one-off code works again; a second cancel gives nothing more', async () => {
        await t.dataSource.query(`INSERT INTO vouchers (code, kind, value, usage_limit, used_count) VALUES ('STORNO1', 'fixed', 100, 1, 0)`);
        const placed = await place(withVoucher('STORNO1'));
        expect(await usedCount('STORNO1')).toBe(1);
        await api()
          .post('/api/orders')
          .send(submission(standardCart(menu), withVoucher('STORNO1')))
          .expect(400);

        await confirm(placed.orderId, { deliveryTime: '15 Min.' }).expect(200);
        await setStatus(placed.orderId, 'storniert').expect(200);
        expect(await usedCount('STORNO1')).toBe(0);
        await setStatus(placed.orderId, 'storniert').expect(409);
        expect(await usedCount('STORNO1')).toBe(0);
        await place(withVoucher('STORNO1'));
        expect(await usedCount('STORNO1')).toBe(1);
      });

      it('never counts below zero', async () => {
        await t.dataSource.query(`INSERT INTO vouchers (code, kind, value, usage_limit, used_count) VALUES ('STORNO2', 'fixed', 100, NULL, 0)`);
        const placed = await place(withVoucher('STORNO2'));
        await t.dataSource.query(`UPDATE vouchers SET used_count = 0 WHERE code = 'STORNO2'`);
        await setStatus(placed.orderId, 'storniert').expect(200);
        expect(await usedCount('STORNO2')).toBe(0);
      });
    });

    it("refuses illegal changes with 409 'Dieser Statuswechsel ist nicht möglich.'", async () => {
      const illegal = { success: false, message: 'Dieser Statuswechsel ist nicht möglich.' };
      const pending = await place();
      expect((await setStatus(pending.orderId, 'abgeschlossen').expect(409)).body).toEqual(illegal);
      expect((await setStatus(pending.orderId, 'ausstehend').expect(409)).body).toEqual(illegal);

      const done = await place();
      await confirm(done.orderId, { deliveryTime: '15 Min.' }).expect(200);
      expect((await confirm(done.orderId, { deliveryTime: '15 Min.' }).expect(409)).body).toEqual(illegal);
      await setStatus(done.orderId, 'abgeschlossen').expect(200);
      expect((await setStatus(done.orderId, 'ausstehend').expect(409)).body).toEqual(illegal);

      const cancelled = await place();
      await setStatus(cancelled.orderId, 'storniert').expect(200);
      expect((await confirm(cancelled.orderId, { deliveryTime: '15 Min.' }).expect(409)).body).toEqual(illegal);
      expect((await setStatus(cancelled.orderId, 'storniert').expect(409)).body).toEqual(illegal);
      expect(await statusOf(cancelled.orderId)).toBe('storniert');
    });

    it('answers 404 for an unknown order and 400 for a bad status or id', async () => {
      expect((await setStatus(999999, 'storniert').expect(404)).body.message).toBe('Bestellung nicht gefunden.');
      expect((await setStatus(1, 'gegessen').expect(400)).body.message).toBe('Ungültiger Bestellstatus.');
      expect((await setStatus(0, 'storniert').expect(400)).body.message).toBe('Ungültige Bestellnummer.');
    });

    it('only one of two simultaneous changes of the same order wins', async () => {
      const placed = await place();
      const replies = await Promise.all([confirm(placed.orderId, { deliveryTime: '15 Min.' }), confirm(placed.orderId, { deliveryTime: '30 Min.' })]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  it('POST /api/admin/orders/print records the print and answers success', async () => {
    const placed = await place();
    const res = await api().post('/api/admin/orders/print').set(auth()).send({ orderId: placed.orderId, firstName: 'Erika', order_total: 21.9 }).expect(200);
    expect(res.body).toMatchObject({ success: true });
    const [row] = await t.dataSource.query('SELECT printed_at FROM orders WHERE id = $1', [placed.orderId]);
    expect(row.printed_at.toISOString()).toBe(FRIDAY_EVENING);
    await api().post('/api/admin/orders/print').set(auth()).send({ orderId: 999999 }).expect(404);
  });

  describe('live events', () => {
    let admin: Socket;
    beforeAll(async () => {
      admin = await connectSocket(t.baseUrl, '/admin', { token });
    });
    afterAll(() => admin.close());

    it('the /admin namespace gets order:created after an order and order:updated after confirming', async () => {
      const created = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderCreated);
      const placed = await place();
      expect(await created).toMatchObject({ order_id: placed.orderId, status: 'ausstehend', order_total: 21.9 });

      const updated = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderUpdated);
      await confirm(placed.orderId, { deliveryTime: '30 Min.' }).expect(200);
      expect(await updated).toMatchObject({ order_id: placed.orderId, status: 'bestätigt', delivery_time: '30 Min.' });
    });

    it("an /orders socket hears about its own order only, and a wrong token can't connect", async () => {
      const mine = await place();
      const other = await place();
      await expect(connectSocket(t.baseUrl, '/orders', { orderId: mine.orderId, token: other.token })).rejects.toThrow('Bestellung nicht gefunden.');
      const customer = await connectSocket(t.baseUrl, '/orders', { orderId: mine.orderId, token: mine.token });
      try {
        const received: CustomerOrderView[] = [];
        customer.on(SOCKET_EVENTS.orderUpdated, (view: CustomerOrderView) => received.push(view));
        const mineUpdated = nextEvent<CustomerOrderView>(customer, SOCKET_EVENTS.orderUpdated);
        await confirm(other.orderId, { deliveryTime: '15 Min.' }).expect(200);
        await confirm(mine.orderId, { deliveryTime: '45 Min.' }).expect(200);
        expect(await mineUpdated).toEqual({
          order_id: mine.orderId,
          order_status: 'bestätigt',
          delivery_time: '45 Min.',
          estimated_at: new Date(WANTED_MS + 45 * 60_000).toISOString(),
          deliveryMethod: 'abholung',
          desiredDeliveryDate: '2026-11-20',
          desiredDeliveryTime: '19:00',
          paymentMethod: 'cash',
          refundStatus: null,
          cancelReason: null,
          dispatchedAt: null,
          deliveredAt: null,
        });
        expect(received.map((v) => v.order_id)).toEqual([mine.orderId]);
      } finally {
        customer.close();
      }
    });
  });
});

describe('GET /api/admin/orders at the end of the night', () => {
  let t: TestApp;
  let menu: Menu;
  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
  });
  afterAll(() => t.close());

  it('lists every open order, and finished or cancelled ones of the current service day only (since the owner’s dayBoundary, 05:00 Berlin)', async () => {
    const token = await t.login();
    const place = async (status: string, placedAt: string, estimatedAt: string | null) => {
      const { orderId } = (
        await request(t.baseUrl)
          .post('/api/orders')
          .send(submission(standardCart(menu)))
          .expect(201)
      ).body;
      await t.dataSource.query('UPDATE orders SET status = $2, placed_at = $3, estimated_at = $4 WHERE id = $1', [orderId, status, placedAt, estimatedAt]);
      return orderId as number;
    };
    const board = async () => {
      const res = await request(t.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(200);
      return (status: string) => (res.body.orders[status] as OrderRecord[]).map((o) => o.order_id);
    };
    const setBoundary = (dayBoundary: string) =>
      request(t.baseUrl).patch('/api/admin/settings').set('Authorization', `Bearer ${token}`).send({ serviceDay: { dayBoundary } }).expect(200);
    // Friday 20 November: with the default boundary the service day began at 05:00 Berlin, 04:00 UTC.
    const doneLastNight = await place('abgeschlossen', '2026-11-20T01:30:00Z', '2026-11-20T02:00:00Z');
    // 04:30 Berlin: still Thursday night's service with the day changing at 05:00.
    const cancelledAtHalfPastFour = await place('storniert', '2026-11-20T03:30:00Z', null);
    const doneThisMorning = await place('abgeschlossen', '2026-11-20T04:00:00Z', null);
    const preorderDueTonight = await place('abgeschlossen', '2026-11-18T10:00:00Z', '2026-11-20T17:00:00Z');
    const stillPending = await place('ausstehend', '2026-11-17T18:00:00Z', null);
    const stillConfirmed = await place('bestätigt', '2026-11-16T18:00:00Z', '2026-11-16T18:30:00Z');

    let ids = await board();
    expect(ids('ausstehend')).toEqual([stillPending]);
    expect(ids('bestätigt')).toEqual([stillConfirmed]);
    expect(ids('abgeschlossen')).toEqual([doneThisMorning, preorderDueTonight]);
    expect(ids('storniert')).toEqual([]);
    expect(ids('abgeschlossen')).not.toContain(doneLastNight);

    // The owner moves the day change to 04:00: the order of 04:30 is this service day's now.
    await setBoundary('04:00');
    try {
      ids = await board();
      expect(ids('storniert')).toEqual([cancelledAtHalfPastFour]);
      expect(ids('abgeschlossen')).toEqual([doneThisMorning, preorderDueTonight]);
    } finally {
      await setBoundary('05:00');
    }
  });
});
