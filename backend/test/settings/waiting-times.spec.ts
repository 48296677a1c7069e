import { ORDER_FLOW_SETTINGS_DEFAULTS } from '@pizzeria/domain';
import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

const DELIVERY_REFUSAL = 'Die Wartezeit bei Lieferung muss eine ganze Zahl von 5 bis 240 Minuten sein.';
const PICKUP_REFUSAL = 'Die Wartezeit bei Abholung muss eine ganze Zahl von 5 bis 240 Minuten sein.';

/** The usual waiting times are the owner's setting: what customers are told and where "so schnell wie möglich" lands. */
describe('waiting times in the settings (PATCH /api/admin/settings waitingTimes)', () => {
  let t: TestApp;
  let owner: string;
  const api = () => request(t.baseUrl);
  const patch = (body: object) =>
    api()
      .patch('/api/admin/settings')
      .set({ Authorization: `Bearer ${owner}` })
      .send(body);
  const settings = async () =>
    (
      await api()
        .get('/api/admin/settings')
        .set({ Authorization: `Bearer ${owner}` })
        .expect(200)
    ).body;
  const expectedMinutes = async () => (await api().get('/api/shop-status').expect(200)).body.expectedMinutes;
  const asap = async (deliveryMethod: string) => (await api().get(`/api/slots?date=2026-03-02&deliveryMethod=${deliveryMethod}`).expect(200)).body.asap;
  const audits = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log'))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp({ now: OPEN_MONDAY_EVENING });
    owner = await t.login();
  });
  afterAll(() => t.close());

  it('are 45 minutes for delivery and 20 for pickup until the owner changes them', async () => {
    expect((await settings()).waitingTimes).toEqual({ lieferung: 45, abholung: 20 });
    expect(ORDER_FLOW_SETTINGS_DEFAULTS.waitingTimes).toEqual({ lieferung: 45, abholung: 20 });
    expect(await expectedMinutes()).toEqual({ lieferung: 45, abholung: 20 });
    // Monday 18:00: +20 → the 18:30 quarter, +45 → 18:45.
    expect(await asap('abholung')).toEqual({ date: '2026-03-02', time: '18:30' });
    expect(await asap('lieferung')).toEqual({ date: '2026-03-02', time: '18:45' });
  });

  it.each([
    [{ lieferung: 4, abholung: 20 }, DELIVERY_REFUSAL, 'waitingTimes.lieferung'],
    [{ lieferung: 45, abholung: 241 }, PICKUP_REFUSAL, 'waitingTimes.abholung'],
    [{ lieferung: 45, abholung: 20.5 }, PICKUP_REFUSAL, 'waitingTimes.abholung'],
    [{ lieferung: '45', abholung: 20 }, DELIVERY_REFUSAL, 'waitingTimes.lieferung'],
    [{ lieferung: null, abholung: 20 }, DELIVERY_REFUSAL, 'waitingTimes.lieferung'],
  ])('refuses %j with a German 400 naming the field, and changes nothing', async (waitingTimes, message, field) => {
    const before = await settings();
    const auditCount = await audits();
    const res = await patch({ waitingTimes }).expect(400);
    expect(res.body).toEqual({ success: false, message, field });
    expect(await settings()).toEqual(before);
    expect(await audits()).toBe(auditCount);
    expect(await expectedMinutes()).toEqual({ lieferung: 45, abholung: 20 });
  });

  it('refuses a section without both times as a whole, not at one field', async () => {
    expect((await patch({ waitingTimes: { lieferung: 60 } }).expect(400)).body).toEqual({
      success: false,
      message: 'Bitte alle Felder des Bereichs angeben.',
      field: 'waitingTimes',
    });
    expect(await expectedMinutes()).toEqual({ lieferung: 45, abholung: 20 });
  });

  it('saves new times with an audit record; customers are told them and "so schnell wie möglich" is planned with them', async () => {
    const res = await patch({ waitingTimes: { lieferung: 60, abholung: 35 } }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Einstellungen gespeichert.', waitingTimes: { lieferung: 60, abholung: 35 } });
    const [audit] = await t.dataSource.query('SELECT actor, action, target, details FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(audit).toEqual({
      actor: 'admin',
      action: 'settings.update',
      target: 'Einstellungen: Wartezeiten',
      details: {
        changes: [
          { field: 'waitingTimes.lieferung', from: 45, to: 60 },
          { field: 'waitingTimes.abholung', from: 20, to: 35 },
        ],
      },
    });

    expect(await expectedMinutes()).toEqual({ lieferung: 60, abholung: 35 });
    // 18:00 + 35 → 18:45, + 60 → 19:00.
    expect(await asap('abholung')).toEqual({ date: '2026-03-02', time: '18:45' });
    expect(await asap('lieferung')).toEqual({ date: '2026-03-02', time: '19:00' });
    const placed = await api()
      .post('/api/orders')
      .send(await pickupOrder(t.baseUrl))
      .expect(201);
    const [planned] = await t.dataSource.query('SELECT slot_time FROM order_kitchen_slots WHERE order_id = $1', [placed.body.orderId]);
    expect(planned.slot_time).toBe('18:45');
  });
});
