import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from './testing/order-fixtures';

/**
 * The standard cart: 2 × Margherita with Extra Käse (18,00 € food, 7 %) and a Cola (3,90 €, 19 %).
 * PIZZA10 takes 2,19 € off: 1,80 € from the food and 0,39 € from the drink, in proportion.
 */
const VAT_WITH_VOUCHER = [
  // 16,20 € gross: 16,20 × 7 / 107 = 1,0598 → 1,06 €
  { rate: 7, gross: 16.2, net: 15.14, vat: 1.06 },
  // 3,51 € gross: 3,51 × 19 / 119 = 0,5604 → 0,56 €
  { rate: 19, gross: 3.51, net: 2.95, vat: 0.56 },
];

describe('VAT per rate on placed orders', () => {
  let t: TestApp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
  });
  afterAll(() => t.close());

  const place = async (discount = true) => {
    const body = submission(standardCart(menu), discount ? { discountCode: 'PIZZA10', discountAmount: 2.19 } : {});
    return (await request(t.baseUrl).post('/api/orders').send(body).expect(201)).body as { orderId: number; token: string };
  };
  const customerView = async (o: { orderId: number; token: string }) => (await request(t.baseUrl).get(`/api/orders/${o.orderId}/token/${o.token}`).expect(200)).body;

  it('the categories carry their rate: 19 % for the drinks, 7 % for the food', async () => {
    const categories = (await request(t.baseUrl).get('/api/categories').expect(200)).body as { categoriesID: number; vatRate: number }[];
    expect(categories.filter((c) => c.vatRate === 19).map((c) => c.categoriesID)).toEqual([7, 8]);
    expect(categories.filter((c) => c.vatRate === 7)).toHaveLength(7);
  });

  it('the customer and the staff see net and VAT per rate, the voucher lowering both in proportion', async () => {
    const placed = await place();
    const view = await customerView(placed);
    expect(view.order.order_total).toBe(19.71);
    expect(view.order.vat).toEqual(VAT_WITH_VOUCHER);

    const token = await t.login();
    const admin = await request(t.baseUrl).get(`/api/admin/order-details/${placed.orderId}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(admin.body.order.vat).toEqual(VAT_WITH_VOUCHER);
  });

  it('without a voucher the parts are the lines themselves', async () => {
    const view = await customerView(await place(false));
    expect(view.order.vat).toEqual([
      { rate: 7, gross: 18, net: 16.82, vat: 1.18 },
      { rate: 19, gross: 3.9, net: 3.28, vat: 0.62 },
    ]);
  });

  it('each line keeps the rate of its order day: a later change of the category rate alters no placed order', async () => {
    const before = await place();
    const rows = await t.dataSource.query('SELECT category_id, vat_rate FROM order_items WHERE order_id = $1 ORDER BY position', [before.orderId]);
    expect(rows).toEqual([
      { category_id: 2, vat_rate: 7 },
      { category_id: 7, vat_rate: 19 },
    ]);

    await t.dataSource.query('UPDATE categories SET vat_rate = 7 WHERE id = 7');
    try {
      expect((await customerView(before)).order.vat).toEqual(VAT_WITH_VOUCHER);
      const after = await customerView(await place());
      expect(after.order.vat).toEqual([{ rate: 7, gross: 19.71, net: 18.42, vat: 1.29 }]);
    } finally {
      await t.dataSource.query('UPDATE categories SET vat_rate = 19 WHERE id = 7');
    }
  });
});
