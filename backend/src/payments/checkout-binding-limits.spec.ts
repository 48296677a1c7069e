import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';

/**
 * The open-orders limit per contact (OPEN_ORDERS_PER_CONTACT, 3 as shipped) must not turn the checkout's
 * second way to pay into a 429: the order that attempt is answered with is not counted against it.
 */
describe('Checkout-Id and the open-orders limit per contact', () => {
  let t: TestApp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop({ paypal: true, env: { OPEN_ORDERS_PER_CONTACT: '3' } }));
  });
  afterAll(() => t.close());

  it("a cash tap after the PayPal payment returns that order even when it is the customer's third open one", async () => {
    const api = () => request(t.baseUrl);
    const checkoutId = 'checkout-limits-5d2a8e1f9c3b4a7e';
    const email = 'drei-offen@example.com';
    for (const other of [1, 2]) {
      await api()
        .post('/api/orders')
        .set('Checkout-Id', `${checkoutId}-other-${other}`)
        .send(submission(standardCart(menu), { email }))
        .expect(201);
    }
    const body = submission(standardCart(menu), { email, paymentMethod: 'paypal' });
    const created = await api()
      .post('/api/orders/paypal')
      .set('Idempotency-Key', `paypal-${checkoutId}`)
      .set('Checkout-Id', checkoutId)
      .send({ ...body, finalTotal: body.totalPriceShoppingCart })
      .expect(201);
    const paid = (
      await api()
        .post(`/api/orders/${created.body.id as string}/capture`)
        .set('Idempotency-Key', `paypal-${checkoutId}`)
        .send({})
        .expect(201)
    ).body;

    const tap = await api()
      .post('/api/orders')
      .set('Idempotency-Key', `cash-${checkoutId}`)
      .set('Checkout-Id', checkoutId)
      .send(submission(standardCart(menu), { email }));
    expect({ status: tap.status, body: tap.body }).toMatchObject({ status: 200, body: { success: true, orderId: paid.orderId, token: paid.token } });
    // A fourth order of another checkout is still refused: the limit itself stands.
    await api()
      .post('/api/orders')
      .set('Checkout-Id', `${checkoutId}-other-3`)
      .send(submission(standardCart(menu), { email }))
      .expect(429);
  });
});
