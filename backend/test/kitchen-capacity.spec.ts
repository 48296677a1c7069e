import request from 'supertest';
import { AppSettingsStore } from '../src/settings/app-settings.store';
import { OPEN_MONDAY_EVENING, pickupOrder } from './support/orders';
import { createTestApp, TestApp } from './support/test-app';

describe('kitchen capacity per 15-minute slot', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp({ now: OPEN_MONDAY_EVENING });
    token = await shop.login();
  });
  afterAll(async () => {
    await shop.close();
  });

  const setCapacity = (maxOrdersPerSlot: number | null, maxPizzasPerSlot: number | null) =>
    shop.dataSource.transaction((manager) => shop.app.get(AppSettingsStore).set(manager, 'capacity', { maxOrdersPerSlot, maxPizzasPerSlot }));
  const slots = async (date = '2026-03-02') => (await request(shop.baseUrl).get(`/api/slots?date=${date}&deliveryMethod=abholung`).expect(200)).body;
  const place = async (overrides: object) =>
    request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl, overrides));

  it('is off by default: every slot is offered and "as soon as possible" lands after the usual pickup time', async () => {
    // 18:00 + 20 minutes pickup → the 18:30 quarter.
    expect(await slots()).toEqual({ success: true, fullSlots: [], asap: { date: '2026-03-02', time: '18:30' }, asapMoved: false });
  });

  it('takes a rush of more concurrent orders than the pool has connections, each stored once, with and without a slot limit', async () => {
    for (const limit of [null, 100]) {
      await setCapacity(limit, null);
      const email = `ansturm-${limit ?? 'frei'}@example.de`;
      const order = await pickupOrder(shop.baseUrl, { email });
      const results = await Promise.all(Array.from({ length: 40 }, () => request(shop.baseUrl).post('/api/orders').send(order)));
      expect(results.map((res) => res.status)).toEqual(Array(40).fill(201));
      const [{ count }] = await shop.dataSource.query('SELECT count(*)::int AS count FROM orders WHERE email = $1', [email]);
      expect(count).toBe(40);
      // The rush would fill the slots the next tests count.
      await shop.dataSource.query(`UPDATE orders SET status = 'storniert' WHERE email = $1`, [email]);
    }
    await setCapacity(null, null);
  }, 60_000);

  it('never overbooks a slot under concurrent orders, and a cancelled order frees its place', async () => {
    await setCapacity(2, null);
    const results = await Promise.all(Array.from({ length: 6 }, () => place({ desiredDeliveryTime: '19:00' })));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = results.find((res) => res.status === 409)!;
    expect(refused.body).toEqual({ success: false, message: 'Dieses Zeitfenster ist leider ausgebucht. Bitte wählen Sie eine andere Uhrzeit.' });
    expect((await slots()).fullSlots).toEqual(['19:00']);

    const accepted = results.find((res) => res.status === 201)!;
    await request(shop.baseUrl)
      .put('/api/admin/orders/status')
      .set('Authorization', `Bearer ${token}`)
      .send({ orderId: accepted.body.orderId, status: 'storniert' })
      .expect(200);
    expect((await slots()).fullSlots).toEqual([]);
    expect((await place({ desiredDeliveryTime: '19:00' })).status).toBe(201);
  });

  it('moves "as soon as possible" to the first slot with room, and says so before ordering', async () => {
    await setCapacity(1, null);
    await shop.dataSource.query('DELETE FROM order_kitchen_slots');
    expect((await place({})).status).toBe(201);
    expect(await slots()).toMatchObject({ fullSlots: ['18:30'], asap: { time: '18:45' }, asapMoved: true });
    expect((await place({})).status).toBe(201);
    const [planned] = await shop.dataSource.query('SELECT slot_time FROM order_kitchen_slots ORDER BY order_id DESC LIMIT 1');
    expect(planned.slot_time).toBe('18:45');
  });

  it('counts pizzas: a drinks-only order still fits where the oven is full', async () => {
    await setCapacity(null, 2);
    await shop.dataSource.query('DELETE FROM order_kitchen_slots');
    const menu = (await request(shop.baseUrl).get('/api/products').expect(200)).body as { productsID: number; category_id: number }[];
    const pizza = menu.find((p) => p.category_id === 2)!;
    const variants = (await request(shop.baseUrl).get('/api/productVariants').expect(200)).body as {
      product_id: number;
      product_variantsID: number;
      variant_name: string;
      price: number;
    }[];
    const variant = variants.find((v) => v.product_id === pizza.productsID)!;
    const line = {
      productID: pizza.productsID,
      productName: 'Pizza',
      quantity: 3,
      variantID: variant.product_variantsID,
      variantPrice: variant.price,
      variantName: variant.variant_name,
      extras: [],
      dip: [],
      dressing: '',
      totalPrice: Math.round(variant.price * 300) / 100,
      category_id: 2,
    };
    const threePizzas = await place({ desiredDeliveryTime: '20:00', cartItems: [line], totalPriceShoppingCart: line.totalPrice });
    expect(threePizzas.status).toBe(409);
    expect(threePizzas.body.message).toBe('Dieses Zeitfenster ist leider ausgebucht. Bitte wählen Sie eine andere Uhrzeit.');
    await setCapacity(null, 3);
    expect((await place({ desiredDeliveryTime: '20:15', cartItems: [line], totalPriceShoppingCart: line.totalPrice })).status).toBe(201);
    expect((await place({ desiredDeliveryTime: '20:00' })).status).toBe(201);
  });

  it('counts what the owner marks: pizzas stop counting once their category is unmarked, drinks count once marked', async () => {
    const patchCategory = (id: number, countsForKitchenCapacity: boolean) =>
      request(shop.baseUrl).patch(`/api/admin/categories/${id}`).set('Authorization', `Bearer ${token}`).send({ countsForKitchenCapacity }).expect(200);
    await setCapacity(null, 1);
    await shop.dataSource.query('DELETE FROM order_kitchen_slots');
    const menu = (await request(shop.baseUrl).get('/api/products').expect(200)).body as {
      productsID: number;
      category_id: number;
      normal_size_price: number;
      productsName: string;
    }[];
    const variants = (await request(shop.baseUrl).get('/api/productVariants').expect(200)).body as {
      product_id: number;
      product_variantsID: number;
      variant_name: string;
      price: number;
    }[];
    const pizza = menu.find((p) => p.category_id === 2)!;
    const variant = variants.find((v) => v.product_id === pizza.productsID)!;
    const pizzas = {
      productID: pizza.productsID,
      productName: pizza.productsName,
      quantity: 2,
      variantID: variant.product_variantsID,
      variantPrice: variant.price,
      variantName: variant.variant_name,
      extras: [],
      dip: [],
      dressing: '',
      totalPrice: Math.round(variant.price * 200) / 100,
      category_id: 2,
    };
    const orderOf = (line: { totalPrice: number }, time: string) => place({ desiredDeliveryTime: time, cartItems: [line], totalPriceShoppingCart: line.totalPrice });
    try {
      expect((await orderOf(pizzas, '21:00')).status).toBe(409);
      await patchCategory(2, false);
      expect((await orderOf(pizzas, '21:00')).status).toBe(201);
      const [planned] = await shop.dataSource.query(`SELECT pizzas FROM order_kitchen_slots WHERE slot_time = '21:00'`);
      expect(planned.pizzas).toBe(0);

      await patchCategory(7, true);
      const drink = menu.find((p) => p.category_id === 7)!;
      const drinks = {
        ...pizzas,
        productID: drink.productsID,
        productName: drink.productsName,
        variantID: null,
        variantPrice: drink.normal_size_price,
        variantName: 'Standard',
        totalPrice: Math.round(drink.normal_size_price * 200) / 100,
        category_id: 7,
      };
      expect((await orderOf(drinks, '21:15')).status).toBe(409);
    } finally {
      await patchCategory(2, true);
      await patchCategory(7, false);
    }
  });

  it('refuses a malformed date with a German message', async () => {
    const res = await request(shop.baseUrl).get('/api/slots?date=morgen');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Bitte wählen Sie ein gültiges Datum.' });
  });
});
