import type { OutboxCounts } from '@pizzeria/domain';
import request from 'supertest';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';

describe('mail outbox throughput and order', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;
  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
  });
  afterAll(() => t.close());

  /** Queues `count` plain mails (the owner's kind: no customer's order mail) in one statement, as a backlog would stand. */
  const queueMails = (count: number, prefix: string) =>
    t.dataSource.query(
      `WITH jobs AS (
         INSERT INTO outbox_jobs (kind, dedupe_key, payload)
         SELECT 'mail', $2 || g, jsonb_build_object('to', 'inhaber@example.de', 'subject', $2 || g, 'text', 'Hallo', 'html', '<p>Hallo</p>')
           FROM generate_series(1, $1::int) AS g
       ) SELECT pg_notify('outbox_jobs', 'mail')`,
      [count, prefix],
    );

  // How fast is a figure, not a pass mark (speed is measured in bench/): on a quiet box 2,000 take
  // seconds, on a loaded shared one minutes; what must hold is that each is sent, once.
  it('drains a backlog of 2,000 queued mails, each exactly once', async () => {
    smtp.clear();
    const started = performance.now();
    await queueMails(2000, 'Rückstau ');
    await smtp.waitForCount(2000, 240_000);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`2,000 mails drained in ${seconds.toFixed(1)} s (${(2000 / seconds).toFixed(0)} per second)\n`);
    expect(smtp.mails).toHaveLength(2000);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(2000);
    expect(new Set(smtp.messageIds()).size).toBe(2000);
  }, 300_000);

  it("sends customers' order mails before a backlog of other mails", async () => {
    await smtp.refuseConnections();
    smtp.clear();
    await queueMails(50, 'Vorher ');
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(t.baseUrl)
        .post('/api/orders')
        .send(submission(standardCart(menu), { email: `zuerst${i}@example.de` }))
        .expect(201);
      placed.push(res.body.orderId);
    }
    const token = await t.login();
    const outbox = await request(t.baseUrl).get('/api/admin/outbox').set('Authorization', `Bearer ${token}`).expect(200);
    expect((outbox.body.counts as OutboxCounts).mail.waiting).toBe(53);

    await smtp.acceptConnections();
    await request(t.baseUrl).post('/api/admin/outbox/retry').set('Authorization', `Bearer ${token}`).send({ kind: 'mail' }).expect(200);
    const all = await smtp.waitForCount(53, 120_000);
    const positions = placed.map((id) => all.findIndex((m) => m.subject.includes(`Nr. ${id} `)));
    // Three order mails among the first six: the mail lane sends four at once, so up to three others may overtake the last one.
    for (const position of positions) {
      expect(position).toBeGreaterThanOrEqual(0);
      expect(position).toBeLessThan(6);
    }
  }, 180_000);
});
