import type { KnownCustomer } from '@pizzeria/domain';
import request from 'supertest';
import { CustomerErasureService } from '../src/customers/customer-erasure.service';
import { CustomerRetentionWorker } from '../src/customers/customer-retention.worker';
import { ANONYMOUS_NAME } from '../src/orders/customer-orders.service';
import { DELIVERY_ADDRESS, FRIDAY_EVENING, counterOrder, loadMenu, standardCart, submission, type Menu } from '../src/orders/testing/order-fixtures';
import { MovableClock } from './support/movable-clock';
import { createStaff } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

describe('known customers and their erasure (GET/DELETE /api/admin/customers, nightly anonymisation)', () => {
  const clock = new MovableClock(FRIDAY_EVENING);
  let t: TestApp;
  let menu: Menu;
  let owner: string;
  let counter: string;
  let kitchen: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    menu = await loadMenu(t.baseUrl);
    owner = await t.login();
    counter = (await createStaff(t, 'theke2', 'counter')).token;
    kitchen = (await createStaff(t, 'kueche2', 'kitchen')).token;
  }, 60_000);
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const search = (q: string, token = counter) =>
    api()
      .get(`/api/admin/customers?q=${encodeURIComponent(q)}`)
      .set('Authorization', `Bearer ${token}`);
  const online = async (overrides: object) =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu), overrides))
        .expect(201)
    ).body.orderId as number;
  const byPhone = async (overrides: object) =>
    (
      await api()
        .post('/api/admin/orders')
        .set('Authorization', `Bearer ${counter}`)
        .send(counterOrder(standardCart(menu), { deliveryTime: '30 Min.', ...overrides }))
        .expect(201)
    ).body.orderId as number;

  it('searching needs owner or counter (kitchen 403, no token 401); erasing needs the owner', async () => {
    expect((await api().get('/api/admin/customers?q=0641')).status).toBe(401);
    expect((await search('0641', kitchen)).status).toBe(403);
    expect((await api().delete('/api/admin/customers/0641')).status).toBe(401);
    for (const token of [counter, kitchen]) expect((await api().delete('/api/admin/customers/0641').set('Authorization', `Bearer ${token}`)).status).toBe(403);
  });

  it('finds a customer by phone digits or name across online and phone orders, newest first, with their addresses', async () => {
    await online({ firstName: 'Anna', lastName: 'Berg', phone: '+49 641 777 0202', email: 'anna@example.com', ...DELIVERY_ADDRESS });
    clock.advanceMinutes(1);
    await byPhone({
      firstName: 'Anna',
      lastName: 'Berg',
      phone: '0641 7770202',
      deliveryMethod: 'lieferung',
      street: 'Am Markt',
      house_number: '3',
      postalCode: '35410',
      city: 'Weidenfeld',
    });
    clock.advanceMinutes(1);
    await byPhone({ firstName: 'Bernd', lastName: 'Bergmann', phone: '0641 888 0303', channel: 'vor-ort' });

    const found = (await search('7770202').expect(200)).body.customers as KnownCustomer[];
    expect(found).toEqual([
      {
        phone: '0641 7770202',
        firstName: 'Anna',
        lastName: 'Berg',
        company: '',
        email: 'anna@example.com',
        addresses: [
          { street: 'Am Markt', house_number: '3', postalCode: '35410', city: 'Weidenfeld' },
          { street: 'Lindenweg', house_number: '12a', postalCode: '35410', city: 'Weidenfeld' },
        ],
        orderCount: 2,
        lastOrderAt: expect.any(String),
      },
    ]);
    const byName = (await search('berg').expect(200)).body.customers as KnownCustomer[];
    expect(byName.map((c) => c.firstName)).toEqual(['Bernd', 'Anna']);
    expect((await search('0641', owner).expect(200)).body.customers.length).toBeGreaterThanOrEqual(2);
    expect((await search('12').expect(400)).body.success).toBe(false);
  });

  it('erases every order of a phone number: personal data gone, amounts and items kept, in the change log', async () => {
    const a = await online({ firstName: 'Clara', lastName: 'Stein', phone: '0641 999 0404', messageToChef: 'Klingeln bei Stein' });
    const b = await byPhone({ firstName: 'Clara', phone: '+49 641 9990404' });
    const before = (await t.dataSource.query('SELECT id, total_cents FROM orders WHERE id = ANY($1) ORDER BY id', [[a, b]])) as { total_cents: number }[];
    const res = await api()
      .delete(`/api/admin/customers/${encodeURIComponent('0641 9990404')}`)
      .set('Authorization', `Bearer ${owner}`)
      .expect(200);
    expect(res.body).toEqual({ success: true, anonymised: 2 });
    const rows = await t.dataSource.query(
      'SELECT first_name, last_name, email, phone, street, message_to_chef, total_cents, anonymised_at FROM orders WHERE id = ANY($1) ORDER BY id',
      [[a, b]],
    );
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({ first_name: ANONYMOUS_NAME, last_name: '', email: '', phone: '', street: '', message_to_chef: '', total_cents: before[i].total_cents });
      expect(row.anonymised_at).not.toBeNull();
    }
    expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM order_items WHERE order_id = ANY($1)', [[a, b]]))[0].n)).toBeGreaterThan(0);
    expect((await search('9990404').expect(200)).body.customers).toEqual([]);
    const log = await api().get('/api/admin/audit-log').set('Authorization', `Bearer ${owner}`).expect(200);
    const entry = JSON.stringify(log.body);
    expect(entry).toContain('customer.erase');
    expect(entry).not.toContain('9990404');
  });

  it('anonymises orders finished longer ago than retentionDays in the night, once, and logs it', async () => {
    const old = await byPhone({ firstName: 'Dora', phone: '0641 111 0505' });
    await api().put('/api/admin/orders/status').set('Authorization', `Bearer ${counter}`).send({ orderId: old, status: 'abgeschlossen' }).expect(200);
    const open = await byPhone({ firstName: 'Emil', phone: '0641 111 0606' });
    const refused = await api()
      .patch('/api/admin/settings')
      .set('Authorization', `Bearer ${owner}`)
      .send({ privacy: { retentionDays: 7 } })
      .expect(400);
    expect(refused.body.message).toBe('Die Aufbewahrungsfrist muss 30 bis 3650 Tage betragen.');
    expect((await api().get('/api/admin/settings').set('Authorization', `Bearer ${owner}`).expect(200)).body.privacy).toEqual({ retentionDays: 365 });
    await api()
      .patch('/api/admin/settings')
      .set('Authorization', `Bearer ${owner}`)
      .send({ privacy: { retentionDays: 30 } })
      .expect(200);
    const worker = t.app.get(CustomerRetentionWorker);

    clock.set('2026-12-21T02:30:00.000Z'); // 03:30 in Berlin, 31 days later: not the hour yet
    await worker.runIfDue();
    expect((await t.dataSource.query('SELECT first_name FROM orders WHERE id = $1', [old]))[0].first_name).toBe('Dora');

    clock.set('2026-12-21T03:10:00.000Z'); // 04:10 in Berlin
    await worker.runIfDue();
    const rows = await t.dataSource.query('SELECT id, first_name, phone FROM orders WHERE id = ANY($1) ORDER BY id', [[old, open]]);
    expect(rows).toEqual([
      { id: old, first_name: ANONYMOUS_NAME, phone: '' },
      { id: open, first_name: 'Emil', phone: '0641 111 0606' },
    ]);
    await worker.runIfDue();
    const entries = await t.dataSource.query(`SELECT actor, details FROM audit_log WHERE action = 'customer.retention'`);
    expect(entries).toHaveLength(1);
    expect(entries[0].actor).toBe('System');
    expect(entries[0].details.orderIds).toContain(old);
  });

  it('empties the sent mails and tickets of erased orders at once, and those still to be sent the night after they went out', async () => {
    clock.set(FRIDAY_EVENING); // the shop open again for the orders
    const erased = await byPhone({ firstName: 'Frida', phone: '0641 222 0707' });
    const kept = await byPhone({ firstName: 'Gustav', phone: '0641 222 0808' });
    const data = { to: 'kunde@example.org', subject: 'Ihre Bestellung' };
    const job = (key: string, orderId: number, status: 'sent' | 'failed') =>
      t.dataSource.query(`INSERT INTO outbox_jobs (kind, dedupe_key, order_id, payload, status) VALUES ('mail', $1, $2, $3::jsonb, $4)`, [
        key,
        orderId,
        JSON.stringify(data),
        status,
      ]);
    await job('probe:erased-sent', erased, 'sent');
    await job('probe:erased-retried', erased, 'failed');
    await job('probe:kept-sent', kept, 'sent');
    const payloads = async () =>
      Object.fromEntries(
        ((await t.dataSource.query(`SELECT dedupe_key, payload FROM outbox_jobs WHERE dedupe_key LIKE 'probe:%'`)) as { dedupe_key: string; payload: object }[]).map(
          (row) => [row.dedupe_key, row.payload],
        ),
      );

    await api()
      .delete(`/api/admin/customers/${encodeURIComponent('0641 222 0707')}`)
      .set('Authorization', `Bearer ${owner}`)
      .expect(200);
    expect(await payloads()).toEqual({ 'probe:erased-sent': {}, 'probe:erased-retried': data, 'probe:kept-sent': data });

    // The failed mail is retried and goes out; the next night's run empties it too.
    await t.dataSource.query(`UPDATE outbox_jobs SET status = 'sent' WHERE dedupe_key = 'probe:erased-retried'`);
    await t.app.get(CustomerErasureService).eraseExpired();
    expect(await payloads()).toEqual({ 'probe:erased-sent': {}, 'probe:erased-retried': {}, 'probe:kept-sent': data });
  });
});
