import type { OrderRecord } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { startFakeSmtp, type FakeSmtp } from '../../tools/fake-smtp/fake-smtp-server';
import { OrderEscalationWorker } from '../src/orders/order-escalation.worker';
import { AppSettingsStore } from '../src/settings/app-settings.store';
import { MovableClock } from './support/movable-clock';
import { OPEN_MONDAY_EVENING, pickupOrder } from './support/orders';
import { connectSocket, nextEvent } from './support/sockets';
import { createTestApp, TestApp } from './support/test-app';

describe('orders nobody answers', () => {
  const clock = new MovableClock(OPEN_MONDAY_EVENING);
  let smtp: FakeSmtp;
  let shop: TestApp;
  let worker: OrderEscalationWorker;
  let admin: Socket;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    shop = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
    worker = shop.app.get(OrderEscalationWorker);
    admin = await connectSocket(shop.baseUrl, '/admin', { token: await shop.login() });
  });
  afterAll(async () => {
    admin.close();
    await shop.close();
    await smtp.close();
  });

  const placeOrder = async () => {
    clock.set(OPEN_MONDAY_EVENING);
    return (
      await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl))
        .expect(201)
    ).body as { orderId: number; token: string };
  };
  const customerView = async (order: { orderId: number; token: string }) =>
    (await request(shop.baseUrl).get(`/api/orders/${order.orderId}/token/${order.token}`).expect(200)).body;

  it('escalates a pending order once after 3 minutes: pushed to staff, mailed to the owner', async () => {
    const order = await placeOrder();
    clock.advanceMinutes(2);
    await worker.runOnce();
    expect((await customerView(order)).order.escalated_at).toBeNull();

    clock.advanceMinutes(1);
    const pushed = nextEvent<OrderRecord>(admin, 'order:updated', 10_000);
    await worker.runOnce();
    expect(await pushed).toMatchObject({ order_id: order.orderId, order_status: 'ausstehend', escalated_at: '2026-03-02T17:03:00.000Z' });
    const mail = await smtp.waitForMail((m) => m.subject.includes(`Nr. ${order.orderId} wartet`), 10_000);
    expect(mail.to).toEqual(['bestellung@bella-napoli.example']);
    expect(mail.subject).toBe(`Bestellung Nr. ${order.orderId} wartet seit 3 Minuten auf Annahme`);

    clock.advanceMinutes(5);
    await worker.runOnce();
    await worker.runOnce();
    expect(smtp.mails.filter((m) => m.subject.includes(`Nr. ${order.orderId} wartet`))).toHaveLength(1);
  });

  it('tells the customer after 10 minutes that the shop has not answered yet', async () => {
    const order = await placeOrder();
    clock.advanceMinutes(9);
    expect((await customerView(order)).notAnswered).toBe(false);
    clock.advanceMinutes(1);
    expect((await customerView(order)).notAnswered).toBe(true);
  });

  it('never cancels by itself unless the owner switched it on', async () => {
    const order = await placeOrder();
    clock.advanceMinutes(60);
    await worker.runOnce();
    expect((await customerView(order)).order.order_status).toBe('ausstehend');

    await shop.dataSource.transaction((manager) =>
      shop.app.get(AppSettingsStore).set(manager, 'escalation', { alertAfterMinutes: 3, customerNoticeAfterMinutes: 10, autoCancelAfterMinutes: 15 }),
    );
    await worker.runOnce();
    expect((await customerView(order)).order.order_status).toBe('storniert');
  });

  it('lets an order placed before opening for later that day wait until shortly before its time, as a pre-order', async () => {
    // Monday 10:00; the shop opens at 17:00. The browser did not tick "Vorbestellung" (the shop-live switch is on).
    clock.set('2026-03-02T10:00:00+01:00');
    const placed = await request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl, { desiredDeliveryTime: '18:30' }))
      .expect(201);
    const order = placed.body as { orderId: number; token: string };
    clock.advanceMinutes(60);
    await worker.runOnce();
    const waiting = await customerView(order);
    expect(waiting.order).toMatchObject({ preorder: true, escalated_at: null, order_status: 'ausstehend' });
    expect(waiting.notAnswered).toBe(false);
    // Due 60 minutes before 18:30; unanswered 3 minutes after that.
    clock.set('2026-03-02T17:33:00+01:00');
    await worker.runOnce();
    expect((await customerView(order)).order.escalated_at).toBe('2026-03-02T16:33:00.000Z');
  });

  it('leaves answered orders alone', async () => {
    const order = await placeOrder();
    await request(shop.baseUrl)
      .post('/api/admin/orders/confirm')
      .set('Authorization', `Bearer ${await shop.login()}`)
      .send({ orderId: order.orderId, deliveryTime: '30 Min.' })
      .expect(200);
    clock.advanceMinutes(30);
    await worker.runOnce();
    const view = await customerView(order);
    expect(view.order.escalated_at).toBeNull();
    expect(view.order.order_status).toBe('bestätigt');
    expect(view.notAnswered).toBe(false);
  });
});
