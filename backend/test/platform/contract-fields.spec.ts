import { HOURS_DEFAULTS, type OrderSubmission } from '@pizzeria/domain';
import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

type Method = 'post' | 'put' | 'patch';
/** A bad body for one contract: where it is sent, and the field and German message its 400 names. */
type Case = [contract: string, method: Method, path: string, body: (order: OrderSubmission) => object, field: string, message: string];

const NAME = 'Der Name muss 1 bis 60 Zeichen lang sein.';
const PRICE = 'Der Preis muss zwischen 0,01 € und 999,99 € liegen.';

const CASES: Case[] = [
  ['place order', 'post', '/api/orders', (o) => ({ ...o, firstName: '  ' }), 'firstName', 'Bitte geben Sie Ihren Vornamen ein.'],
  ['place order: address for delivery', 'post', '/api/orders', (o) => ({ ...o, deliveryMethod: 'lieferung' }), 'street', 'Bitte geben Sie Ihre Straße ein.'],
  [
    'place order: a cart line',
    'post',
    '/api/orders',
    (o) => ({ ...o, cartItems: [{ ...o.cartItems[0], quantity: 0 }] }),
    'cartItems.0.quantity',
    'Die Menge muss zwischen 1 und 99 liegen.',
  ],
  ['PayPal order', 'post', '/api/orders/paypal', (o) => ({ ...o, paymentMethod: 'cash' }), 'paymentMethod', 'Bitte wählen Sie eine Zahlungsart.'],
  [
    'cart check',
    'post',
    '/api/checkout/validate',
    (o) => ({ cartItems: o.cartItems, totalPriceShoppingCart: -1 }),
    'totalPriceShoppingCart',
    'Ungültiger Warenkorbwert.',
  ],
  [
    'cart check: postal code for delivery',
    'post',
    '/api/checkout/validate',
    (o) => ({ cartItems: o.cartItems, totalPriceShoppingCart: 5, deliveryMethod: 'lieferung' }),
    'postalCode',
    'Bitte eine gültige Postleitzahl angeben.',
  ],
  ['voucher check', 'post', '/api/checkout/applyVoucher', () => ({ totalPrice: 20 }), 'voucherCode', 'Bitte einen Gutscheincode angeben.'],
  ['order status', 'put', '/api/admin/orders/status', () => ({ orderId: 1, status: 'gegessen' }), 'status', 'Ungültiger Bestellstatus.'],
  ['cancel reason', 'put', '/api/admin/orders/status', () => ({ orderId: 1, status: 'storniert', reason: 7 }), 'reason', 'Der Stornogrund muss ein Text sein.'],
  ['confirm', 'post', '/api/admin/orders/confirm', () => ({ orderId: 'abc' }), 'orderId', 'Ungültige Bestellnummer.'],
  ['print', 'post', '/api/admin/orders/print', () => ({}), 'orderId', 'Ungültige Bestellnummer.'],
  ['outbox retry', 'post', '/api/admin/outbox/retry', () => ({ kind: 'fax' }), 'kind', 'Ungültige Art (mail, print oder refund).'],
  ['login', 'post', '/api/admin/login', () => ({ username: 'admin' }), 'password', 'Bitte Benutzername und Passwort eingeben.'],
  [
    'new staff user',
    'post',
    '/api/admin/users',
    () => ({ username: 'bob', password: 'geheim-123', role: 'chef' }),
    'role',
    'Bitte eine Rolle wählen: Inhaber (owner), Theke (counter) oder Küche (kitchen).',
  ],
  ['staff user edit', 'patch', '/api/admin/users/1', () => ({ active: 'ja' }), 'active', 'active muss true oder false sein.'],
  ['password change', 'post', '/api/admin/password', () => ({ currentPassword: '' }), 'currentPassword', 'Bitte das aktuelle Passwort eingeben.'],
  ['shop switches', 'post', '/api/shop-status', () => ({ preordersEnabled: 'vielleicht' }), 'preordersEnabled', 'preordersEnabled muss 1 oder 0 sein.'],
  ['busy extra', 'post', '/api/admin/busy-mode/extra', () => ({ minutes: 15, until: '7 Uhr' }), 'until', 'Bitte eine Uhrzeit im Format HH:MM angeben.'],
  ['busy pause', 'post', '/api/admin/busy-mode/pause', () => ({ deliveryMethod: 'lieferung', paused: 'ja' }), 'paused', 'paused muss true oder false sein.'],
  ['product', 'post', '/api/admin/products', () => ({ productsName: 'Pizza', normal_size_price: 0 }), 'normal_size_price', PRICE],
  ['product additives', 'patch', '/api/admin/products/1', () => ({ additives: [1, 100] }), 'additives.1', 'Zusatzstoffe als Liste von Fußnotennummern (1–99).'],
  ['variant', 'post', '/api/admin/product-variants', () => ({ variant_name: '' }), 'variant_name', NAME],
  ['extra', 'patch', '/api/admin/extras/1', () => ({ soldOutUntil: 'morgen' }), 'soldOutUntil', 'Ausverkauft bis: "next-service-day" (bis morgen) oder null.'],
  [
    'dressing',
    'post',
    '/api/admin/dressings',
    () => ({ dressingName: 'Joghurt', group: 'mit Leerzeichen' }),
    'group',
    'Die Gruppe muss 1 bis 40 Zeichen lang sein (Buchstaben, Ziffern, Bindestrich).',
  ],
  ['dip', 'patch', '/api/admin/dips/1', () => ({ allergens: 'AA' }), 'allergens', 'Allergene als Kennbuchstaben der LMIV (A–H, L–P, R), z. B. "ACG".'],
  ['category', 'patch', '/api/admin/categories/1', () => ({ vatRate: 16 }), 'vatRate', 'Bitte einen Steuersatz von 0, 7 oder 19 % wählen.'],
  [
    'delivery zone',
    'post',
    '/api/admin/locations',
    () => ({ loc_plz: '35423', loc_name: 'Lich', min_bestellwert: 1000 }),
    'min_bestellwert',
    'Der Mindestbestellwert muss zwischen 0,00 € und 999,99 € liegen.',
  ],
  ['sold out', 'patch', '/api/admin/sold-out/products/1', () => ({ available: 'nein' }), 'available', 'Ungültiger Schalter (true oder false).'],
  [
    'voucher',
    'post',
    '/api/admin/vouchers',
    () => ({ code: 'NEU', kind: 'fixed', value: 3, usageLimit: -1 }),
    'usageLimit',
    'Die Höchstzahl der Einlösungen muss eine ganze Zahl ab 0 sein (oder leer für unbegrenzt).',
  ],
  [
    'settings',
    'patch',
    '/api/admin/settings',
    () => ({ hours: HOURS_DEFAULTS.map((d) => (d.weekday === 3 ? { ...d, close: '12:00' } : d)) }),
    'hours.3',
    'Mittwoch: Die Schließzeit muss nach der Öffnungszeit liegen.',
  ],
];

/** Every contract's 400 names the refused field, so a form can show the message at that field. */
describe('a refused body names its field (one case per contract)', () => {
  let t: TestApp;
  let token: string;
  let order: OrderSubmission;
  beforeAll(async () => {
    t = await createTestApp({ now: OPEN_MONDAY_EVENING });
    token = await t.login();
    order = await pickupOrder(t.baseUrl);
  }, 60_000);
  afterAll(() => t.close());

  it.each(CASES)('%s: %s %s', async (_contract, method, path, body, field, message) => {
    const res = await request(t.baseUrl)[method](path).set('Authorization', `Bearer ${token}`).send(body(order));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, field });
  });

  it('passes a good body on, trimmed and without unknown keys', async () => {
    const res = await request(t.baseUrl)
      .post('/api/admin/locations')
      .set('Authorization', `Bearer ${token}`)
      .send({ loc_plz: '35423', loc_name: '  Lich ', min_bestellwert: 15, color: 'rot' })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), loc_plz: '35423', loc_name: 'Lich', min_bestellwert: 15, deliveryFee: 0 });
  });
});
