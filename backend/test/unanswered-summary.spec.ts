import type { OrderRecord } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { startFakeSmtp, type FakeSmtp } from '../../tools/fake-smtp/fake-smtp-server';
import { OrderEscalationWorker } from '../src/orders/order-escalation.worker';
import { MovableClock } from './support/movable-clock';
import { pickupOrder } from './support/orders';
import { connectSocket, nextEvent } from './support/sockets';
import { createTestApp, TestApp } from './support/test-app';

/** Wednesday 4 March 2026, 18:00 in Berlin: open; Thursday is open too. */
const WEDNESDAY_EVENING = '2026-03-04T18:00:00+01:00';
const ADDRESS = 'inhaber@bella-napoli.example';

describe('unanswered orders: one mail per episode, pre-orders only once due', () => {
  const clock = new MovableClock(WEDNESDAY_EVENING);
  let smtp: FakeSmtp;
  let shop: TestApp;
  let worker: OrderEscalationWorker;
  let admin: Socket;
  let token: string;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    shop = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://bella-napoli.example' } });
    worker = shop.app.get(OrderEscalationWorker);
    token = await shop.login();
    const settings = (await request(shop.baseUrl).get('/api/admin/settings').set('Authorization', `Bearer ${token}`).expect(200)).body;
    await request(shop.baseUrl)
      .patch('/api/admin/settings')
      .set('Authorization', `Bearer ${token}`)
      .send({ shop: { ...settings.shop, email: ADDRESS } })
      .expect(200);
    admin = await connectSocket(shop.baseUrl, '/admin', { token });
  }, 60_000);
  afterAll(async () => {
    admin.close();
    await shop.close();
    await smtp.close();
  });

  const ownerMails = () => smtp.mails.filter((m) => m.to.includes(ADDRESS) && /wartet|warten/.test(m.subject));
  /** Owner mails written to the outbox (in the escalation's own transaction, so this count is final once runOnce returned). */
  const queuedOwnerMails = async () =>
    Number((await shop.dataSource.query(`SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'mail' AND dedupe_key LIKE 'mail:orders-unanswered:%'`))[0].n);
  const place = async (overrides = {}) =>
    (
      await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl, { desiredDeliveryDate: '2026-03-04', ...overrides }))
        .expect(201)
    ).body as {
      orderId: number;
      token: string;
    };
  const confirmAll = async (ids: number[]) => {
    for (const orderId of ids) {
      await request(shop.baseUrl).post('/api/admin/orders/confirm').set('Authorization', `Bearer ${token}`).send({ orderId, deliveryTime: '30 Min.' }).expect(200);
    }
  };

  it('sends none for tomorrow\'s pre-orders tonight, says nothing of "not answered" to their customers, and alarms once they are due', async () => {
    clock.set(WEDNESDAY_EVENING);
    const preorders = [];
    for (let i = 0; i < 3; i++) preorders.push(await place({ desiredDeliveryDate: '2026-03-05', desiredDeliveryTime: '19:00', preorder: true }));
    clock.advanceMinutes(6 * 60); // midnight
    await worker.runOnce();
    for (const order of preorders) {
      const view = (await request(shop.baseUrl).get(`/api/orders/${order.orderId}/token/${order.token}`).expect(200)).body;
      expect(view.order.escalated_at).toBeNull();
      expect(view.notAnswered).toBe(false);
    }
    expect(await queuedOwnerMails()).toBe(0);

    // Due 60 minutes (the seeded setting) before 19:00; unanswered 3 minutes after that.
    clock.set('2026-03-05T18:02:00+01:00');
    await worker.runOnce();
    expect(await queuedOwnerMails()).toBe(0);
    clock.set('2026-03-05T18:03:00+01:00');
    await worker.runOnce();
    const mail = await smtp.waitForMail((m) => m.to.includes(ADDRESS) && m.subject === '3 Bestellungen warten seit 3 Minuten auf Annahme', 10_000);
    for (const order of preorders) expect(mail.text).toContain(`Nr. ${order.orderId}`);
    await confirmAll(preorders.map((o) => o.orderId));
  });

  it('sends one summary mail for 10 waiting orders, with each order and the link to the board, ahead of the mails still queued, and none more while they wait', async () => {
    smtp.mails.length = 0;
    expect(await queuedOwnerMails()).toBe(1);
    clock.set(WEDNESDAY_EVENING);
    // The mail server is slow to take the customers' mails: they are still queued when the alarm is written.
    await smtp.refuseConnections();
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await place());
    clock.advanceMinutes(3);
    const pushed = nextEvent<OrderRecord>(admin, 'order:updated', 10_000);
    await worker.runOnce();
    expect((await pushed).escalated_at).not.toBeNull();
    await smtp.acceptConnections();
    await request(shop.baseUrl).post('/api/admin/outbox/retry').set('Authorization', `Bearer ${token}`).send({ kind: 'mail' }).expect(200);
    const mail = await smtp.waitForMail((m) => m.to.includes(ADDRESS) && m.subject === '10 Bestellungen warten seit 3 Minuten auf Annahme', 30_000);
    // First in its lane: among the first batch the lane sends at once (four), not behind the ten order mails.
    expect(smtp.mails.indexOf(mail)).toBeLessThan(4);
    for (const order of orders) expect(mail.text).toContain(`Nr. ${order.orderId} – Anna Muster`);
    expect(mail.text).toContain('Zur Bestellannahme: https://bella-napoli.example/admin/dashboard');

    // An eleventh order joins the same episode: still one mail.
    const late = await place();
    clock.set(WEDNESDAY_EVENING);
    clock.advanceMinutes(10);
    await worker.runOnce();
    await worker.runOnce();
    const view = (await request(shop.baseUrl).get(`/api/orders/${late.orderId}/token/${late.token}`).expect(200)).body;
    expect(view.order.escalated_at).not.toBeNull();
    expect(await queuedOwnerMails()).toBe(2);
    expect(ownerMails()).toHaveLength(1);

    // All answered: the episode is over, the next unanswered order starts a new one.
    await confirmAll([...orders, late].map((o) => o.orderId));
    const next = await place();
    clock.advanceMinutes(3);
    await worker.runOnce();
    const second = await smtp.waitForMail((m) => m.to.includes(ADDRESS) && m.subject === `Bestellung Nr. ${next.orderId} wartet seit 3 Minuten auf Annahme`, 30_000);
    expect(second.text).toContain(`Nr. ${next.orderId}`);
    expect(await queuedOwnerMails()).toBe(3);
    expect(ownerMails()).toHaveLength(2);
  });
});
