import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { MovableClock } from './support/movable-clock';
import { OPEN_MONDAY_EVENING, pickupOrder } from './support/orders';
import { settingsSettled } from './support/rules';
import { createTestApp, TestApp } from './support/test-app';

describe('busy mode from the board', () => {
  const clock = new MovableClock(OPEN_MONDAY_EVENING);
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp({ clock });
    token = await shop.login();
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(async () => {
    clock.set(OPEN_MONDAY_EVENING);
    await shop.dataSource.query(`DELETE FROM app_settings WHERE key = 'busy'`);
    await settingsSettled(shop);
  });

  const post = (path: string, body: object) => request(shop.baseUrl).post(`/api/admin/busy-mode/${path}`).set('Authorization', `Bearer ${token}`).send(body);
  const busyStatus = async () => (await request(shop.baseUrl).get('/api/shop-status').expect(200)).body.busy;

  it('adds extra minutes until closing and shows them to customers; they end by themselves', async () => {
    const res = await post('extra', { minutes: 30 });
    expect(res.status).toBe(200);
    // Monday closes at 23:00 Berlin time.
    expect(res.body.busy).toEqual({ extraMinutes: 30, extraUntil: '2026-03-02T22:00:00.000Z', pauses: {} });
    expect(await busyStatus()).toEqual(res.body.busy);
    clock.set('2026-03-02T22:00:00Z');
    expect(await busyStatus()).toEqual({ extraMinutes: 0, extraUntil: null, pauses: {} });
  });

  it('ends at the time staff chose, and writes the change log', async () => {
    await post('extra', { minutes: 15, until: '19:30' }).expect(200);
    const [entry] = await shop.app.get(AuditService).list(1);
    expect(entry).toMatchObject({ actor: 'admin', action: 'busy-mode.update', target: 'Zusatzzeit +15 Min.' });
    clock.set('2026-03-02T18:29:00Z');
    expect((await busyStatus()).extraMinutes).toBe(15);
    clock.set('2026-03-02T18:30:00Z');
    expect((await busyStatus()).extraMinutes).toBe(0);
  });

  it.each([
    [{ minutes: 20 }, 'Bitte +15, +30 oder +45 Minuten wählen.'],
    [{ minutes: '30' }, 'Bitte +15, +30 oder +45 Minuten wählen.'],
    [{ minutes: 30, until: '25:00' }, 'Bitte eine Uhrzeit im Format HH:MM angeben.'],
    [{ minutes: 30, until: '23:30' }, 'Das Ende muss in der Zukunft liegen, spätestens am Ende des Öffnungstages.'],
  ])('refuses %j with a German message and changes nothing', async (body, message) => {
    const res = await post('extra', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await busyStatus()).extraMinutes).toBe(0);
  });

  it('needs a staff token', async () => {
    expect((await request(shop.baseUrl).post('/api/admin/busy-mode/extra').send({ minutes: 15 })).status).toBe(401);
    expect((await request(shop.baseUrl).get('/api/admin/busy-mode')).status).toBe(401);
  });

  it('pauses delivery with a note: delivery orders are refused with it, pickup still works, resuming ends it', async () => {
    const paused = await post('pause', { deliveryMethod: 'lieferung', paused: true, message: 'Unser Fahrer ist krank.' });
    expect(paused.body.busy.pauses.lieferung).toEqual({ until: '2026-03-02T22:00:00.000Z', message: 'Unser Fahrer ist krank.' });
    const delivery = await pickupOrder(shop.baseUrl, { deliveryMethod: 'lieferung', street: 'Hauptstr.', house_number: '1', postalCode: '35410', city: 'Weidenfeld' });
    const refused = await request(shop.baseUrl)
      .post('/api/orders')
      .send({ ...delivery, totalPriceShoppingCart: 30, cartItems: Array(10).fill(delivery.cartItems[0]) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: 'Unser Fahrer ist krank.' });
    expect(
      (
        await request(shop.baseUrl)
          .post('/api/orders')
          .send(await pickupOrder(shop.baseUrl))
      ).status,
    ).toBe(201);
    await post('pause', { deliveryMethod: 'lieferung', paused: false }).expect(200);
    expect((await busyStatus()).pauses).toEqual({});
  });

  it('moves the earliest time customers may choose today by the extra minutes', async () => {
    await post('extra', { minutes: 45 }).expect(200);
    const early = await request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl, { desiredDeliveryTime: '18:30' }));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    expect(
      (
        await request(shop.baseUrl)
          .post('/api/orders')
          .send(await pickupOrder(shop.baseUrl, { desiredDeliveryTime: '19:00' }))
      ).status,
    ).toBe(201);
  });

  it('adds the extra minutes to the ETA staff confirm', async () => {
    const placed = await request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl))
      .expect(201);
    await post('extra', { minutes: 15 }).expect(200);
    await request(shop.baseUrl)
      .post('/api/admin/orders/confirm')
      .set('Authorization', `Bearer ${token}`)
      .send({ orderId: placed.body.orderId, deliveryTime: '30 Min.' })
      .expect(200);
    const details = await request(shop.baseUrl).get(`/api/orders/${placed.body.orderId}/token/${placed.body.token}`).expect(200);
    // 18:00 Berlin + 30 + 15 minutes.
    expect(details.body.order.estimated_at).toBe('2026-03-02T17:45:00.000Z');
  });
});
