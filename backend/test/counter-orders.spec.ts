import { COUNTER_MESSAGES, type OrderRecord } from '@pizzeria/domain';
import request from 'supertest';
import { startOrderShop } from './support/order-shop';
import { createStaff } from './support/staff';
import type { TestApp } from './support/test-app';
import { COLA, DELIVERY_ADDRESS, FRIDAY, TUESDAY, counterOrder, line, standardCart, submission, type Menu } from '../src/orders/testing/order-fixtures';

describe('POST /api/admin/orders (orders taken by phone or at the counter)', () => {
  let t: TestApp;
  let menu: Menu;
  let owner: string;
  let counter: string;
  let kitchen: string;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop({ mail: true, env: { PRINTER_URL: 'tcp://127.0.0.1:9' } }));
    owner = await t.login();
    counter = (await createStaff(t, 'theke1', 'counter')).token;
    kitchen = (await createStaff(t, 'kueche1', 'kitchen')).token;
  }, 60_000);
  afterAll(() => t.close());

  const enter = (token: string | null, body: object) => {
    const call = request(t.baseUrl).post('/api/admin/orders');
    return token ? call.set('Authorization', `Bearer ${token}`).send(body) : call.send(body);
  };
  const row = async (id: number) => (await t.dataSource.query('SELECT * FROM orders WHERE id = $1', [id]))[0];
  const orderCount = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM orders'))[0].n as number;
  const patchSettings = (body: object) => request(t.baseUrl).patch('/api/admin/settings').set('Authorization', `Bearer ${owner}`).send(body).expect(200);

  it('needs a token (401) and the owner or counter role (kitchen 403); nothing is stored', async () => {
    const before = await orderCount();
    const none = await enter(null, counterOrder(standardCart(menu)));
    expect(none.status).toBe(401);
    const kitchenCall = await enter(kitchen, counterOrder(standardCart(menu)));
    expect(kitchenCall.status).toBe(403);
    expect(kitchenCall.body.success).toBe(false);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['owner', () => owner],
    ['counter', () => counter],
  ])('%s: stores the order confirmed with its ETA, channel and payment, names who took it, shows it on the board', async (_role, token) => {
    const res = await enter(token(), counterOrder(standardCart(menu), { channel: 'vor-ort', paymentMethod: 'card', deliveryTime: '30 Min.' })).expect(201);
    expect(res.body).toMatchObject({ success: true, orderId: expect.any(Number), token: expect.any(String) });
    const stored = await row(res.body.orderId);
    expect(stored).toMatchObject({ status: 'bestätigt', channel: 'vor-ort', payment_method: 'card', payment_status: 'karte', delivery_time: '30 Min.' });
    // The fixed clock stands at 18:30; the minutes count from the customer's later 19:00.
    expect(stored.estimated_at.toISOString()).toBe('2026-11-20T18:30:00.000Z');
    const history = await request(t.baseUrl).get(`/api/admin/orders/${res.body.orderId}/history`).set('Authorization', `Bearer ${owner}`).expect(200);
    expect(history.body.history[0]).toMatchObject({ action: 'confirm', from: null, to: 'bestätigt', actor: token() === owner ? 'admin' : 'theke1' });
    const board = await request(t.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${kitchen}`).expect(200);
    const onBoard = board.body.orders['bestätigt'].find((o: OrderRecord) => o.order_id === res.body.orderId);
    expect(onBoard).toMatchObject({ channel: 'vor-ort', paymentMethod: 'card', waiveMinimum: false, overbook: false });
  });

  it('honours an Idempotency-Key: the same key twice (also at once) stores one order and answers it both times', async () => {
    const before = await orderCount();
    const body = counterOrder(standardCart(menu), { channel: 'vor-ort' });
    const withKey = (key: string) => enter(counter, body).set('Idempotency-Key', key);
    const first = await withKey('entry-attempt-1').expect(201);
    const again = await withKey('entry-attempt-1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);

    // A double submit: both requests arrive together, one order is stored, both get its answer.
    const [a, b] = await Promise.all([withKey('entry-attempt-2'), withKey('entry-attempt-2')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderId).toBe(b.body.orderId);
    expect(a.body.orderId).not.toBe(first.body.orderId);
    expect(await orderCount()).toBe(before + 2);

    // The key of another order is refused, as online; a new key is a new order.
    const other = await enter(counter, counterOrder(standardCart(menu), { channel: 'telefon' })).set('Idempotency-Key', 'entry-attempt-1');
    expect(other.status).toBe(422);
    await enter(counter, body).set('Idempotency-Key', 'bad key with spaces').expect(400);
    expect(await orderCount()).toBe(before + 2);
  });

  it('is priced by the server: a wrong cart sum is 409 and nothing is stored', async () => {
    const before = await orderCount();
    const res = await enter(counter, counterOrder(standardCart(menu), { totalPriceShoppingCart: 5 }));
    expect(res.status).toBe(409);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a broken body with a German message naming the field', async () => {
    const res = await enter(counter, counterOrder(standardCart(menu), { channel: 'online' })).expect(400);
    expect(res.body).toMatchObject({ success: false, message: COUNTER_MESSAGES.channel, field: 'channel' });
    const paypal = await enter(counter, counterOrder(standardCart(menu), { paymentMethod: 'paypal' })).expect(400);
    expect(paypal.body.field).toBe('paymentMethod');
    const noStreet = await enter(counter, counterOrder(standardCart(menu), { ...DELIVERY_ADDRESS, street: '' })).expect(400);
    expect(noStreet.body).toMatchObject({ message: 'Straße: für die Lieferung bitte angeben.', field: 'street' });
  });

  it('online customers still cannot pay by card', async () => {
    const res = await request(t.baseUrl)
      .post('/api/orders')
      .send(submission(standardCart(menu), { paymentMethod: 'card' as 'cash' }));
    expect(res.status).toBe(400);
  });

  it('applies the zone and its minimum, which staff may waive (recorded on the order)', async () => {
    const unknown = await enter(counter, counterOrder(standardCart(menu), { ...DELIVERY_ADDRESS, postalCode: '99999', city: 'Nirgendwo' }));
    expect(unknown.status).toBe(400);
    const small = [line(menu, COLA)];
    const below = await enter(counter, counterOrder(small, DELIVERY_ADDRESS)).expect(400);
    expect(below.body.message).toBe(COUNTER_MESSAGES.belowMinimum('12,00\u00a0€'));
    const waived = await enter(counter, counterOrder(small, { ...DELIVERY_ADDRESS, waiveMinimum: true })).expect(201);
    expect(await row(waived.body.orderId)).toMatchObject({ waive_minimum: true, delivery_method: 'lieferung', street: 'Lindenweg' });
  });

  it('skips the online-only guards (shop switch off) but keeps closed days and the time grid', async () => {
    await request(t.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${owner}`).send({ isShopLive: 0, preordersEnabled: 0 }).expect(200);
    try {
      await enter(counter, counterOrder(standardCart(menu))).expect(201);
      expect(
        (
          await request(t.baseUrl)
            .post('/api/orders')
            .send(submission(standardCart(menu)))
        ).status,
      ).toBe(409);
    } finally {
      await request(t.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${owner}`).send({ isShopLive: 1, preordersEnabled: 0 }).expect(200);
    }
    const tuesday = await enter(counter, counterOrder(standardCart(menu), { desiredDeliveryDate: TUESDAY }));
    expect(tuesday.status).toBe(400);
    const offGrid = await enter(counter, counterOrder(standardCart(menu), { desiredDeliveryTime: '19:07', deliveryTime: '30 Min.' }));
    expect(offGrid.status).toBe(400);
  });

  it('counts in kitchen capacity: a full slot is 409 unless staff overbook (recorded on the order)', async () => {
    await patchSettings({ capacity: { maxOrdersPerSlot: 1, maxPizzasPerSlot: null } });
    try {
      const slot = { desiredDeliveryTime: '21:00', deliveryTime: '21:00' };
      await enter(counter, counterOrder(standardCart(menu), slot)).expect(201);
      const full = await enter(counter, counterOrder(standardCart(menu), slot)).expect(409);
      expect(full.body.message).toBe(COUNTER_MESSAGES.slotFull);
      const overbooked = await enter(counter, counterOrder(standardCart(menu), { ...slot, overbook: true })).expect(201);
      expect(await row(overbooked.body.orderId)).toMatchObject({ overbook: true });
      // The online checkout sees the slot as full, counter orders included.
      const slots = await request(t.baseUrl).get(`/api/slots?date=${FRIDAY}&deliveryMethod=abholung`).expect(200);
      expect(slots.body.fullSlots).toContain('21:00');
    } finally {
      await patchSettings({ capacity: { maxOrdersPerSlot: null, maxPizzasPerSlot: null } });
    }
  });

  it('mails the customer only when an e-mail was given, and prints like any order', async () => {
    await patchSettings({ printing: { autoPrint: 'on-accept', copies: 1 } });
    const jobs = async (id: number) =>
      (await t.dataSource.query(`SELECT kind, dedupe_key FROM outbox_jobs WHERE order_id = $1 ORDER BY id`, [id])) as { kind: string; dedupe_key: string }[];
    const silent = await enter(counter, counterOrder(standardCart(menu))).expect(201);
    expect((await jobs(silent.body.orderId)).map((j) => j.kind)).toEqual(['print']);
    const mailed = await enter(counter, counterOrder(standardCart(menu), { email: 'gast@example.com' })).expect(201);
    expect((await jobs(mailed.body.orderId)).map((j) => j.dedupe_key).sort()).toEqual([
      `mail:order-confirmed:${mailed.body.orderId}`,
      `print:auto:${mailed.body.orderId}`,
    ]);
  });
});
