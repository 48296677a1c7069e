import { cartDepositCents, cartSubtotalCents, fromCents, type CartItem } from '@pizzeria/domain';
import request from 'supertest';
import { DELIVERY_ADDRESS, line, submission, type Menu } from '../src/orders/testing/order-fixtures';
import type { FakePaypal } from '../../tools/fake-paypal/fake-paypal-server';
import type { FakeSmtp } from '../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from './support/order-shop';
import { orderCount } from './support/orders';
import type { TestApp } from './support/test-app';

const MARGHERITA = 7;
/** Seeded with the single-use deposit: 3,00 € plus 0,25 € Pfand. */
const RED_BULL = 76;

/**
 * 2 × Margherita with Extra Käse (18,00 €, 7 %) and 2 × Red Bull (6,00 €, 19 %, 0,50 € Pfand),
 * delivered to Weidenfeld at a fee of 2,50 €: 27,00 € in all.
 */
const cart = (menu: Menu): CartItem[] => [line(menu, MARGHERITA, { quantity: 2, extras: ['Extra Käse'] }), line(menu, RED_BULL, { quantity: 2 })];

describe('deposit (Pfand) per product and delivery fee per zone, priced by the server', () => {
  let t: TestApp;
  let menu: Menu;
  let paypal: FakePaypal;
  let smtp: FakeSmtp;
  let owner: string;
  let weidenfeldId: number;
  const api = () => request(t.baseUrl);
  const admin = (r: request.Test) => r.set('Authorization', `Bearer ${owner}`);

  beforeAll(async () => {
    ({ t, menu, paypal, smtp } = await startOrderShop({ paypal: true, mail: true }));
    owner = await t.login();
    const zones = (await admin(api().get('/api/admin/locations')).expect(200)).body as { id: number; loc_name: string }[];
    weidenfeldId = zones.find((z) => z.loc_name === 'Weidenfeld')!.id;
  });
  afterAll(() => t.close());

  it('the menu shows the seeded deposit of cans and single-use bottles, and a cart line carries it per unit', async () => {
    const products = (await api().get('/api/products').expect(200)).body as { productsID: number; deposit?: number }[];
    expect(products.filter((p) => p.deposit !== undefined).map((p) => [p.productsID, p.deposit])).toEqual([
      [74, 0.25],
      [75, 0.25],
      [76, 0.25],
    ]);
    expect(line(menu, RED_BULL, { quantity: 2 })).toMatchObject({ deposit: 0.25, quantity: 2, totalPrice: 6 });
    expect(cartDepositCents(cart(menu))).toBe(50);
  });

  it.each([
    ['products', RED_BULL, { deposit: 10.01 }, 'Das Pfand je Stück muss zwischen 0,00 € und 10,00 € liegen.'],
    ['products', RED_BULL, { deposit: 0.255 }, 'Das Pfand je Stück muss zwischen 0,00 € und 10,00 € liegen.'],
    ['products', RED_BULL, { deposit: '0,25' }, 'Das Pfand je Stück muss zwischen 0,00 € und 10,00 € liegen.'],
    ['locations', 'Weidenfeld', { deliveryFee: 50.01 }, 'Die Liefergebühr muss zwischen 0,00 € und 50,00 € liegen.'],
    ['locations', 'Weidenfeld', { deliveryFee: -1 }, 'Die Liefergebühr muss zwischen 0,00 € und 50,00 € liegen.'],
  ])('the back office refuses %s %s %j with a German 400', async (kind, id, body, message) => {
    const target = id === 'Weidenfeld' ? weidenfeldId : id;
    await admin(api().patch(`/api/admin/${kind}/${target}`))
      .send(body)
      .expect(400, { success: false, message, field: Object.keys(body)[0] });
  });

  describe('with a delivery fee of 2,50 € for Weidenfeld', () => {
    beforeAll(async () => {
      const res = await admin(api().patch(`/api/admin/locations/${weidenfeldId}`))
        .send({ deliveryFee: 2.5 })
        .expect(200);
      expect(res.body).toMatchObject({ loc_name: 'Weidenfeld', deliveryFee: 2.5 });
    });

    it('GET /api/locations offers the fee at once, the other zones stay free', async () => {
      const zones = (await api().get('/api/locations').expect(200)).body as { loc_name: string; deliveryFee: number }[];
      expect(zones.find((z) => z.loc_name === 'Weidenfeld')?.deliveryFee).toBe(2.5);
      expect(zones.filter((z) => z.loc_name !== 'Weidenfeld').every((z) => z.deliveryFee === 0)).toBe(true);
    });

    it('the checkout check names goods, deposit and fee in its figures', async () => {
      const res = await api()
        .post('/api/checkout/validate')
        .send({ cartItems: cart(menu), totalPriceShoppingCart: 27, discountAmount: 0, deliveryMethod: 'lieferung', postalCode: '35410', city: 'Weidenfeld' })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: 'OK', totalPriceShoppingCart: 27, discountAmount: 0, finalTotal: 27, deposit: 0.5, deliveryFee: 2.5 });
    });

    it.each([
      ['the goods only', 24],
      ['goods and deposit, no fee', 24.5],
      ['goods and fee, no deposit', 26.5],
    ])('refuses a total of %s (%s €) with 409, the server figures and nothing stored', async (_what, sent) => {
      const before = await orderCount(t.dataSource);
      const body = submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: sent });
      const res = await api().post('/api/orders').send(body).expect(409);
      expect(res.body).toMatchObject({ success: false, totalPriceShoppingCart: 27, finalTotal: 27, deposit: 0.5, deliveryFee: 2.5 });
      expect(await orderCount(t.dataSource)).toBe(before);
    });

    it('stores deposit and fee with the order, its lines and its VAT, and shows them to the customer', async () => {
      const items = cart(menu);
      expect(fromCents(cartSubtotalCents(items))).toBe(24);
      const placed = (
        await api()
          .post('/api/orders')
          .send(submission(items, { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 27 }))
          .expect(201)
      ).body;
      const [row] = await t.dataSource.query('SELECT subtotal_cents, deposit_cents, delivery_fee_cents, total_cents FROM orders WHERE id = $1', [placed.orderId]);
      expect(row).toEqual({ subtotal_cents: 2400, deposit_cents: 50, delivery_fee_cents: 250, total_cents: 2700 });
      const lines = await t.dataSource.query('SELECT product_id, quantity, total_cents, deposit_cents, vat_rate FROM order_items WHERE order_id = $1 ORDER BY position', [
        placed.orderId,
      ]);
      expect(lines).toEqual([
        { product_id: MARGHERITA, quantity: 2, total_cents: 1800, deposit_cents: 0, vat_rate: 7 },
        { product_id: RED_BULL, quantity: 2, total_cents: 600, deposit_cents: 25, vat_rate: 19 },
      ]);
      const { order } = (await api().get(`/api/orders/${placed.orderId}/token/${placed.token}`).expect(200)).body;
      expect(order).toMatchObject({ order_total: 27, subtotal: 24, deposit: 0.5, deliveryFee: 2.5 });
      expect(order.product_details[1]).toMatchObject({ productID: RED_BULL, deposit: 0.25 });
      // The deposit at the drink's 19 %; the fee, a side service of the delivery, split 18 : 6 over the goods' rates
      // (1,87 € / 0,63 €, the odd cent to the higher rate): 18,00 + 1,87 = 19,87 € at 7 %, 6,00 + 0,50 + 0,63 = 7,13 € at 19 %.
      expect(order.vat).toEqual([
        { rate: 7, gross: 19.87, net: 18.57, vat: 1.3 },
        { rate: 19, gross: 7.13, net: 5.99, vat: 1.14 },
      ]);

      // Confirmed, it is revenue: the overview's VAT per rate holds deposit and fee the same way.
      await admin(api().post('/api/admin/orders/confirm')).send({ orderId: placed.orderId, deliveryTime: '30 Min.' }).expect(200);
      const overview = (await admin(api().get('/api/admin/ordersOverview?dateFilter=total')).expect(200)).body;
      expect(overview.totalRevenue).toBe(27);
      expect(overview.vat).toEqual([
        { rate: 7, gross: 19.87, net: 18.57, vat: 1.3 },
        { rate: 19, gross: 7.13, net: 5.99, vat: 1.14 },
      ]);
    });

    it('the mail lists deposit and fee; PayPal is asked for the total with the deposit as an item and the fee as shipping', async () => {
      const body = submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 27, email: 'pfand@example.com' });
      await api().post('/api/orders').send(body).expect(201);
      const mail = await smtp.waitForMail((m) => m.to.includes('pfand@example.com'));
      expect(mail.text).toMatch(/Zwischensumme: 24,00\s€\r?\nPfand: 0,50\s€\r?\nLiefergebühr: 2,50\s€\r?\nGesamt: 27,00\s€/);

      const created = await api()
        .post('/api/orders/paypal')
        .set('Idempotency-Key', 'attempt-pfand-and-fee-1')
        .send({ ...submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 27, paymentMethod: 'paypal' }), finalTotal: 27 })
        .expect(201);
      const unit = paypal.orders.get(created.body.id).purchase_units[0];
      expect(unit.amount).toEqual({
        currency_code: 'EUR',
        value: '27.00',
        breakdown: { item_total: { currency_code: 'EUR', value: '24.50' }, shipping: { currency_code: 'EUR', value: '2.50' } },
      });
      expect(unit.items.at(-1)).toMatchObject({ name: 'Pfand', quantity: '1', unit_amount: { value: '0.50' } });
    });

    it('a voucher lowers the goods only: deposit and fee stay whole', async () => {
      // PIZZA10: 10 % of the goods (24,00 €) = 2,40 €.
      const body = submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 27, discountCode: 'PIZZA10', discountAmount: 2.4 });
      const placed = (await api().post('/api/orders').send(body).expect(201)).body;
      const { order } = (await api().get(`/api/orders/${placed.orderId}/token/${placed.token}`).expect(200)).body;
      expect(order).toMatchObject({ order_total: 24.6, discountAmount: 2.4, deposit: 0.5, deliveryFee: 2.5 });
      expect(order.vat.reduce((sum: number, part: { gross: number }) => sum + Math.round(part.gross * 100), 0)).toBe(2460);
    });

    it('pickup pays no fee, only the deposit', async () => {
      const placed = (
        await api()
          .post('/api/orders')
          .send(submission(cart(menu), { totalPriceShoppingCart: 24.5 }))
          .expect(201)
      ).body;
      const { order } = (await api().get(`/api/orders/${placed.orderId}/token/${placed.token}`).expect(200)).body;
      expect(order).toMatchObject({ order_total: 24.5, deposit: 0.5, deliveryFee: 0 });
    });

    it('a changed fee counts for the next order at once', async () => {
      await admin(api().patch(`/api/admin/locations/${weidenfeldId}`))
        .send({ deliveryFee: 0 })
        .expect(200);
      await api()
        .post('/api/orders')
        .send(submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 27 }))
        .expect(409);
      await api()
        .post('/api/orders')
        .send(submission(cart(menu), { ...DELIVERY_ADDRESS, totalPriceShoppingCart: 24.5 }))
        .expect(201);
    });
  });
});
