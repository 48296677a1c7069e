import { SOCKET_EVENTS, type OrderRecord, type OutboxCounts } from '@pizzeria/domain';
import request from 'supertest';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../test/support/database';
import { startPgCutProxy, type PgCutProxy } from '../../test/support/pg-cut-proxy';
import { connectSocket, nextEvent } from '../../test/support/sockets';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';

/** Polls `read` until `done` holds (the outbox works in the background). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('mail outbox against a real mail server that goes down', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
  });
  afterAll(() => t.close());

  const outbox = async (): Promise<{ counts: OutboxCounts; jobs: { attempts: number; lastError: string | null }[] }> =>
    (
      await request(t.baseUrl)
        .get('/api/admin/outbox')
        .set('Authorization', `Bearer ${await t.login()}`)
        .expect(200)
    ).body;

  it('20 orders placed and confirmed while it refuses connections: after it is back every mail arrives exactly once', async () => {
    const token = await t.login();
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    try {
      await smtp.refuseConnections();
      const waitingSeen = new Promise<OutboxCounts>((resolve) =>
        admin.on(SOCKET_EVENTS.outboxStatus, (counts: OutboxCounts) => counts.mail.waiting > 0 && resolve(counts)),
      );
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const placed = await request(t.baseUrl)
          .post('/api/orders')
          .send(submission(standardCart(menu), { email: `kunde${i}@example.com` }))
          .expect(201);
        ids.push(placed.body.orderId);
        await request(t.baseUrl)
          .post('/api/admin/orders/confirm')
          .set('Authorization', `Bearer ${token}`)
          .send({ orderId: placed.body.orderId, deliveryTime: '30 Min.' })
          .expect(200);
      }
      const down = await eventually(outbox, (o) => o.counts.mail.waiting === 40 && o.jobs.some((j) => j.attempts > 0 && j.lastError !== null));
      expect(down.counts.mail).toEqual({ waiting: 40, failed: 0 });
      expect((await waitingSeen).mail.waiting).toBeGreaterThan(0);
      expect(smtp.mails).toHaveLength(0);

      await smtp.acceptConnections();
      await smtp.waitForCount(40, 60_000);
      const drained = await eventually(outbox, (o) => o.counts.mail.waiting === 0);
      expect(drained.counts.mail).toEqual({ waiting: 0, failed: 0 });
      const sent = await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'mail' AND status = 'sent'`);
      expect(sent[0].n).toBe(40);
      // Nothing is left to send, so nothing more can arrive: exactly these 40.
      expect(smtp.mails).toHaveLength(40);
      expect(new Set(smtp.messageIds()).size).toBe(40);
      for (const [i, id] of ids.entries()) {
        const mine = smtp.mails
          .filter((m) => m.to.includes(`kunde${i}@example.com`))
          .map((m) => m.subject)
          .sort();
        expect(mine).toEqual([`Ihre Bestellung Nr. ${id} bei Pizzeria Bella Napoli`, `Ihre Bestellung Nr. ${id} ist bestätigt`]);
      }
    } finally {
      admin.close();
    }
  }, 180_000);

  it('staff can make waiting mails due at once', async () => {
    const res = await request(t.baseUrl)
      .post('/api/admin/outbox/retry')
      .set('Authorization', `Bearer ${await t.login()}`)
      .send({ kind: 'mail' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Nichts zu wiederholen.', retried: 0 });
    await request(t.baseUrl)
      .post('/api/admin/outbox/retry')
      .set('Authorization', `Bearer ${await t.login()}`)
      .send({ kind: 'fax' })
      .expect(400);
  });
});

describe('the database drops right after an order committed', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let proxy: PgCutProxy;
  let database: string;
  let menu: Menu;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    database = uniqueDatabaseName('pizzeria_cut');
    const direct = await createDatabase(serverUrl, database, process.env.PIZZERIA_TEST_TEMPLATE_DB);
    proxy = await startPgCutProxy(direct);
    ({ t, smtp, menu } = await startOrderShop({ mail: true, env: { DATABASE_URL: proxy.url } }));
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
    await dropDatabase(process.env.TEST_DATABASE_URL as string, database);
  });

  it('answers 201 with the stored order, pushes it, and mails it once the database is back', async () => {
    const admin = await connectSocket(t.baseUrl, '/admin', { token: await t.login() });
    try {
      const pushed = nextEvent<OrderRecord>(admin, SOCKET_EVENTS.orderCreated, 10_000);
      const cut = proxy.cutAfterCommitOf('INSERT INTO orders (');
      const res = await request(t.baseUrl)
        .post('/api/orders')
        .send(submission(standardCart(menu), { email: 'nach-dem-commit@example.com' }));
      await cut;
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, orderId: expect.any(Number), token: expect.any(String) });
      expect(await pushed).toMatchObject({ order_id: res.body.orderId, email: 'nach-dem-commit@example.com' });
      expect(smtp.mails).toHaveLength(0);

      await proxy.restore();
      const mail = await smtp.waitForMail((m) => m.to.includes('nach-dem-commit@example.com'), 30_000);
      expect(mail.subject).toBe(`Ihre Bestellung Nr. ${res.body.orderId} bei Pizzeria Bella Napoli`);
      const stored = await t.dataSource.query('SELECT token FROM orders WHERE id = $1', [res.body.orderId]);
      expect(stored[0].token).toBe(res.body.token);
    } finally {
      admin.close();
    }
  }, 90_000);
});
