import { formatEuro } from '@pizzeria/domain';
import { Client } from 'pg';
import request from 'supertest';
import type { EntitySubscriberInterface } from 'typeorm';
import { startOrderShop } from '../../test/support/order-shop';
import { orderCount } from '../../test/support/orders';
import type { TestApp } from '../../test/support/test-app';
import { COLA, MARGHERITA, line, submission, type Menu } from './testing/order-fixtures';

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
    const before = await orderCount(t.dataSource);
    const refused = await post(submission(oldCart)).expect(409);
    expect(refused.body.message).toBe(
      `Die Preise haben sich geändert (Coca-Cola 1,0 l: jetzt ${formatEuro(450)} statt ${formatEuro(390)}). Bitte prüfen Sie Ihren Warenkorb.`,
    );
    expect(await orderCount(t.dataSource)).toBe(before);

    const newCart = [{ ...oldCart[0], variantPrice: 4.5, totalPrice: 4.5 }];
    const placed = await post(submission(newCart)).expect(201);
    const [row] = await t.dataSource.query('SELECT total_cents FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(row.total_cents).toBe(450);
  });

  /**
   * Until stop() is called, another connection commits a newer menu version right before every
   * transaction this app begins (unannounced, like the change above): whatever the app priced before
   * its transaction is outdated by the time the insert checks the version. `rolledBack` counts the
   * transactions given up meanwhile: the order's attempts that found the menu changed.
   */
  async function changeMenuBeforeEveryTransaction(): Promise<{ rolledBack: number; stop(): Promise<void> }> {
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    const subscriber: EntitySubscriberInterface = {
      beforeTransactionStart: async () => {
        await other.query(`UPDATE menu_version SET version = version + 1 WHERE id = 1`);
      },
      afterTransactionRollback: () => {
        changing.rolledBack += 1;
      },
    };
    const changing = {
      rolledBack: 0,
      stop: async () => {
        t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(subscriber), 1);
        await other.end();
      },
    };
    t.dataSource.subscribers.push(subscriber);
    return changing;
  }
  const storedRows = async () =>
    (
      await t.dataSource.query(
        `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_items)::int AS lines, (SELECT count(*) FROM order_kitchen_slots)::int AS slots`,
      )
    )[0];

  it('gives up with 503 after three pricings when the menu changes before every insert, storing nothing; once it holds still the order goes through', async () => {
    const order = submission([line(menu, MARGHERITA)], { email: 'speisekarte-aendert-sich@example.com' });
    const before = await storedRows();
    const changing = await changeMenuBeforeEveryTransaction();
    let refused: request.Response;
    try {
      refused = await post(order);
    } finally {
      await changing.stop();
    }
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 503,
      body: { success: false, message: 'Die Speisekarte wird gerade geändert. Bitte senden Sie Ihre Bestellung in einem Moment erneut.' },
    });
    expect(changing.rolledBack).toBe(3);
    expect(await storedRows()).toEqual(before);

    const placed = await post(order).expect(201);
    const [row] = await t.dataSource.query('SELECT email, total_cents FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(row).toEqual({ email: 'speisekarte-aendert-sich@example.com', total_cents: 750 });
  });
});
