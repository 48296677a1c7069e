import {
  ACCOUNTANT_SETTINGS_DEFAULTS,
  DIRECTIONS_FACTS_DEFAULTS,
  HOURS_DEFAULTS,
  LEGAL_FACTS_DEFAULTS,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  ORDER_TIMES_DEFAULTS,
  SERVICE_DAY_SETTINGS_DEFAULTS,
  SHOP_IDENTITY_DEFAULTS,
} from '@pizzeria/domain';
import request from 'supertest';
import { FRIDAY_EVENING, WEDNESDAY, standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { startOrderShop } from '../support/order-shop';
import { settingsSettled } from '../support/rules';
import { createTestApp, type TestApp } from '../support/test-app';

const NEW_SHOP = {
  name: 'Trattoria Sole',
  street: 'Marktplatz 3',
  postalCode: '01067',
  city: 'Dresden',
  phone: '0351 123456',
  email: 'hallo@sole.example',
  owner: 'Maria Sole',
  registerEntry: 'HRA 1234, Amtsgericht Dresden',
  vatId: 'DE123456789',
};
const MONDAY = '2026-11-23';
const hoursWith = (weekday: number, change: object) => HOURS_DEFAULTS.map((d) => (d.weekday === weekday ? { ...d, ...change } : d));

describe('owner settings: GET/PATCH /api/admin/settings and public GET /api/shop-info', () => {
  let t: TestApp;
  let owner: string;
  let menu: Menu;
  const api = () => request(t.baseUrl);
  const auth = () => ({ Authorization: `Bearer ${owner}` });
  const patch = (body: object) => api().patch('/api/admin/settings').set(auth()).send(body);
  const settings = async () => (await api().get('/api/admin/settings').set(auth()).expect(200)).body;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
    owner = await t.login();
  });
  afterAll(() => t.close());

  it('answers the demo shop as defaults until the owner saves', async () => {
    expect(await settings()).toEqual({
      success: true,
      shop: SHOP_IDENTITY_DEFAULTS,
      legal: LEGAL_FACTS_DEFAULTS,
      directions: DIRECTIONS_FACTS_DEFAULTS,
      hours: HOURS_DEFAULTS,
      closures: [],
      orderTimes: ORDER_TIMES_DEFAULTS,
      ...ORDER_FLOW_SETTINGS_DEFAULTS,
      // The service day changes at 05:00; the adviser's numbers are empty until the owner enters them.
      serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
      accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
    });
    expect((await api().get('/api/shop-info').expect(200)).body).toEqual({
      shop: SHOP_IDENTITY_DEFAULTS,
      legal: LEGAL_FACTS_DEFAULTS,
      directions: DIRECTIONS_FACTS_DEFAULTS,
      hours: HOURS_DEFAULTS,
      closures: [],
      orderTimes: ORDER_TIMES_DEFAULTS,
      serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
    });
  });

  it('saves the identity, answers the whole settings, shows it publicly and records the change', async () => {
    const res = await patch({ shop: { ...NEW_SHOP, name: '  Trattoria Sole ' } }).expect(200);
    expect(res.body).toMatchObject({ success: true, message: 'Einstellungen gespeichert.', shop: NEW_SHOP, hours: HOURS_DEFAULTS });
    expect((await api().get('/api/shop-info')).body.shop).toEqual(NEW_SHOP);
    const [audit] = await t.dataSource.query('SELECT actor, action, target, details FROM audit_log ORDER BY id DESC LIMIT 1');
    // Each changed field with its old and new value.
    expect(audit).toMatchObject({ actor: 'admin', action: 'settings.update', target: 'Einstellungen: Shop-Angaben' });
    expect(audit.details.changes).toContainEqual({ field: 'shop.name', from: SHOP_IDENTITY_DEFAULTS.name, to: 'Trattoria Sole' });
    expect(audit.details.changes.every((c: { field: string }) => c.field.startsWith('shop.'))).toBe(true);
  });

  it('a repeated shop-info poll is answered 304 by its ETag', async () => {
    const first = await api().get('/api/shop-info').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await api().get('/api/shop-info').set('If-None-Match', first.headers.etag).expect(304);
  });

  it.each([
    [{ shop: { ...NEW_SHOP, postalCode: '1234' } }, 'Die Postleitzahl muss aus fünf Ziffern bestehen.', 'shop.postalCode'],
    [{ shop: { ...NEW_SHOP, email: 'kein-at' } }, 'Bitte eine gültige E-Mail-Adresse angeben.', 'shop.email'],
    [{ shop: { ...NEW_SHOP, name: 'x'.repeat(61) } }, 'Bitte den Namen des Geschäfts angeben (1–60 Zeichen).', 'shop.name'],
    [{ shop: { ...NEW_SHOP, vatId: '12' } }, 'Die USt-IdNr. muss wie DE123456789 aussehen (oder leer bleiben).', 'shop.vatId'],
    [{ hours: HOURS_DEFAULTS.slice(0, 6) }, 'Bitte für jeden Wochentag (0 = Sonntag bis 6 = Samstag) genau einen Eintrag angeben.', 'hours'],
    [{ hours: hoursWith(1, { open: '25:00' }) }, 'Montag: „25:00“ ist keine gültige Uhrzeit (HH:MM).', 'hours.1'],
    [{ hours: hoursWith(1, { close: '16:00' }) }, 'Montag: Die Schließzeit muss nach der Öffnungszeit liegen.', 'hours.1'],
    [{ hours: hoursWith(1, { deliveryUntil: '17:00' }) }, 'Montag: Das Lieferende muss nach dem Lieferbeginn liegen.', 'hours.1'],
    [{ hours: hoursWith(1, { close: null }) }, 'Montag: Bitte alle vier Zeiten angeben oder alle leer lassen (Ruhetag).', 'hours.1'],
    [
      { closures: [{ from: '2026-12-27', until: '2026-12-24', message: 'Weihnachten' }] },
      'Das Ende einer Schließzeit darf nicht vor ihrem Beginn liegen.',
      'closures.0.until',
    ],
    [{ closures: [{ from: '2026-02-30', until: '2026-03-01', message: 'x' }] }, 'Bitte für jede Schließzeit gültige Daten (TT.MM.JJJJ) angeben.', 'closures.0.from'],
    [
      { closures: [{ from: '2026-12-24', until: '2026-12-24', message: ' ' }] },
      'Bitte für jede Schließzeit eine Nachricht an die Kunden angeben (1–200 Zeichen).',
      'closures.0.message',
    ],
    [{ printing: { autoPrint: 'on-arrival', copies: 6 } }, 'Die Anzahl der Ausdrucke muss zwischen 1 und 5 liegen.', 'printing.copies'],
    [
      { escalation: { alertAfterMinutes: 0, customerNoticeAfterMinutes: 10, autoCancelAfterMinutes: null } },
      'Der Alarm muss nach 1 bis 60 Minuten kommen.',
      'escalation.alertAfterMinutes',
    ],
    [
      { capacity: { maxOrdersPerSlot: 0, maxPizzasPerSlot: null } },
      'Die Kapazität je Zeitfenster muss leer oder eine ganze Zahl von 1 bis 1000 sein.',
      'capacity.maxOrdersPerSlot',
    ],
    [{ capacity: { maxOrdersPerSlot: 3 } }, 'Bitte alle Felder des Bereichs angeben.', 'capacity'],
    [{ opening: {} }, 'Unbekannter Einstellungsbereich: opening.', 'opening'],
    [
      {},
      'Bitte mindestens einen Bereich angeben (shop, legal, directions, hours, closures, orderTimes, printing, preorders, escalation, capacity, waitingTimes, privacy, serviceDay oder accountant).',
      null,
    ],
    // A valid section next to a refused one: nothing of the edit is stored.
    [
      { hours: hoursWith(2, { open: '17:00', close: '23:00', deliveryFrom: '17:30', deliveryUntil: '22:30' }), closures: 'keine' },
      'Bitte die Schließtage als Liste senden.',
      'closures',
    ],
  ])('refuses %j with a German 400 naming the field and changes nothing', async (body, message, field) => {
    const before = await settings();
    const audits = await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log');
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, field });
    expect(await settings()).toEqual(before);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(audits);
  });

  it('saves the order-flow sections (printing, escalation, capacity)', async () => {
    const res = await patch({
      printing: { autoPrint: 'on-accept', copies: 2 },
      escalation: { alertAfterMinutes: 5, customerNoticeAfterMinutes: 15, autoCancelAfterMinutes: 30 },
      capacity: { maxOrdersPerSlot: 4, maxPizzasPerSlot: null },
    }).expect(200);
    expect(res.body).toMatchObject({
      printing: { autoPrint: 'on-accept', copies: 2 },
      escalation: { alertAfterMinutes: 5, customerNoticeAfterMinutes: 15, autoCancelAfterMinutes: 30 },
      capacity: { maxOrdersPerSlot: 4, maxPizzasPerSlot: null },
    });
  });

  it('orders follow the hours and closures: a closure is refused with its own message, a new closed weekday with its name', async () => {
    const place = (date: string) =>
      api()
        .post('/api/orders')
        .send(submission(standardCart(menu), { preorder: true, desiredDeliveryDate: date, desiredDeliveryTime: '18:00' }));
    expect((await place(WEDNESDAY)).status).toBe(201);
    await patch({
      closures: [
        { from: '2026-11-01', until: '2026-11-02', message: 'Allerheiligen geschlossen.' },
        { from: WEDNESDAY, until: '2026-11-26', message: 'Betriebsferien bis Donnerstag – ab Freitag sind wir wieder da!' },
      ],
      hours: hoursWith(1, { open: null, close: null, deliveryFrom: null, deliveryUntil: null }),
    }).expect(200);
    const closed = await place(WEDNESDAY);
    expect(closed.status).toBe(400);
    expect(closed.body).toEqual({ success: false, message: 'Betriebsferien bis Donnerstag – ab Freitag sind wir wieder da!' });
    expect((await place(MONDAY)).body).toEqual({ success: false, message: 'Montags geschlossen.' });
    expect((await place('2026-11-24')).body).toEqual({ success: false, message: 'Dienstags geschlossen.' });
    const info = (await api().get('/api/shop-info')).body;
    expect(info.closures).toEqual([{ from: WEDNESDAY, until: '2026-11-26', message: 'Betriebsferien bis Donnerstag – ab Freitag sind wir wieder da!' }]);
    expect(info.hours.find((d: { weekday: number }) => d.weekday === 1)).toEqual({ weekday: 1, open: null, close: null, deliveryFrom: null, deliveryUntil: null });
  });

  it('a second backend process on the same database sees a change as soon as the commit’s NOTIFY reaches it', async () => {
    const other = await createTestApp({ now: FRIDAY_EVENING, env: { DATABASE_URL: t.databaseUrl } });
    try {
      await patch({ shop: { ...NEW_SHOP, name: 'Pizzeria Zwei' } }).expect(200);
      // The other process answers from memory, marked stale by the NOTIFY, which may arrive a moment after the PATCH's answer.
      await settingsSettled(other);
      expect((await request(other.baseUrl).get('/api/shop-info')).body.shop.name).toBe('Pizzeria Zwei');
    } finally {
      await other.close();
    }
  });
});
