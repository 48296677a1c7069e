import { Client } from 'pg';
import request from 'supertest';
import { startFakeSmtp, type FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startChildBackend, type ChildBackend } from '../../test/support/child-backend';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../test/support/database';
import { TEST_ADMIN } from '../../test/support/test-app';
import { FRIDAY_EVENING, loadMenu, standardCart, submission } from '../orders/testing/order-fixtures';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the backend killed between commit and send', () => {
  let smtp: FakeSmtp;
  let database: string;
  let databaseUrl: string;
  let db: Client;
  const children: ChildBackend[] = [];

  beforeAll(async () => {
    database = uniqueDatabaseName('pizzeria_kill');
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL as string, database, process.env.PIZZERIA_TEST_TEMPLATE_DB);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    for (const child of children) await child.kill();
    await db.end();
    await smtp.close();
    await dropDatabase(process.env.TEST_DATABASE_URL as string, database);
  });

  const start = async () => {
    const child = await startChildBackend({ databaseUrl, env: { SMTP_URL: smtp.url, SHOP_FIXED_NOW: FRIDAY_EVENING, ORDER_RATE_LIMIT: '0' } });
    children.push(child);
    return child;
  };
  const jobs = async () => (await db.query(`SELECT status, attempts FROM outbox_jobs WHERE kind = 'mail'`)).rows as { status: string; attempts: number }[];

  it('after a SIGKILL and a restart every mail is sent, none twice', async () => {
    await smtp.refuseConnections();
    const first = await start();
    const menu = await loadMenu(first.baseUrl);
    const token = (await request(first.baseUrl).post('/api/admin/login').send(TEST_ADMIN).expect(200)).body.token as string;
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const placed = await request(first.baseUrl)
        .post('/api/orders')
        .send(submission(standardCart(menu), { email: `neustart${i}@example.com` }))
        .expect(201);
      ids.push(placed.body.orderId);
      if (i % 2 === 0) {
        await request(first.baseUrl)
          .post('/api/admin/orders/confirm')
          .set('Authorization', `Bearer ${token}`)
          .send({ orderId: placed.body.orderId, deliveryTime: '30 Min.' })
          .expect(200);
      }
    }
    // The worker has tried (and failed) at least once: jobs were under way when the process died.
    const tried = await eventually(jobs, (rows) => rows.length === 15 && rows.some((row) => row.attempts > 0));
    expect(tried.filter((row) => row.status === 'pending')).toHaveLength(15);
    await first.kill();

    await smtp.acceptConnections();
    await start();
    await smtp.waitForCount(15, 60_000);
    const done = await eventually(jobs, (rows) => rows.every((row) => row.status === 'sent'));
    expect(done.every((row) => row.status === 'sent')).toBe(true);
    expect(smtp.mails).toHaveLength(15);
    expect(new Set(smtp.mails.map((m) => `${m.to.join()}|${m.subject}`)).size).toBe(15);
    for (const [i, id] of ids.entries()) {
      expect(smtp.mails.filter((m) => m.to.includes(`neustart${i}@example.com`))).toHaveLength(i % 2 === 0 ? 2 : 1);
      expect(smtp.mails.some((m) => m.subject === `Ihre Bestellung Nr. ${id} bei Pizzeria Bella Napoli`)).toBe(true);
    }
  }, 180_000);

  it('a mail whose send was under way when the process died is sent once by the restarted process', async () => {
    smtp.clear();
    await db.query('DELETE FROM outbox_jobs');
    smtp.stallSessions();
    const first = await start();
    const menu = await loadMenu(first.baseUrl);
    const placed = await request(first.baseUrl)
      .post('/api/orders')
      .send(submission(standardCart(menu), { email: 'unterwegs@example.com' }))
      .expect(201);
    const deadline = Date.now() + 20_000;
    while (smtp.stalledSessions() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The worker is inside the SMTP session (its job row locked) when the process dies.
    expect(smtp.stalledSessions()).toBe(1);
    await first.kill();
    smtp.releaseSessions();

    await start();
    const mail = await smtp.waitForMail((m) => m.to.includes('unterwegs@example.com'), 30_000);
    expect(mail.subject).toBe(`Ihre Bestellung Nr. ${placed.body.orderId} bei Pizzeria Bella Napoli`);
    const done = await eventually(jobs, (rows) => rows.length === 1 && rows[0].status === 'sent');
    expect(done).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(smtp.mails).toHaveLength(1);
  }, 120_000);
});
