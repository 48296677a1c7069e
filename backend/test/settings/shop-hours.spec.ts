import { HOURS_DEFAULTS, ORDER_TIMES_DEFAULTS, ORDER_TIMES_MESSAGES, type WeekdayHours } from '@pizzeria/domain';
import request from 'supertest';
import { MovableClock } from '../support/movable-clock';
import { orderCount, pickupOrder } from '../support/orders';
import { settingsSettled } from '../support/rules';
import { createTestApp, type TestApp } from '../support/test-app';

// Berlin is UTC+1 in these weeks: 26 November 2026 is a Thursday, 27 a Friday, 1 December a Tuesday.
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;
const ASAP = 'So schnell wie möglich';
const hoursWith = (weekday: number, change: Partial<WeekdayHours>) => HOURS_DEFAULTS.map((d) => (d.weekday === weekday ? { ...d, ...change } : d));
const LUNCH = { lunchOpen: '11:30', lunchClose: '14:30', lunchDeliveryFrom: '11:45', lunchDeliveryUntil: '14:00' };

describe("the owner's hours rule the shop (open now, times, until closing)", () => {
  const clock = new MovableClock(at(THURSDAY, '18:00'));
  let shop: TestApp;
  let owner: string;
  const api = () => request(shop.baseUrl);
  const patch = (body: object) => api().patch('/api/admin/settings').set('Authorization', `Bearer ${owner}`).send(body);
  const status = async () => (await api().get('/api/shop-status').expect(200)).body;
  const order = async (overrides: object) =>
    api()
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl, { desiredDeliveryDate: THURSDAY, ...overrides }));

  beforeAll(async () => {
    shop = await createTestApp({ clock });
    owner = await shop.login();
  }, 120_000);
  afterAll(() => shop.close());
  beforeEach(async () => {
    clock.set(at(THURSDAY, '18:00'));
    await shop.dataSource.query(`DELETE FROM app_settings WHERE key IN ('hours', 'closures', 'orderTimes', 'busy')`);
    await settingsSettled(shop);
  });

  it('before the hours: closed now, opening today at 17:00; ASAP refused with it, a time in the hours taken', async () => {
    clock.set(at(THURSDAY, '16:00'));
    expect(await status()).toMatchObject({ isShopLive: 1, openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-26T16:00:00.000Z' });
    const before = await orderCount(shop.dataSource);
    const refused = await order({ desiredDeliveryTime: ASAP }).then((r) => r.body);
    expect(refused).toEqual({
      success: false,
      message:
        'Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr. „So schnell wie möglich“ geht nur während der Öffnungszeiten – bitte wählen Sie eine Uhrzeit (Vorbestellung).',
    });
    expect(await orderCount(shop.dataSource)).toBe(before);
    expect((await order({ desiredDeliveryTime: '17:30' })).status).toBe(201);
    expect(await orderCount(shop.dataSource)).toBe(before + 1);
  });

  it('in the hours: pickup open from 17:00, delivery from 17:30; ASAP pickup taken', async () => {
    clock.set(at(THURSDAY, '17:10'));
    expect(await status()).toMatchObject({ openNow: { abholung: true, lieferung: false }, nextOpening: null });
    expect((await order({ desiredDeliveryTime: ASAP })).status).toBe(201);
  });

  it('after closing (Thursday 23:08): closed, opening Friday 16:00; ASAP refused, a Friday pre-order taken', async () => {
    clock.set(at(THURSDAY, '23:08'));
    expect(await status()).toMatchObject({ isShopLive: 1, openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-27T15:00:00.000Z' });
    const refused = await order({ desiredDeliveryTime: ASAP });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr\./);
    expect((await order({ desiredDeliveryTime: '23:15' })).body.message).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    expect((await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: '18:00', preorder: true })).status).toBe(201);
  });

  it('on a closure: closed now, the next opening after it', async () => {
    await patch({ closures: [{ from: THURSDAY, until: FRIDAY, message: 'Betriebsausflug' }] }).expect(200);
    expect(await status()).toMatchObject({ openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-28T15:00:00.000Z' });
    const refused = await order({ desiredDeliveryTime: ASAP });
    expect(refused.body.message).toMatch(/^Betriebsausflug Jetzt geschlossen – wieder geöffnet ab Samstag, 28\.11\., 16:00 Uhr\./);
    expect((await order({ desiredDeliveryTime: '19:00' })).body.message).toBe('Betriebsausflug');
  });

  it('a lunch service: open at lunch, lunch times taken from a small cart, closed in the afternoon gap', async () => {
    await patch({ hours: hoursWith(4, LUNCH) }).expect(200);
    clock.set(at(THURSDAY, '12:00'));
    expect(await status()).toMatchObject({ openNow: { abholung: true, lieferung: true }, nextOpening: null });
    expect((await order({ desiredDeliveryTime: ASAP })).status).toBe(201);
    expect((await order({ desiredDeliveryTime: '13:45' })).status).toBe(201);
    expect((await order({ desiredDeliveryTime: '14:15' })).body.message).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    clock.set(at(THURSDAY, '15:00'));
    expect(await status()).toMatchObject({ openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-26T16:00:00.000Z' });
    expect((await order({ desiredDeliveryTime: ASAP })).body.message).toMatch(/^Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr\./);
  });

  it('a late Friday (16:00–24:00, delivery until 23:30): ASAP at 23:20, 23:30 the last time', async () => {
    clock.set(at(FRIDAY, '23:20'));
    expect(await status()).toMatchObject({ openNow: { abholung: true, lieferung: true } });
    expect((await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: ASAP })).status).toBe(201);
    expect((await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: '23:30' })).status).toBe(201);
    expect((await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: '23:45' })).body.message).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
  });

  it("refuses times outside the owner's changed hours and takes those inside", async () => {
    await patch({ hours: hoursWith(4, { open: '18:00', close: '22:00', deliveryFrom: '18:30', deliveryUntil: '21:30' }) }).expect(200);
    clock.set(at(THURSDAY, '17:30'));
    expect(await status()).toMatchObject({ openNow: { abholung: false, lieferung: false }, nextOpening: '2026-11-26T17:00:00.000Z' });
    expect((await order({ desiredDeliveryTime: '21:45' })).body.message).toBe('Bitte wählen Sie eine gültige Uhrzeit.');
    expect((await order({ desiredDeliveryTime: '21:30' })).status).toBe(201);
  });

  it("the seed's early-order figures as settings: the refusal carries the owner's hour and amount; bad values are named", async () => {
    const times = { ...ORDER_TIMES_DEFAULTS, earlyOrderBefore: '16:00', earlyOrderMinCents: 5000 };
    await patch({ orderTimes: times }).expect(200);
    expect((await api().get('/api/shop-info').expect(200)).body.orderTimes).toEqual(times);
    const refused = await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: '15:30', preorder: true });
    expect(refused.body).toEqual({ success: false, message: 'Bestellungen vor 16 Uhr auf Anfrage oder 50€' });
    const bad = await patch({ orderTimes: { ...times, lastOrderMinutes: 'dreißig' } }).expect(400);
    expect(bad.body).toMatchObject({ success: false, message: ORDER_TIMES_MESSAGES.lastOrderMinutes, field: 'orderTimes.lastOrderMinutes' });
    const lunchTooLate = await patch({ hours: hoursWith(4, { ...LUNCH, lunchClose: '17:30' }) }).expect(400);
    expect(lunchTooLate.body.message).toBe('Donnerstag: Der Mittagstisch muss vor der Öffnung am Abend enden.');
  });

  it("busy mode's \"until closing\" ends at the owner's closing, also on the demo week's day off", async () => {
    const token = owner;
    const extra = () => api().post('/api/admin/busy-mode/extra').set('Authorization', `Bearer ${token}`).send({ minutes: 30 }).expect(200);
    await patch({ hours: hoursWith(4, { close: '21:00', deliveryUntil: '20:30' }) }).expect(200);
    expect((await extra()).body.busy.extraUntil).toBe('2026-11-26T20:00:00.000Z');
    await patch({ hours: hoursWith(2, { open: '17:00', close: '22:00', deliveryFrom: '17:30', deliveryUntil: '21:30' }) }).expect(200);
    clock.set(at('2026-12-01', '18:00'));
    expect((await extra()).body.busy.extraUntil).toBe('2026-12-01T21:00:00.000Z');
  });

  it('a paused method refuses ASAP but takes a pre-order for after the pause', async () => {
    await api().post('/api/admin/busy-mode/pause').set('Authorization', `Bearer ${owner}`).send({ deliveryMethod: 'abholung', paused: true }).expect(200);
    expect(await status()).toMatchObject({ openNow: { abholung: false, lieferung: true }, nextOpening: null });
    expect((await order({ desiredDeliveryTime: ASAP })).body.message).toBe('Abholung ist gerade nicht möglich.');
    expect((await order({ desiredDeliveryTime: '22:30' })).body.message).toBe('Abholung ist gerade nicht möglich.');
    expect((await order({ desiredDeliveryDate: FRIDAY, desiredDeliveryTime: '18:00', preorder: true })).status).toBe(201);
  });
});
