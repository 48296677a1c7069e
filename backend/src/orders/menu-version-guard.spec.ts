import { formatEuro } from '@pizzeria/domain';
import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { COLA, line, submission, type Menu } from './testing/order-fixtures';

/**
 * A cash order is priced against the menu as last announced (NOTIFY) and stored only while no
 * newer menu version has committed. Here the change is made behind the process's back (triggers
 * off, version bumped by hand: no NOTIFY), so only that check at the insert can notice it.
 */
describe('POST /api/orders priced on a menu that changed unannounced', () => {
  let t: TestApp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: object) => request(t.baseUrl).post('/api/orders').send(body);
  const orderCount = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM orders'))[0].n);

  async function changeColaPriceUnannounced(cents: number): Promise<void> {
    await t.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      await manager.query(`UPDATE products SET normal_size_price_cents = $1 WHERE id = $2`, [cents, COLA]);
      await manager.query(`UPDATE menu_version SET version = version + 1 WHERE id = 1`);
    });
  }

  it('refuses the old price with the new one named and stores nothing; the new price is accepted', async () => {
    const oldCart = [line(menu, COLA)];
    expect((await post(submission(oldCart)).expect(201)).body.success).toBe(true);

    await changeColaPriceUnannounced(450);
    const before = await orderCount();
    const refused = await post(submission(oldCart)).expect(409);
    expect(refused.body.message).toBe(`Die Preise haben sich geändert (Coca-Cola 1,0 l: jetzt ${formatEuro(450)} statt ${formatEuro(390)}). Bitte prüfen Sie Ihren Warenkorb.`);
    expect(await orderCount()).toBe(before);

    const newCart = [{ ...oldCart[0], variantPrice: 4.5, totalPrice: 4.5 }];
    const placed = await post(submission(newCart)).expect(201);
    const [row] = await t.dataSource.query('SELECT total_cents FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(row.total_cents).toBe(450);
  });
});
