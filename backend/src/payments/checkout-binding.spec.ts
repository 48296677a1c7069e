import request from 'supertest';
import type { FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';
import { PaymentsService } from './payments.service';

/**
 * One checkout, one order: the cash button and the PayPal buttons of one checkout send the same
 * Checkout-Id, and whichever stores its order first is the order of that checkout.
 */
describe('Cash and PayPal of one checkout (Checkout-Id)', () => {
  let t: TestApp;
  let paypal: FakePaypal;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, paypal, menu } = await startOrderShop({ paypal: true }));
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  let seq = 0;
  /** A fresh checkout: its own id, and its own customer so the open-orders limit never interferes. */
  const newCheckout = () => {
    seq += 1;
    return { id: `checkout-${seq}-7b1e4c2a9d3f4e6b`, email: `kasse-${seq}@example.com` };
  };
  type Checkout = ReturnType<typeof newCheckout>;
  const cash = (c: Checkout, key = `cash-${c.id}`) =>
    api()
      .post('/api/orders')
      .set('Idempotency-Key', key)
      .set('Checkout-Id', c.id)
      .send(submission(standardCart(menu), { email: c.email }));
  const createPaypal = (c: Checkout) => {
    const body = submission(standardCart(menu), { email: c.email, paymentMethod: 'paypal' });
    return api()
      .post('/api/orders/paypal')
      .set('Idempotency-Key', `paypal-${c.id}`)
      .set('Checkout-Id', c.id)
      .send({ ...body, finalTotal: body.totalPriceShoppingCart });
  };
  const capture = (c: Checkout, paypalOrderId: string) => api().post(`/api/orders/${paypalOrderId}/capture`).set('Idempotency-Key', `paypal-${c.id}`).send({});
  /** The orders of a customer that count (stored for cash or paid), whatever else was attempted. */
  const countedOrders = async (c: Checkout): Promise<{ id: number; payment_method: string }[]> =>
    t.dataSource.query(`SELECT id, payment_method FROM orders WHERE email = $1 AND payment_status <> 'offen' ORDER BY id`, [c.email]);

  it('a cash tap after the PayPal payment went through returns the PayPal order instead of storing another', async () => {
    const c = newCheckout();
    const paypalOrderId = (await createPaypal(c).expect(201)).body.id as string;
    const paid = (await capture(c, paypalOrderId).expect(201)).body;

    const tap = await cash(c).expect(200);
    expect(tap.body).toMatchObject({ success: true, orderId: paid.orderId, token: paid.token });
    expect(await countedOrders(c)).toEqual([{ id: paid.orderId, payment_method: 'paypal' }]);
  });

  it('a PayPal payment after the cash order of the same checkout is refused with that order, and PayPal is never asked', async () => {
    const c = newCheckout();
    const stored = (await cash(c).expect(201)).body;
    const paypalOrdersBefore = paypal.orders.size;

    const refused = await createPaypal(c).expect(409);
    expect(refused.body).toEqual({
      success: false,
      message: 'Für diesen Einkauf wurde bereits eine Bestellung aufgegeben. Es wurde nichts ein zweites Mal bestellt oder abgebucht.',
      orderId: stored.orderId,
      token: stored.token,
    });
    expect(paypal.orders.size).toBe(paypalOrdersBefore);
    expect(await countedOrders(c)).toEqual([{ id: stored.orderId, payment_method: 'cash' }]);
  });

  it('a PayPal window approved after the cash order went in is not captured: no money taken, the cash order answers', async () => {
    const c = newCheckout();
    const paypalOrderId = (await createPaypal(c).expect(201)).body.id as string;
    const stored = (await cash(c).expect(201)).body;

    const refused = await capture(c, paypalOrderId).expect(409);
    expect(refused.body).toMatchObject({ success: false, orderId: stored.orderId, token: stored.token });
    expect(paypal.orders.get(paypalOrderId).status).not.toBe('COMPLETED');
    expect(await countedOrders(c)).toEqual([{ id: stored.orderId, payment_method: 'cash' }]);
  });

  it('cash and PayPal capture sent at the same moment store one order, in either order of arrival', async () => {
    for (let round = 0; round < 6; round++) {
      const c = newCheckout();
      const paypalOrderId = (await createPaypal(c).expect(201)).body.id as string;
      // Sent in turns in both orders; which one the database sees first is up to the race.
      const [captured, tapped] =
        round % 2 ? await Promise.all([capture(c, paypalOrderId), cash(c)]) : (await Promise.all([cash(c), capture(c, paypalOrderId)])).reverse();
      const counted = await countedOrders(c);
      expect(counted).toHaveLength(1);
      const [order] = counted;
      const charged = paypal.orders.get(paypalOrderId).status === 'COMPLETED';
      // Money is taken exactly when the stored order is the PayPal one.
      expect(charged).toBe(order.payment_method === 'paypal');
      for (const res of [captured, tapped]) {
        if (res.status === 409) expect(res.body.message).toMatch(/bereits eine Bestellung|wird gerade abgeschlossen/);
        else expect(res.body.orderId).toBe(order.id);
      }
    }
  });

  it('two cash taps of one checkout with different keys (the customer changed the time in between) store one order', async () => {
    const c = newCheckout();
    const [first, second] = await Promise.all([cash(c, `a-${c.id}`), cash(c, `b-${c.id}`)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.orderId).toBe(second.body.orderId);
    expect(await countedOrders(c)).toHaveLength(1);
  });

  it('the reconciler does not take the money of an approved PayPal window whose checkout was paid in cash meanwhile', async () => {
    const c = newCheckout();
    const paypalOrderId = (await createPaypal(c).expect(201)).body.id as string;
    paypal.approve(paypalOrderId);
    const stored = (await cash(c).expect(201)).body;

    await expect(t.app.get(PaymentsService).settle(paypalOrderId)).resolves.toBeNull();
    expect(paypal.orders.get(paypalOrderId).status).not.toBe('COMPLETED');
    expect(await countedOrders(c)).toEqual([{ id: stored.orderId, payment_method: 'cash' }]);
  });

  it('a card PayPal declines frees the checkout for cash', async () => {
    const c = newCheckout();
    const paypalOrderId = (await createPaypal(c).expect(201)).body.id as string;
    paypal.declineNextCapture();
    await capture(c, paypalOrderId).expect(422);
    await cash(c).expect(201);
    expect(await countedOrders(c)).toEqual([expect.objectContaining({ payment_method: 'cash' })]);
  });

  it('clients without a Checkout-Id (docs/api.md#plain-clients) are not bound; a malformed one is refused in German', async () => {
    const c = newCheckout();
    const body = submission(standardCart(menu), { email: c.email });
    await api().post('/api/orders').send(body).expect(201);
    await api().post('/api/orders').send(body).expect(201);
    expect(await countedOrders(c)).toHaveLength(2);
    const bad = await api().post('/api/orders').set('Checkout-Id', 'kurz').send(body).expect(400);
    expect(bad.body).toEqual({ success: false, message: 'Die Checkout-Id ist ungültig (16 bis 100 sichtbare Zeichen).' });
  });
});
