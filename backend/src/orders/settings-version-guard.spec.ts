import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import { orderCount } from '../../test/support/orders';
import type { TestApp } from '../../test/support/test-app';
import { COLA, line, submission, type Menu } from './testing/order-fixtures';

const PICKUP_PAUSED = 'Abholung heute erst wieder ab 20 Uhr.';

/**
 * A cash order is checked against the settings as this process last read them and stored only
 * while no newer settings version has committed. Here the settings change in the database behind
 * the process's back (as another process or psql would change them), so only that check at the
 * insert, and the check again before a refusal, can notice it.
 */
describe('POST /api/orders checked on settings that changed since this process read them', () => {
  let t: TestApp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
  });
  afterAll(async () => {
    await t.close();
  });

  const post = () =>
    request(t.baseUrl)
      .post('/api/orders')
      .send(submission([line(menu, COLA)]));
  const settingsVersion = async () => Number((await t.dataSource.query('SELECT version FROM settings_version WHERE id = 1'))[0].version);

  async function pausePickup(paused: boolean): Promise<void> {
    const busy = { extraMinutes: 0, extraUntil: null, pauses: paused ? { abholung: { until: '2026-11-20T19:00:00.000Z', message: PICKUP_PAUSED } } : {} };
    await t.dataSource.query(`INSERT INTO app_settings (key, value) VALUES ('busy', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      JSON.stringify(busy),
    ]);
  }

  it('bumps the version with every change of a settings table, in the changing transaction', async () => {
    const start = await settingsVersion();
    await pausePickup(false);
    const afterSection = await settingsVersion();
    expect(afterSection).toBeGreaterThan(start);
    await t.dataSource.query('UPDATE shop_settings SET preorders_enabled = preorders_enabled WHERE id = 1');
    const afterSwitches = await settingsVersion();
    expect(afterSwitches).toBeGreaterThan(afterSection);

    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('UPDATE shop_settings SET updated_at = now() WHERE id = 1');
      expect(Number((await runner.query('SELECT version FROM settings_version WHERE id = 1'))[0].version)).toBeGreaterThan(afterSwitches);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
    expect(await settingsVersion()).toBe(afterSwitches);
  });

  it('refuses an order once the pickup was paused behind its back, and stores nothing', async () => {
    await post().expect(201);
    await pausePickup(true);
    const before = await orderCount(t.dataSource);
    const refused = await post().expect(409);
    expect(refused.body.message).toBe(PICKUP_PAUSED);
    expect(await orderCount(t.dataSource)).toBe(before);
  });

  it('accepts an order once the pause was lifted behind its back, though it last read the pause', async () => {
    await pausePickup(true);
    expect((await post().expect(409)).body.message).toBe(PICKUP_PAUSED);
    await pausePickup(false);
    const placed = await post().expect(201);
    const [row] = await t.dataSource.query('SELECT total_cents FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(row.total_cents).toBe(390);
  });
});
