import { SOCKET_EVENTS, type CustomerOrderView, type OrderHistoryEntry } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { connectSocket } from '../support/sockets';
import { startFakeSmtp, type FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { DELIVERY_ADDRESS, FRIDAY_EVENING, loadMenu, standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { MovableClock } from '../support/movable-clock';
import { createStaff } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

describe('drivers: assignment, on its way, delivered', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;
  const tokens = { owner: '', counter: '', kitchen: '', driver: '', other: '' };
  let driverId = 0;
  let otherId = 0;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ clock: new MovableClock(FRIDAY_EVENING), env: { LOGIN_RATE_LIMIT: '100', SMTP_URL: smtp.url } });
    menu = await loadMenu(t.baseUrl);
    tokens.owner = await t.login();
    tokens.counter = (await createStaff(t, 'theke', 'counter')).token;
    tokens.kitchen = (await createStaff(t, 'kueche', 'kitchen')).token;
    ({ id: driverId, token: tokens.driver } = await createStaff(t, 'tom', 'driver'));
    ({ id: otherId, token: tokens.other } = await createStaff(t, 'lea', 'driver'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const as = (who: keyof typeof tokens) => ({ Authorization: `Bearer ${tokens[who]}` });
  const api = () => request(t.baseUrl);
  /** A confirmed cash delivery (21,90 € goods plus the zone's fee), paying with `payWith` when given. */
  async function confirmedDelivery(extra: object = {}): Promise<{ orderId: number; token: string }> {
    const placed = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), { ...DELIVERY_ADDRESS, messageToDriver: 'Bitte hinten klingeln', ...extra }));
    expect(placed.status).toBe(201);
    await api().post('/api/admin/orders/confirm').set(as('owner')).send({ orderId: placed.body.orderId, deliveryTime: '19:00' }).expect(200);
    return placed.body;
  }
  const assign = (orderId: number, driver: number | null, who: keyof typeof tokens = 'counter') =>
    api().put(`/api/admin/orders/${orderId}/driver`).set(as(who)).send({ driverId: driver });

  it('takes "Ich zahle mit" with a cash order, refuses less than the total in German, and shows the driver the change', async () => {
    const tooLittle = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), { ...DELIVERY_ADDRESS, payWith: 5 }));
    expect(tooLittle.status).toBe(400);
    expect(tooLittle.body.message).toMatch(/^Ich zahle mit: der Betrag muss mindestens .* sein\.$/);

    const { orderId } = await confirmedDelivery({ payWith: 50 });
    await assign(orderId, driverId).expect(200);
    const mine = await api().get('/api/admin/drivers/me/orders').set(as('driver')).expect(200);
    const delivery = mine.body.orders.find((o: { orderId: number }) => o.orderId === orderId);
    expect(delivery).toMatchObject({
      street: 'Lindenweg',
      house_number: '12a',
      phone: '0641 123456',
      messageToDriver: 'Bitte hinten klingeln',
      paymentMethod: 'cash',
      payWith: 50,
    });
    expect(delivery.toCollect).toBe(delivery.total);
    expect(delivery.change).toBeCloseTo(50 - delivery.total, 2);
    expect(delivery.mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=Lindenweg%2012a%2C%2035410%20Weidenfeld');
    // Lea sees none of Tom's deliveries.
    const hers = await api().get('/api/admin/drivers/me/orders').set(as('other')).expect(200);
    expect(hers.body.orders).toEqual([]);
  });

  it('takes "Ich zahle mit" with a cash phone order too, not with a card one', async () => {
    const cart = standardCart(menu);
    const phoneOrder = (extra: object) => ({
      ...submission(cart, DELIVERY_ADDRESS),
      email: '',
      channel: 'telefon',
      deliveryTime: '19:00',
      ...extra,
    });
    const enter = (extra: object) => api().post('/api/admin/orders').set(as('counter')).send(phoneOrder(extra));
    const card = await enter({ paymentMethod: 'card', payWith: 50 });
    expect(card.body).toEqual({ success: false, message: 'Ich zahle mit: nur bei Barzahlung.', field: 'payWith' });
    expect((await enter({ payWith: 10 })).body.message).toMatch(/^Ich zahle mit: der Betrag muss mindestens/);
    const { orderId } = (await enter({ payWith: 50 }).expect(201)).body;
    await assign(orderId, driverId).expect(200);
    const mine = await api().get('/api/admin/drivers/me/orders').set(as('driver')).expect(200);
    expect(mine.body.orders.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({ payWith: 50, paymentMethod: 'cash' });
  });

  it('assigns only confirmed deliveries (409 for pickup or pending), only to active drivers (400)', async () => {
    const pickup = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu)))
      .expect(201);
    await api().post('/api/admin/orders/confirm').set(as('owner')).send({ orderId: pickup.body.orderId, deliveryTime: '19:00' }).expect(200);
    const refusedPickup = await assign(pickup.body.orderId, driverId);
    expect(refusedPickup.status).toBe(409);
    expect(refusedPickup.body).toEqual({ success: false, message: 'Nur Lieferungen können einem Fahrer zugewiesen werden.' });

    const pending = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), DELIVERY_ADDRESS))
      .expect(201);
    expect((await assign(pending.body.orderId, driverId)).status).toBe(409);

    const { orderId } = await confirmedDelivery();
    const counter = (await api().get('/api/admin/users').set(as('owner'))).body.users.find((u: { username: string }) => u.username === 'theke');
    expect((await assign(orderId, counter.id)).status).toBe(400);
    expect((await assign(orderId, driverId, 'kitchen')).status).toBe(403);
    expect((await assign(orderId, driverId, 'driver')).status).toBe(403);
    expect((await api().put(`/api/admin/orders/${orderId}/driver`).send({ driverId })).status).toBe(401);
    expect((await api().put(`/api/admin/orders/${orderId}/driver`).set(as('owner')).send({ driverId: 'tom' })).status).toBe(400);
    expect((await assign(orderId, 99_999_999_999)).body).toEqual({ success: false, field: 'driverId', message: 'Fahrer: bitte einen Fahrer wählen oder null angeben.' });
    expect((await assign(999_999, driverId)).status).toBe(404);
    // The board's choice lists the active drivers only, for counter and owner.
    expect((await api().get('/api/admin/drivers').set(as('counter')).expect(200)).body.drivers).toEqual([
      { id: otherId, name: 'lea' },
      { id: driverId, name: 'tom' },
    ]);
    expect((await api().get('/api/admin/drivers').set(as('driver'))).status).toBe(403);
  });

  it('runs a delivery to the end with history, the customer page live and the mail, each step by the right people', async () => {
    const { orderId, token } = await confirmedDelivery();
    const customer = await connectSocket(t.baseUrl, '/orders', { orderId, token });
    const seen: CustomerOrderView[] = [];
    customer.on(SOCKET_EVENTS.orderUpdated, (view: CustomerOrderView) => seen.push(view));
    try {
      const assigned = await assign(orderId, otherId, 'owner').expect(200);
      expect(assigned.body.order.driver).toEqual({ id: otherId, name: 'lea' });
      const reassigned = await assign(orderId, driverId).expect(200);
      expect(reassigned.body.order.driver).toEqual({ id: driverId, name: 'tom' });

      // Lea is no longer its driver: for her the order does not exist; the kitchen may not; without a token nobody.
      expect((await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('other'))).status).toBe(404);
      expect((await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('kitchen'))).status).toBe(403);
      expect((await api().post(`/api/admin/orders/${orderId}/dispatch`)).status).toBe(401);
      // Not on its way yet: cannot be delivered.
      expect((await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('driver'))).status).toBe(409);

      const dispatched = await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(200);
      expect(dispatched.body.order.dispatchedAt).toBe(FRIDAY_EVENING);
      // The same tap again (its first answer lost on the road) is answered as done, and changes nothing.
      const again = await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(200);
      expect(again.body.order).toMatchObject({ status: 'bestätigt', dispatchedAt: FRIDAY_EVENING });
      expect((await assign(orderId, otherId)).status).toBe(409);
      const deadline = Date.now() + 10_000;
      while (!seen.some((v) => v.dispatchedAt) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(seen.find((v) => v.dispatchedAt)).toMatchObject({ order_status: 'bestätigt', dispatchedAt: FRIDAY_EVENING });
      const mails = await t.dataSource.query(`SELECT payload->>'subject' AS subject FROM outbox_jobs WHERE dedupe_key = $1`, [`mail:order-dispatched:${orderId}`]);
      expect(mails).toEqual([{ subject: `Ihre Bestellung Nr. ${orderId} ist unterwegs` }]);

      expect((await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('other'))).status).toBe(404);
      const delivered = await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('driver')).expect(200);
      expect(delivered.body.order).toMatchObject({ status: 'abgeschlossen', deliveredAt: FRIDAY_EVENING, driver: { id: driverId, name: 'tom' } });
      const deliveredAgain = await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('driver')).expect(200);
      expect(deliveredAgain.body.order).toMatchObject({ status: 'abgeschlossen', deliveredAt: FRIDAY_EVENING });
      expect((await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(200)).body.order.status).toBe('abgeschlossen');
      const open = await api().get('/api/admin/drivers/me/orders').set(as('driver')).expect(200);
      expect(open.body.orders.map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);

      const history = (await api().get(`/api/admin/orders/${orderId}/history`).set(as('owner')).expect(200)).body.history as OrderHistoryEntry[];
      expect(history.map(({ actor, action, from, to }) => ({ actor, action, from, to }))).toEqual([
        { actor: 'admin', action: 'confirm', from: 'ausstehend', to: 'bestätigt' },
        { actor: 'admin', action: 'assign', from: null, to: 'lea' },
        { actor: 'theke', action: 'assign', from: 'lea', to: 'tom' },
        { actor: 'tom', action: 'dispatch', from: 'bestätigt', to: 'unterwegs' },
        { actor: 'tom', action: 'deliver', from: 'unterwegs', to: 'abgeschlossen' },
      ]);
    } finally {
      customer.close();
    }
  });

  it('lets counter and owner report for a driver, and refuses a driver on the board socket', async () => {
    const { orderId } = await confirmedDelivery();
    expect((await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('counter'))).body.message).toBe('Bitte zuerst einen Fahrer zuweisen.');
    await assign(orderId, driverId).expect(200);
    await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('counter')).expect(200);
    await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('owner')).expect(200);
    expect((await api().get('/api/admin/drivers/me/orders').set(as('counter'))).status).toBe(403);
    expect((await api().get('/api/admin/drivers/me/orders')).status).toBe(401);
    await expect(connectSocket(t.baseUrl, '/admin', { token: tokens.driver })).rejects.toThrow('Keine Berechtigung.');
  });

  it("a driver's delivery ends with its handover: the kitchen's \"Fertig\" reports it cooked, the board's arrow reports it handed over", async () => {
    const { orderId } = await confirmedDelivery();
    await assign(orderId, otherId).expect(200);
    const complete = (who: keyof typeof tokens) => api().put('/api/admin/orders/status').set(as(who)).send({ orderId, status: 'abgeschlossen' });
    const cooked = (await complete('kitchen').expect(200)).body.order;
    expect(cooked).toMatchObject({ status: 'bestätigt', kitchenReadyAt: FRIDAY_EVENING, deliveredAt: null });
    // A second tap (another tablet, a retry) changes nothing.
    expect((await complete('kitchen').expect(200)).body.order).toMatchObject({ status: 'bestätigt', kitchenReadyAt: FRIDAY_EVENING });
    const mine = await api().get('/api/admin/drivers/me/orders').set(as('other')).expect(200);
    expect(mine.body.orders.map((o: { orderId: number }) => o.orderId)).toContain(orderId);

    // The driver took it without tapping "Unterwegs"; the counter finishes it on the board: lea's cash counts it.
    const done = await complete('counter').expect(200);
    expect(done.body.order).toMatchObject({ status: 'abgeschlossen', dispatchedAt: FRIDAY_EVENING, deliveredAt: FRIDAY_EVENING });
    const settlements = await api().get('/api/admin/settlements').set(as('counter')).expect(200);
    expect(settlements.body.settlements.find((row: { driverId: number }) => row.driverId === otherId)).toMatchObject({ orders: 1, cashDue: done.body.order.order_total });
  });

  it('keeps a delivery without a driver yet open when the kitchen reports it cooked, so it is not lost to the drivers', async () => {
    const { orderId } = await confirmedDelivery();
    const kitchen = await api().put('/api/admin/orders/status').set(as('kitchen')).send({ orderId, status: 'abgeschlossen' }).expect(200);
    expect(kitchen.body.order).toMatchObject({ status: 'bestätigt', driver: null, kitchenReadyAt: FRIDAY_EVENING });
    const history = (await api().get(`/api/admin/orders/${orderId}/history`).set(as('counter')).expect(200)).body.history as OrderHistoryEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['confirm', 'ready']);
    await assign(orderId, driverId).expect(200);
    const mine = (await api().get('/api/admin/drivers/me/orders').set(as('driver')).expect(200)).body.orders as { orderId: number; kitchenReadyAt: string | null }[];
    expect(mine.find((delivery) => delivery.orderId === orderId)?.kitchenReadyAt).toBe(FRIDAY_EVENING);
    await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(200);
    const delivered = await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('driver')).expect(200);
    expect(delivered.body.order).toMatchObject({ status: 'abgeschlossen', kitchenReadyAt: FRIDAY_EVENING });
    // A cancelled order is not cooked any more: the kitchen's tap is refused.
    const cancelled = await confirmedDelivery();
    await api().put('/api/admin/orders/status').set(as('counter')).send({ orderId: cancelled.orderId, status: 'storniert' }).expect(200);
    await api().put('/api/admin/orders/status').set(as('kitchen')).send({ orderId: cancelled.orderId, status: 'abgeschlossen' }).expect(409);
  });

  it('refuses a repeated step once the order was cancelled on its way: only a step already taken answers as done', async () => {
    const { orderId } = await confirmedDelivery();
    await assign(orderId, driverId).expect(200);
    await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(200);
    await api().put('/api/admin/orders/status').set(as('counter')).send({ orderId, status: 'storniert', reason: 'Kunde nicht erreichbar' }).expect(200);
    expect((await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('driver')).expect(409)).body.message).toBe('Die Bestellung wurde storniert.');
    expect((await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('driver')).expect(409)).body.message).toBe('Die Bestellung wurde storniert.');
    const history = (await api().get(`/api/admin/orders/${orderId}/history`).set(as('owner')).expect(200)).body.history as OrderHistoryEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['confirm', 'assign', 'dispatch', 'cancel']);
  });
});
