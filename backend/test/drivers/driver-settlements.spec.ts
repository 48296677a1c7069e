import request from 'supertest';
import { DELIVERY_ADDRESS, FRIDAY, FRIDAY_EVENING, SATURDAY, loadMenu, standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { MovableClock } from '../support/movable-clock';
import { createStaff } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

describe('driver settlements per service day', () => {
  let t: TestApp;
  let menu: Menu;
  const clock = new MovableClock(FRIDAY_EVENING);
  const tokens = { owner: '', counter: '', kitchen: '', driver: '' };
  let tomId = 0;
  let leaId = 0;
  let leaToken = '';
  /** Order totals in cents by payment, to check the sums against. */
  let cashTotal = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { LOGIN_RATE_LIMIT: '100' } });
    menu = await loadMenu(t.baseUrl);
    tokens.owner = await t.login();
    tokens.counter = (await createStaff(t, 'theke', 'counter')).token;
    tokens.kitchen = (await createStaff(t, 'kueche', 'kitchen')).token;
    ({ id: tomId, token: tokens.driver } = await createStaff(t, 'tom', 'driver'));
    ({ id: leaId, token: leaToken } = await createStaff(t, 'lea', 'driver'));
  }, 60_000);
  afterAll(() => t.close());

  const as = (who: keyof typeof tokens) => ({ Authorization: `Bearer ${tokens[who]}` });
  const api = () => request(t.baseUrl);
  /** Places and confirms a cash delivery on Friday evening; its order id. */
  async function confirmedDelivery(): Promise<number> {
    clock.set(FRIDAY_EVENING);
    const placed = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), DELIVERY_ADDRESS))
      .expect(201);
    const { orderId } = placed.body as { orderId: number };
    await api().post('/api/admin/orders/confirm').set(as('owner')).send({ orderId, deliveryTime: '19:00' }).expect(200);
    return orderId;
  }

  /** Places, confirms, assigns, dispatches and delivers a cash delivery, handed over at `at`; its total in cents. */
  async function deliver(driverId: number, at: string): Promise<number> {
    const orderId = await confirmedDelivery();
    await api().put(`/api/admin/orders/${orderId}/driver`).set(as('counter')).send({ driverId }).expect(200);
    await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('counter')).expect(200);
    clock.set(at);
    const done = await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('counter')).expect(200);
    return Math.round(done.body.order.order_total * 100);
  }

  it('counts deliveries handed over at 00:40 and 04:30 for the evening before (dayBoundary 05:00), one at 05:10 for the new day', async () => {
    // 21:00 Friday, 00:40, 04:30 and 05:10 Saturday in Berlin (CET, UTC+1).
    cashTotal += await deliver(tomId, '2026-11-20T20:00:00Z');
    cashTotal += await deliver(tomId, '2026-11-20T23:40:00Z');
    cashTotal += await deliver(tomId, '2026-11-21T03:30:00Z');
    const saturdayTotal = await deliver(tomId, '2026-11-21T04:10:00Z');
    await deliver(leaId, '2026-11-20T21:00:00Z');

    const friday = await api().get(`/api/admin/settlements?date=${FRIDAY}`).set(as('counter')).expect(200);
    expect(friday.body.settlements).toEqual([
      expect.objectContaining({ name: 'lea', orders: 1 }),
      { driverId: tomId, name: 'tom', orders: 3, cashDue: cashTotal / 100, cardTotal: 0, paypalTotal: 0, float: null, counted: null, difference: null, closedAt: null },
    ]);
    const saturday = await api().get(`/api/admin/settlements?date=${SATURDAY}`).set(as('owner')).expect(200);
    expect(saturday.body.settlements).toEqual([expect.objectContaining({ driverId: tomId, orders: 1, cashDue: saturdayTotal / 100 })]);
  });

  it('opens on the current service day by the server’s clock and the owner’s day change when no date is asked for', async () => {
    const current = async () => (await api().get('/api/admin/settlements').set(as('counter')).expect(200)).body;
    const setBoundary = (dayBoundary: string) => api().patch('/api/admin/settings').set(as('owner')).send({ serviceDay: { dayBoundary } }).expect(200);
    try {
      // 04:30 Saturday in Berlin: still Friday's service with the day changing at 05:00.
      clock.set('2026-11-21T03:30:00Z');
      const friday = await current();
      expect(friday.date).toBe(FRIDAY);
      expect(friday.settlements).toEqual((await api().get(`/api/admin/settlements?date=${FRIDAY}`).set(as('counter')).expect(200)).body.settlements);
      // With the day changing at 04:00 the same moment is Saturday's.
      await setBoundary('04:00');
      expect((await current()).date).toBe(SATURDAY);
      await setBoundary('05:00');
      clock.set('2026-11-21T04:10:00Z');
      expect((await current()).date).toBe(SATURDAY);
    } finally {
      await setBoundary('05:00');
      clock.set(FRIDAY_EVENING);
    }
  });

  it('closes once: float and counted give the difference, the change log has it, a second close is 409', async () => {
    clock.set('2026-11-21T01:00:00Z');
    const closed = await api()
      .post('/api/admin/settlements')
      .set(as('counter'))
      .send({ driverId: tomId, date: FRIDAY, float: 30, counted: 30 + cashTotal / 100 - 0.5 });
    expect(closed.status).toBe(201);
    expect(closed.body.settlement).toEqual({
      driverId: tomId,
      name: 'tom',
      orders: 3,
      cashDue: cashTotal / 100,
      cardTotal: 0,
      paypalTotal: 0,
      float: 30,
      counted: 30 + cashTotal / 100 - 0.5,
      difference: -0.5,
      closedAt: '2026-11-21T01:00:00.000Z',
    });
    const again = await api().post('/api/admin/settlements').set(as('owner')).send({ driverId: tomId, date: FRIDAY, float: 0, counted: 0 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Die Abrechnung dieses Fahrers für diesen Tag ist bereits abgeschlossen.' });
    const listed = await api().get(`/api/admin/settlements?date=${FRIDAY}`).set(as('counter')).expect(200);
    expect(listed.body.settlements.find((s: { driverId: number }) => s.driverId === tomId)).toEqual(closed.body.settlement);
    const log = await api().get('/api/admin/audit-log').set(as('owner')).expect(200);
    const entry = log.body.entries.find((e: { action: string }) => e.action === 'settlement.close');
    expect(entry).toMatchObject({ actor: 'theke', target: `Fahrerabrechnung tom (${FRIDAY})` });
  });

  it("shows a driver their own figures of the current service day on the phone, open or settled, and nobody else's", async () => {
    const mine = async (who: 'driver' | 'lea') =>
      (
        await api()
          .get('/api/admin/drivers/me/settlement')
          .set(who === 'driver' ? as('driver') : { Authorization: `Bearer ${leaToken}` })
          .expect(200)
      ).body;
    // 04:30 Saturday: still Friday's service day; Tom's Friday is settled (the test before), Lea's open.
    clock.set('2026-11-21T03:30:00Z');
    const tom = await mine('driver');
    expect(tom).toEqual({
      success: true,
      date: FRIDAY,
      settlement: expect.objectContaining({ driverId: tomId, orders: 3, cashDue: cashTotal / 100, difference: -0.5, closedAt: '2026-11-21T01:00:00.000Z' }),
    });
    expect((await mine('lea')).settlement).toMatchObject({ driverId: leaId, name: 'lea', orders: 1, closedAt: null });
    // 05:10: Saturday's service day, one delivery of Tom's so far; a driver without one reads zeros.
    clock.set('2026-11-21T04:10:00Z');
    expect((await mine('driver')).settlement).toMatchObject({ orders: 1, closedAt: null, float: null });
    clock.set('2026-11-21T11:00:00Z');
    expect((await mine('lea')).settlement).toEqual({
      driverId: leaId,
      name: 'lea',
      orders: 0,
      cashDue: 0,
      cardTotal: 0,
      paypalTotal: 0,
      float: null,
      counted: null,
      difference: null,
      closedAt: null,
    });
    clock.set(FRIDAY_EVENING);
    expect((await api().get('/api/admin/drivers/me/settlement').set(as('counter'))).status).toBe(403);
    expect((await api().get('/api/admin/drivers/me/settlement')).status).toBe(401);
  });

  it('of concurrent closes of one driver and day exactly one wins', async () => {
    const tries = await Promise.all(
      Array.from({ length: 6 }, () => api().post('/api/admin/settlements').set(as('counter')).send({ driverId: leaId, date: FRIDAY, float: 20, counted: 45 })),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.dataSource.query('SELECT count(*)::int AS n FROM driver_settlements WHERE driver_id = $1', [leaId]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps a settlement complete: no close of a day not begun or with a delivery still open, no new delivery for a settled driver', async () => {
    const ben = await createStaff(t, 'ben', 'driver');
    const orderId = await confirmedDelivery();
    const assign = (driverId: number | null) => api().put(`/api/admin/orders/${orderId}/driver`).set(as('counter')).send({ driverId });
    const settle = (date: string) => api().post('/api/admin/settlements').set(as('counter')).send({ driverId: ben.id, date, float: 20, counted: 20 });
    await assign(ben.id).expect(200);
    expect((await settle(FRIDAY).expect(409)).body).toEqual({
      success: false,
      message: 'ben hat noch eine offene Lieferung: bitte zuerst zustellen oder einem anderen Fahrer geben.',
    });
    expect((await settle('2026-11-22').expect(409)).body).toEqual({
      success: false,
      message: 'Dieser Tag hat noch nicht begonnen und kann noch nicht abgerechnet werden.',
    });
    await assign(null).expect(200);
    await settle(FRIDAY).expect(201);
    // Ben's cash of the evening is counted: a delivery handed to him now would be missing from it.
    expect((await assign(ben.id).expect(409)).body).toEqual({
      success: false,
      message: 'Die Abrechnung von ben für diesen Tag ist bereits abgeschlossen: bitte einen anderen Fahrer wählen.',
    });
    expect(await t.dataSource.query('SELECT driver_id FROM orders WHERE id = $1', [orderId])).toEqual([{ driver_id: null }]);
  });

  it("counts a driver's cash on the day whose Z report counted it, also after the owner moved the day change", async () => {
    const setBoundary = (dayBoundary: string) => api().patch('/api/admin/settings').set(as('owner')).send({ serviceDay: { dayBoundary } }).expect(200);
    try {
      // Friday's Z report counts up to Saturday 05:00 and keeps that span; tom's delivery of 05:10 is Saturday's.
      clock.set('2026-11-21T05:30:00Z');
      await api().post('/api/admin/day-close').set(as('owner')).send({ date: FRIDAY, countedCash: 0 }).expect(201);
      // With the day changing at 06:00 Saturday alone would begin after 05:10: it begins where Friday's Z report ended.
      await setBoundary('06:00');
      const saturday = await api().get(`/api/admin/settlements?date=${SATURDAY}`).set(as('owner')).expect(200);
      expect(saturday.body.settlements).toEqual([expect.objectContaining({ driverId: tomId, orders: 1 })]);
    } finally {
      await setBoundary('05:00');
      clock.set(FRIDAY_EVENING);
    }
  });

  it('refuses bad bodies in German naming the field, and other roles', async () => {
    const post = (body: object, who: keyof typeof tokens = 'owner') => api().post('/api/admin/settlements').set(as(who)).send(body);
    expect((await post({ driverId: tomId, date: '2026-02-30', float: 0, counted: 0 })).body).toEqual({
      success: false,
      message: 'Datum: bitte im Format JJJJ-MM-TT angeben.',
      field: 'date',
    });
    expect((await post({ driverId: tomId, date: SATURDAY, float: -1, counted: 0 })).body.message).toBe('Wechselgeld: darf nicht negativ sein.');
    expect((await post({ driverId: tomId, date: SATURDAY, float: 0, counted: 1.005 })).body.field).toBe('counted');
    expect((await post({ driverId: 999_999, date: SATURDAY, float: 0, counted: 0 })).status).toBe(400);
    expect((await post({ driverId: 99_999_999_999, date: SATURDAY, float: 0, counted: 0 })).body).toEqual({
      success: false,
      message: 'Fahrer: bitte einen Fahrer wählen.',
      field: 'driverId',
    });
    expect((await api().get('/api/admin/settlements?date=9999-12-31').set(as('owner'))).status).toBe(400);
    expect((await post({ driverId: tomId, date: SATURDAY, float: 0, counted: 0 }, 'kitchen')).status).toBe(403);
    expect((await post({ driverId: tomId, date: SATURDAY, float: 0, counted: 0 }, 'driver')).status).toBe(403);
    expect((await api().post('/api/admin/settlements').send({})).status).toBe(401);
    expect((await api().get('/api/admin/settlements?date=2026-13-01').set(as('owner'))).status).toBe(400);
    expect((await api().get(`/api/admin/settlements?date=${FRIDAY}`).set(as('kitchen'))).status).toBe(403);
    expect((await api().get(`/api/admin/settlements?date=${FRIDAY}`).set(as('driver'))).status).toBe(403);
    expect((await api().get(`/api/admin/settlements?date=${FRIDAY}`)).status).toBe(401);
  });
});
