import { SOCKET_EVENTS, type DeliveriesChange, type SettlementClosed } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { STAFF_BODY_MESSAGES } from '@pizzeria/contract';
import { DELIVERY_ADDRESS, FRIDAY, FRIDAY_EVENING, loadMenu, standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { MovableClock } from '../support/movable-clock';
import { connectSocket, nextEvent } from '../support/sockets';
import { createStaff, STAFF_PASSWORD } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

/** A driver's phone on /driver, with every "deliveries changed" it heard, in order. */
interface Phone {
  socket: Socket;
  heard: number[];
}

async function phone(t: TestApp, token: string): Promise<Phone> {
  const socket = await connectSocket(t.baseUrl, '/driver', { token });
  const heard: number[] = [];
  socket.on(SOCKET_EVENTS.deliveriesChanged, (change: DeliveriesChange) => heard.push(change.orderId));
  return { socket, heard };
}

/** The next change the phone hears, with the order it names. */
const nextChange = (p: Phone) => nextEvent<DeliveriesChange>(p.socket, SOCKET_EVENTS.deliveriesChanged);

describe('drivers: live list on the phone (/driver namespace)', () => {
  let t: TestApp;
  let menu: Menu;
  const tokens = { owner: '', counter: '', tom: '', lea: '' };
  let tomId = 0;
  let leaId = 0;
  const phones: Phone[] = [];

  beforeAll(async () => {
    t = await createTestApp({ clock: new MovableClock(FRIDAY_EVENING), env: { LOGIN_RATE_LIMIT: '100' } });
    menu = await loadMenu(t.baseUrl);
    tokens.owner = await t.login();
    tokens.counter = (await createStaff(t, 'theke', 'counter')).token;
    ({ id: tomId, token: tokens.tom } = await createStaff(t, 'tom', 'driver'));
    ({ id: leaId, token: tokens.lea } = await createStaff(t, 'lea', 'driver'));
  }, 60_000);
  afterAll(async () => {
    for (const p of phones) p.socket.close();
    await t.close();
  });

  const as = (who: keyof typeof tokens) => ({ Authorization: `Bearer ${tokens[who]}` });
  const api = () => request(t.baseUrl);
  const open = async (who: 'tom' | 'lea') => {
    const p = await phone(t, tokens[who]);
    phones.push(p);
    return p;
  };
  async function confirmedDelivery(): Promise<number> {
    const placed = await api()
      .post('/api/orders')
      .send(submission(standardCart(menu), DELIVERY_ADDRESS))
      .expect(201);
    await api().post('/api/admin/orders/confirm').set(as('owner')).send({ orderId: placed.body.orderId, deliveryTime: '19:00' }).expect(200);
    return placed.body.orderId as number;
  }
  const assign = (orderId: number, driverId: number | null) => api().put(`/api/admin/orders/${orderId}/driver`).set(as('counter')).send({ driverId }).expect(200);

  it('lets only drivers in: no token, the counter and the owner are refused', async () => {
    await expect(connectSocket(t.baseUrl, '/driver', {})).rejects.toThrow('Nicht angemeldet oder Sitzung abgelaufen.');
    await expect(connectSocket(t.baseUrl, '/driver', { token: tokens.counter })).rejects.toThrow('Keine Berechtigung.');
    await expect(connectSocket(t.baseUrl, '/driver', { token: tokens.owner })).rejects.toThrow('Keine Berechtigung.');
    // And the board's namespace, which carries every order, still refuses drivers.
    await expect(connectSocket(t.baseUrl, '/admin', { token: tokens.tom })).rejects.toThrow('Keine Berechtigung.');
  });

  it('an assignment reaches only that driver’s phone, not another driver’s', async () => {
    const tom = await open('tom');
    const lea = await open('lea');
    const forTom = await confirmedDelivery();
    const forLea = await confirmedDelivery();

    const tomHears = nextChange(tom);
    await assign(forTom, tomId);
    expect(await tomHears).toEqual({ orderId: forTom });

    // Lea's first change is her own assignment: Tom's never reached her phone.
    const leaHears = nextChange(lea);
    await assign(forLea, leaId);
    expect(await leaHears).toEqual({ orderId: forLea });
    expect(lea.heard).toEqual([forLea]);
    expect(tom.heard).toEqual([forTom]);
    // What the phone then reads is its own list.
    const mine = await api().get('/api/admin/drivers/me/orders').set(as('tom')).expect(200);
    expect(mine.body.orders.map((o: { orderId: number }) => o.orderId)).toEqual([forTom]);

    for (const p of [tom, lea]) p.socket.close();
  });

  it('the kitchen\'s "Fertig" on a delivery tells its driver\'s phone it is ready to take out', async () => {
    const kitchen = (await createStaff(t, 'kueche', 'kitchen')).token;
    const tom = await open('tom');
    const orderId = await confirmedDelivery();
    let tomHears = nextChange(tom);
    await assign(orderId, tomId);
    await tomHears;
    tomHears = nextChange(tom);
    await api()
      .put('/api/admin/orders/status')
      .set({ Authorization: `Bearer ${kitchen}` })
      .send({ orderId, status: 'abgeschlossen' })
      .expect(200);
    expect(await tomHears).toEqual({ orderId });
    const mine = await api().get('/api/admin/drivers/me/orders').set(as('tom')).expect(200);
    expect(mine.body.orders.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({ kitchenReadyAt: FRIDAY_EVENING, dispatchedAt: null });
    tom.socket.close();
  });

  it('a delivery moved to another driver tells both phones; taken off, on its way and handed over tell its driver', async () => {
    const tom = await open('tom');
    const lea = await open('lea');
    const orderId = await confirmedDelivery();
    let tomHears = nextChange(tom);
    await assign(orderId, tomId);
    await tomHears;

    // Lea takes it over: Tom's list loses it, Lea's gains it.
    tomHears = nextChange(tom);
    let leaHears = nextChange(lea);
    await assign(orderId, leaId);
    expect(await tomHears).toEqual({ orderId });
    expect(await leaHears).toEqual({ orderId });

    // Off Lea, back to nobody.
    leaHears = nextChange(lea);
    await assign(orderId, null);
    expect(await leaHears).toEqual({ orderId });

    // Lea gets it again and reports it on its way, then handed over.
    leaHears = nextChange(lea);
    await assign(orderId, leaId);
    await leaHears;
    leaHears = nextChange(lea);
    await api().post(`/api/admin/orders/${orderId}/dispatch`).set(as('lea')).expect(200);
    expect(await leaHears).toEqual({ orderId });
    leaHears = nextChange(lea);
    await api().post(`/api/admin/orders/${orderId}/delivered`).set(as('lea')).expect(200);
    expect(await leaHears).toEqual({ orderId });

    for (const p of [tom, lea]) p.socket.close();
  });

  it("the counter closing a driver's day tells that driver's phone, which reads its figures again, and no other phone", async () => {
    const max = await createStaff(t, 'max', 'driver');
    const maxPhone = await phone(t, max.token);
    phones.push(maxPhone);
    const lea = await open('lea');
    const leaSettled: SettlementClosed[] = [];
    lea.socket.on(SOCKET_EVENTS.settlementClosed, (closed: SettlementClosed) => leaSettled.push(closed));

    const maxHears = nextEvent<SettlementClosed>(maxPhone.socket, SOCKET_EVENTS.settlementClosed);
    await api().post('/api/admin/settlements').set(as('counter')).send({ driverId: max.id, date: FRIDAY, float: 20, counted: 20 }).expect(201);
    expect(await maxHears).toEqual({ date: FRIDAY });
    const day = await api()
      .get('/api/admin/drivers/me/settlement')
      .set({ Authorization: `Bearer ${max.token}` })
      .expect(200);
    expect(day.body.settlement.closedAt).toBe(FRIDAY_EVENING);

    // Lea's phone heard nothing of it: what it hears next, in order on its connection, is its own change.
    const leaHears = nextChange(lea);
    await assign(await confirmedDelivery(), leaId);
    await leaHears;
    expect(leaSettled).toEqual([]);
    for (const p of [maxPhone, lea]) p.socket.close();
  });

  it('a driver changes their own password: German refusal for a wrong one, then their other sessions and phone connection end', async () => {
    const wrong = await api().post('/api/admin/password').set(as('tom')).send({ currentPassword: 'falsch-falsch', newPassword: 'tom-neues-pw-1' }).expect(400);
    expect(wrong.body.message).toBe(STAFF_BODY_MESSAGES.currentPasswordWrong);

    const tom = await open('tom');
    const closed = new Promise<string>((resolve) => tom.socket.once('disconnect', resolve));
    const changed = await api().post('/api/admin/password').set(as('tom')).send({ currentPassword: STAFF_PASSWORD, newPassword: 'tom-neues-pw-1' }).expect(200);
    expect(changed.body.message).toBe('Passwort geändert. Andere Sitzungen wurden beendet.');
    expect(await closed).toBe('io server disconnect');
    await api().get('/api/admin/drivers/me/orders').set(as('tom')).expect(401);
    await api().get('/api/admin/drivers/me/orders').set('Authorization', `Bearer ${changed.body.token}`).expect(200);
    await api().post('/api/admin/login').send({ username: 'tom', password: 'tom-neues-pw-1' }).expect(200);
  });
});
