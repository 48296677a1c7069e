import { buildDirectCartItem, type Product } from '@pizzeria/domain';
import request from 'supertest';
import { OPEN_MONDAY_EVENING, orderCount, pickupOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

const refusal = (label: string) => `Das Feld „${label}“ enthält ein unzulässiges Steuerzeichen. Bitte entfernen Sie es.`;

describe('control and invisible characters in what customers and staff type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: OPEN_MONDAY_EVENING });
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL byte in the message to the chef', { messageToChef: 'Bitte\u0000 klingeln' }, 'Nachricht an den Pizzabäcker'],
    ['a NUL byte in the voucher code', { discountCode: 'PIZZA\u000010' }, 'Gutscheincode'],
    ['ESC (a printer command) in the message to the chef', { messageToChef: 'Danke\u001b@\u001bd\u0005' }, 'Nachricht an den Pizzabäcker'],
    ['a NUL byte in the house number', { house_number: '12\u0000' }, 'Hausnummer'],
    ['a C1 control in the city', { city: 'Köln\u0085' }, 'Ort'],
  ])('refuses %s with 400 and a German message naming the field; nothing is stored', async (_label, override, label) => {
    const before = await orderCount(t.dataSource);
    const res = await request(t.baseUrl)
      .post('/api/orders')
      .send({ ...(await pickupOrder(t.baseUrl)), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: refusal(label), field: Object.keys(override)[0] });
    expect(await orderCount(t.dataSource)).toBe(before);
  });

  it('refuses NUL bytes on every path with a text: voucher checks, cart lines, query strings', async () => {
    const products: Product[] = (await request(t.baseUrl).get('/api/products').expect(200)).body;
    const item = buildDirectCartItem(products[0]);
    const apply = await request(t.baseUrl).post('/api/checkout/applyVoucher').send({ voucherCode: 'PIZZA\u000010', totalPrice: 20 });
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe(refusal('Gutscheincode'));
    const validate = await request(t.baseUrl)
      .post('/api/checkout/validate')
      .send({ cartItems: [item], totalPriceShoppingCart: item.totalPrice, discountCode: '\u0000' });
    expect(validate.status).toBe(400);
    expect(validate.body.message).toBe(refusal('Gutscheincode'));
    const line = await request(t.baseUrl)
      .post('/api/checkout/validate')
      .send({ cartItems: [{ ...item, productName: 'Pizza\u0000' }], totalPriceShoppingCart: item.totalPrice });
    expect(line.status).toBe(400);
    expect(line.body).toEqual({ success: false, message: refusal('cartItems[0].productName'), field: 'cartItems.0.productName' });
    const query = await request(t.baseUrl).get('/api/slots?date=2026-03-02%00');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe(refusal('date'));
  });

  it('takes bidi overrides and zero-width characters out of messages, keeps line breaks and emoji', async () => {
    const body = await pickupOrder(t.baseUrl, { messageToChef: 'Bitte \u202egnilrak\u202c\u200b klingeln\nZweiter Stock 👩\u200d🍳', email: 'bidi@example.de' });
    const res = await request(t.baseUrl).post('/api/orders').send(body).expect(201);
    const [{ message_to_chef }] = await t.dataSource.query('SELECT message_to_chef FROM orders WHERE id = $1', [res.body.orderId]);
    expect(message_to_chef).toBe('Bitte gnilrak klingeln\nZweiter Stock 👩\u200d🍳');
  });

  it('takes them out of product names and descriptions, and refuses control characters there naming the field', async () => {
    const auth = { Authorization: `Bearer ${await t.login()}` };
    const created = await request(t.baseUrl)
      .post('/api/admin/products')
      .set(auth)
      .send({ productsName: 'Limo\u202e 0,33 l\u200b', productsDescription: '\u2066Zitrone\u2069', normal_size_price: 2.5, category_id: 7 })
      .expect(201);
    const [row] = await t.dataSource.query('SELECT name, description FROM products WHERE id = $1', [created.body.productsID]);
    expect(row).toEqual({ name: 'Limo 0,33 l', description: 'Zitrone' });
    const refused = await request(t.baseUrl).post('/api/admin/products').set(auth).send({ productsName: 'Limo\u001b', normal_size_price: 2.5, category_id: 7 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: refusal('Produktname'), field: 'productsName' });
  });
});
