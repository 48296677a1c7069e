import { CANCEL_REASON_MESSAGES } from '@pizzeria/domain';
import request from 'supertest';
import type { FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from './testing/order-fixtures';

describe('cancelling with a reason (PUT /api/admin/orders/status)', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  let menu: Menu;
  let token: string;

  beforeAll(async () => {
    ({ t, smtp, menu } = await startOrderShop({ mail: true }));
    token = await t.login();
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const place = async (overrides: object = {}): Promise<{ orderId: number; token: string }> =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu), overrides))
        .expect(201)
    ).body;
  const setStatus = (body: object) =>
    api()
      .put('/api/admin/orders/status')
      .set({ Authorization: `Bearer ${token}` })
      .send(body);
  const stored = async (orderId: number) =>
    (await t.dataSource.query('SELECT status, cancel_reason FROM orders WHERE id = $1', [orderId]))[0] as { status: string; cancel_reason: string | null };

  it('stores the reason, shows it to the customer and puts it in the cancel mail', async () => {
    const email = 'grund@example.com';
    const placed = await place({ email });
    const res = await setStatus({ orderId: placed.orderId, status: 'storniert', reason: '  Zu viel   los ' }).expect(200);
    expect(res.body.order.cancelReason).toBe('Zu viel los');
    expect(await stored(placed.orderId)).toEqual({ status: 'storniert', cancel_reason: 'Zu viel los' });
    const view = await api().get(`/api/orders/${placed.orderId}/token/${placed.token}`).expect(200);
    expect(view.body.order.cancelReason).toBe('Zu viel los');
    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('storniert'));
    expect(mail.text).toContain('Grund: Zu viel los');
  });

  it('cancels without a reason as before', async () => {
    const placed = await place();
    await setStatus({ orderId: placed.orderId, status: 'storniert' }).expect(200);
    expect(await stored(placed.orderId)).toEqual({ status: 'storniert', cancel_reason: null });
  });

  it.each([
    ['too long', { status: 'storniert', reason: 'x'.repeat(201) }, CANCEL_REASON_MESSAGES.tooLong],
    ['not text', { status: 'storniert', reason: 42 }, CANCEL_REASON_MESSAGES.notText],
    ['with another status', { status: 'abgeschlossen', reason: 'Ausverkauft' }, CANCEL_REASON_MESSAGES.onlyForCancel],
  ])('refuses a reason that is %s with 400 and a German message, changing nothing', async (_case, body, message) => {
    const placed = await place();
    const res = await setStatus({ orderId: placed.orderId, ...body }).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await stored(placed.orderId)).toEqual({ status: 'ausstehend', cancel_reason: null });
  });
});
