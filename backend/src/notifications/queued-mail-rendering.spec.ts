import request from 'supertest';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from '../orders/testing/order-fixtures';
import type { CustomerMailInput } from './mail-sender';
import { orderReceivedMail } from './order-mail.templates';

/** Line ends and the trailing newline as the SMTP round trip leaves them. */
const normalized = (text: string) => text.replace(/\r\n/g, '\n').trim();

/**
 * A customer mail is queued with its subject, the order and the shop's context as the change
 * committed; the outbox worker renders the body when it sends, so the order's answer does not wait
 * for the rendering. What arrives is the mail the templates make of that order.
 */
describe('customer mails rendered by the outbox worker', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;

  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
  });
  afterAll(() => t.close());

  const queueRow = async (key: string, payload: object) =>
    t.dataSource.query(`WITH j AS (INSERT INTO outbox_jobs (kind, dedupe_key, payload) VALUES ('mail', $1, $2::jsonb)) SELECT pg_notify('outbox_jobs', 'mail')`, [
      key,
      JSON.stringify(payload),
    ]);

  it('queues the order received mail by name with its subject, and sends the body the template makes of the order', async () => {
    const placed = await request(t.baseUrl)
      .post('/api/orders')
      .send(submission(standardCart(menu), { email: 'gerendert@example.com' }))
      .expect(201);
    const [job] = await t.dataSource.query(`SELECT payload FROM outbox_jobs WHERE dedupe_key = $1`, [`mail:order-received:${placed.body.orderId}`]);
    expect(job.payload).toMatchObject({
      to: 'gerendert@example.com',
      subject: `Ihre Bestellung Nr. ${placed.body.orderId} bei Pizzeria Bella Napoli`,
      template: 'order-received',
    });
    expect(job.payload).not.toHaveProperty('text');
    const input = job.payload.input as CustomerMailInput;
    expect(input.order).toMatchObject({ order_id: placed.body.orderId, token: placed.body.token, email: 'gerendert@example.com' });

    const mail = await smtp.waitForMail((m) => m.to.includes('gerendert@example.com'));
    const expected = orderReceivedMail(input.order, input.context);
    expect(mail.subject).toBe(expected.subject);
    expect(normalized(mail.text)).toBe(normalized(expected.text));
    expect(normalized(mail.html ?? '')).toBe(normalized(expected.html));
  });

  it('still sends a mail queued with its body already rendered (jobs of the version before)', async () => {
    await queueRow('mail:test:fertig', { to: 'fertig@example.com', subject: 'Schon gerendert', text: 'Der Text wie er war.\n', html: '<p>Wie er war</p>' });
    const mail = await smtp.waitForMail((m) => m.to.includes('fertig@example.com'));
    expect({ subject: mail.subject, text: normalized(mail.text) }).toEqual({ subject: 'Schon gerendert', text: 'Der Text wie er war.' });
  });

  it('fails a mail naming a template it does not know for good, and goes on sending the others', async () => {
    await queueRow('mail:test:unbekannt', { to: 'unbekannt@example.com', subject: 'Unbekannt', template: 'gibt-es-nicht', input: {} });
    await queueRow('mail:test:danach', { to: 'danach@example.com', subject: 'Danach', text: 'Danach.\n', html: '<p>Danach</p>' });
    await smtp.waitForMail((m) => m.to.includes('danach@example.com'));
    for (let i = 0; i < 50; i++) {
      const [job] = await t.dataSource.query(`SELECT status, last_error FROM outbox_jobs WHERE dedupe_key = 'mail:test:unbekannt'`);
      if (job.status !== 'pending') {
        expect(job).toEqual({ status: 'failed', last_error: expect.stringContaining('gibt-es-nicht') });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job with the unknown template is still pending');
  });
});
