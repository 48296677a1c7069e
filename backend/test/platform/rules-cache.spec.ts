import { ORDER_FLOW_SETTINGS_DEFAULTS, SOCKET_EVENTS, type RulesChange } from '@pizzeria/domain';
import { Client } from 'pg';
import request from 'supertest';
import { OPEN_MONDAY_EVENING } from '../support/orders';
import { eventually } from '../support/rules';
import { connectSocket, nextEvent } from '../support/sockets';
import { createTestApp, type TestApp } from '../support/test-app';

/** Statements that read the settings tables, whoever sends them (both apps' pools, the LISTEN clients). */
const SETTINGS_READ = /\b(app_settings|shop_settings|settings_version)\b/;

/**
 * The rules cache of each process: settings and menu in memory, marked stale by the NOTIFY of
 * each committed change (one LISTEN per process), which also reaches customers' open pages
 * over the public /shop namespace.
 */
describe('rules cache of two instances sharing one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ now: OPEN_MONDAY_EVENING });
    b = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: a.databaseUrl } });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const statusOnB = async () => (await request(b.baseUrl).get('/api/shop-status').expect(200)).body as { expectedMinutes: Record<string, number> };

  it('a settings change saved on A is answered by B from memory, with no read of the settings per request', async () => {
    const before = await statusOnB();
    const waitingTimes = { lieferung: ORDER_FLOW_SETTINGS_DEFAULTS.waitingTimes.lieferung + 17, abholung: ORDER_FLOW_SETTINGS_DEFAULTS.waitingTimes.abholung + 3 };
    expect(before.expectedMinutes.lieferung).not.toBe(waitingTimes.lieferung);
    await request(a.baseUrl)
      .patch('/api/admin/settings')
      .set('Authorization', `Bearer ${await a.login()}`)
      .send({ waitingTimes })
      .expect(200);
    const seen = await eventually(statusOnB, (status) => status.expectedMinutes.lieferung === waitingTimes.lieferung);
    expect(seen.expectedMinutes.abholung).toBe(waitingTimes.abholung);

    const sent: string[] = [];
    const original = Client.prototype.query;
    const query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (text) sent.push(text);
      return Reflect.apply(original, this, args) as never;
    } as never);
    try {
      for (let i = 0; i < 20; i++) {
        expect((await statusOnB()).expectedMinutes.lieferung).toBe(waitingTimes.lieferung);
        await request(b.baseUrl).get('/api/shop-info').expect(200);
      }
    } finally {
      query.mockRestore();
    }
    expect(sent.filter((text) => SETTINGS_READ.test(text))).toEqual([]);
  });

  it('an admin change reaches a customer socket on the other instance as rules:changed, settings and menu apart', async () => {
    const socket = await connectSocket(b.baseUrl, '/shop', {});
    try {
      const settingsChanged = nextEvent<RulesChange>(socket, SOCKET_EVENTS.rulesChanged);
      await request(a.baseUrl)
        .post('/api/shop-status')
        .set('Authorization', `Bearer ${await a.login()}`)
        .send({ preordersEnabled: 1 })
        .expect(200);
      const settings = await settingsChanged;
      expect(settings.part).toBe('settings');
      const [{ version }] = await a.dataSource.query('SELECT version::int AS version FROM settings_version WHERE id = 1');
      expect(settings.version).toBe(version);
      expect((await request(b.baseUrl).get('/api/shop-status').expect(200)).body.preordersEnabled).toBe(1);

      const menuChanged = nextEvent<RulesChange>(socket, SOCKET_EVENTS.rulesChanged);
      await a.dataSource.query('UPDATE products SET name = name || $1 WHERE id = (SELECT min(id) FROM products)', [' neu']);
      expect((await menuChanged).part).toBe('menu');
    } finally {
      socket.close();
    }
  });

  it('a page gets each change once, though both instances heard it', async () => {
    const socket = await connectSocket(a.baseUrl, '/shop', {});
    try {
      const heard: RulesChange[] = [];
      socket.on(SOCKET_EVENTS.rulesChanged, (change: RulesChange) => heard.push(change));
      const first = nextEvent<RulesChange>(socket, SOCKET_EVENTS.rulesChanged);
      await b.dataSource.query(`UPDATE shop_settings SET updated_at = now() WHERE id = 1`);
      await first;
      // A second change is the marker: everything the first sent has arrived by the time it does.
      const second = nextEvent<RulesChange>(socket, SOCKET_EVENTS.rulesChanged);
      await b.dataSource.query(`UPDATE shop_settings SET updated_at = now() WHERE id = 1`);
      await second;
      expect(heard).toHaveLength(2);
      expect(heard[1].version).toBe(heard[0].version + 1);
    } finally {
      socket.close();
    }
  });
});
