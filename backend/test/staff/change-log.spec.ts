import type { OrderHistoryEntry } from '@pizzeria/domain';
import request from 'supertest';
import type { FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import { standardCart, submission, type Menu } from '../../src/orders/testing/order-fixtures';
import { startOrderShop } from '../support/order-shop';
import { createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';

interface Entry {
  actor: string;
  action: string;
  actionText: string;
  atText: string;
  target: string;
  details: Record<string, unknown> | null;
  lines: { label: string; from?: string; to: string }[];
}

describe('sold-out switches by role, the change log in German with old and new values, and the order history', () => {
  let t: TestApp;
  let menu: Menu;
  let paypal: FakePaypal;
  let owner: string;
  let counter: { id: number; token: string };
  let kitchen: { id: number; token: string };

  beforeAll(async () => {
    ({ t, menu, paypal } = await startOrderShop({ paypal: true }));
    owner = await t.login();
    counter = await createStaff(t, 'theke-tom', 'counter');
    kitchen = await createStaff(t, 'kueche-kim', 'kitchen');
  }, 60_000);
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const log = async (query = '') => (await api().get(`/api/admin/audit-log${query}`).set(as(owner)).expect(200)).body as { entries: Entry[]; actors: string[] };
  const place = async (overrides = {}) =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu), overrides))
        .expect(201)
    ).body.orderId as number;

  it('lets the counter switch a product, a size, an extra, a dressing and a dip sold out and back (200); the kitchen gets 403 for each', async () => {
    const list = (await api().get('/api/admin/sold-out').set(as(counter.token)).expect(200)).body.groups as { kind: string; rows: { id: number; name: string }[] }[];
    expect(list.map((g) => g.kind)).toEqual(['products', 'product-variants', 'extras', 'dressings', 'dips']);
    await api().get('/api/admin/sold-out').set(as(kitchen.token)).expect(403);
    for (const group of list) {
      const [first] = group.rows;
      const off = await api().patch(`/api/admin/sold-out/${group.kind}/${first.id}`).set(as(counter.token)).send({ available: false }).expect(200);
      expect(off.body.row).toMatchObject({ id: first.id, available: false });
      const refused = await api().patch(`/api/admin/sold-out/${group.kind}/${first.id}`).set(as(kitchen.token)).send({ available: true });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: expect.any(String) });
      await api().patch(`/api/admin/sold-out/${group.kind}/${first.id}`).set(as(counter.token)).send({ available: true }).expect(200);
    }
    // The switch changes nothing else, and the counter still cannot edit the menu itself.
    const price = await api().patch(`/api/admin/sold-out/products/${list[0].rows[0].id}`).set(as(counter.token)).send({ normal_size_price: 1 });
    expect(price.status).toBe(400);
    await api().patch(`/api/admin/products/${list[0].rows[0].id}`).set(as(counter.token)).send({ available: false }).expect(403);

    const [latest] = (await log('?actor=theke-tom&kind=menu')).entries;
    expect(latest).toMatchObject({
      actor: 'theke-tom',
      action: 'dips.availability',
      actionText: 'Dip: Verfügbarkeit geändert',
      lines: [{ label: 'Verfügbar', from: 'ausverkauft', to: 'verfügbar' }],
    });
  });

  it('records a price change with the old and the new price, in German', async () => {
    const margherita = menu.variants.find((v) => v.price === 7.9) ?? menu.variants[0];
    const old = margherita.price;
    await api().patch(`/api/admin/product-variants/${margherita.product_variantsID}`).set(as(owner)).send({ price: 8.5 }).expect(200);
    const [entry] = (await log('?kind=menu')).entries;
    expect(entry).toMatchObject({ actor: 'admin', action: 'product-variants.update', actionText: 'Variante geändert' });
    expect(entry.details).toEqual({ changes: [{ field: 'price', from: old, to: 8.5 }] });
    expect(entry.lines).toEqual([{ label: 'Preis', from: `${old.toFixed(2).replace('.', ',')} €`, to: '8,50 €' }]);
    expect(entry.atText).toMatch(/^[A-Z][a-z] \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/);
  });

  it('records confirm (with the ETA), print, reprint, complete and a cancel with who and why, as history rows and in the change log', async () => {
    const orderId = await place();
    await api().post('/api/admin/orders/confirm').set(as(counter.token)).send({ orderId, deliveryTime: '30 Min.' }).expect(200);
    await api().post('/api/admin/orders/print').set(as(counter.token)).send({ orderId }).expect(200);
    await api().post('/api/admin/orders/print').set(as(owner)).send({ orderId }).expect(200);
    await api().put('/api/admin/orders/status').set(as(kitchen.token)).send({ orderId, status: 'abgeschlossen' }).expect(200);
    await api().put('/api/admin/orders/status').set(as(owner)).send({ orderId, status: 'storniert', reason: 'Kunde nicht erreichbar' }).expect(200);

    const history = (await api().get(`/api/admin/orders/${orderId}/history`).set(as(kitchen.token)).expect(200)).body.history as OrderHistoryEntry[];
    expect(history.map(({ actor, action, from, to, reason }) => ({ actor, action, from, to, reason }))).toEqual([
      { actor: 'theke-tom', action: 'confirm', from: 'ausstehend', to: 'bestätigt', reason: null },
      { actor: 'theke-tom', action: 'print', from: 'bestätigt', to: 'bestätigt', reason: null },
      { actor: 'admin', action: 'reprint', from: 'bestätigt', to: 'bestätigt', reason: null },
      { actor: 'kueche-kim', action: 'complete', from: 'bestätigt', to: 'abgeschlossen', reason: null },
      { actor: 'admin', action: 'cancel', from: 'abgeschlossen', to: 'storniert', reason: 'Kunde nicht erreichbar' },
    ]);
    expect(history[0].details).toEqual({ deliveryTime: '30 Min.', eta: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    const entries = (await log('?kind=orders')).entries.filter((e) => e.target === `Bestellung Nr. ${orderId}`);
    expect(entries.map((e) => [e.actor, e.actionText])).toEqual([
      ['admin', 'Bestellung storniert'],
      ['kueche-kim', 'Bestellung abgeschlossen'],
      ['admin', 'Bon nachgedruckt'],
      ['theke-tom', 'Bon gedruckt'],
      ['theke-tom', 'Bestellung bestätigt'],
    ]);
    expect(entries[0].lines).toEqual([
      { label: 'Status', from: 'abgeschlossen', to: 'storniert' },
      { label: 'Grund', to: 'Kunde nicht erreichbar' },
    ]);
    expect(entries[4].lines).toContainEqual({ label: 'Zugesagt für', to: expect.stringMatching(/^[A-Z][a-z] \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/) });
    // People read shop-zone times, never raw ISO instants.
    expect(JSON.stringify(entries.map((e) => e.lines))).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("records the refund of a cancelled PayPal order with who caused it and why, and PayPal's answer", async () => {
    const body = submission(standardCart(menu), { paymentMethod: 'paypal', email: 'protokoll@example.com' });
    const created = await api()
      .post('/api/orders/paypal')
      .set('Idempotency-Key', 'log-1')
      .send({ ...body, finalTotal: body.totalPriceShoppingCart })
      .expect(201);
    const orderId = (await api().post(`/api/orders/${created.body.id}/capture`).set('Idempotency-Key', 'log-1').send({}).expect(201)).body.orderId as number;
    await api().put('/api/admin/orders/status').set(as(counter.token)).send({ orderId, status: 'storniert', reason: 'Ausverkauft' }).expect(200);

    const refund = (await log('?actor=theke-tom&kind=orders')).entries.find((e) => e.target === `Bestellung Nr. ${orderId}` && e.action === 'order.refund');
    expect(refund).toMatchObject({ actor: 'theke-tom', actionText: 'Erstattung', details: { reason: 'Ausverkauft', amount: 21.9 } });
    expect(refund?.lines).toEqual([
      { label: 'Erstattung', from: '–', to: 'ausstehend' },
      { label: 'Grund', to: 'Ausverkauft' },
      { label: 'Betrag', to: '21,90 €' },
    ]);
    // PayPal confirms the refund: a row by "System" in the order's history.
    const deadline = Date.now() + 10_000;
    let history: OrderHistoryEntry[] = [];
    while (Date.now() < deadline && !history.some((h) => h.action === 'refund' && h.to === 'erstattet')) {
      history = (await api().get(`/api/admin/orders/${orderId}/history`).set(as(owner)).expect(200)).body.history;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(history.map((h) => [h.actor, h.action, h.from, h.to, h.reason])).toEqual([
      ['theke-tom', 'cancel', 'ausstehend', 'storniert', 'Ausverkauft'],
      ['theke-tom', 'refund', null, 'ausstehend', 'Ausverkauft'],
      ['System', 'refund', 'ausstehend', 'erstattet', null],
    ]);
    expect(paypal.refunds).toHaveLength(1);
  });

  it('filters by person, area and shop-zone day; refuses a bad filter in German', async () => {
    const byKitchen = (await log('?actor=kueche-kim')).entries;
    expect(byKitchen.length).toBeGreaterThan(0);
    expect(byKitchen.every((e) => e.actor === 'kueche-kim')).toBe(true);
    const all = await log();
    expect(all.actors).toEqual(expect.arrayContaining(['admin', 'theke-tom', 'kueche-kim']));
    const staffOnly = (await log('?kind=staff')).entries;
    expect(staffOnly.length).toBeGreaterThan(0);
    expect(staffOnly.every((e) => e.action.startsWith('user.'))).toBe(true);
    expect((await log('?day=2020-01-01')).entries).toEqual([]);
    const today = all.entries[0].atText.replace(/^\S+ (\d{2})\.(\d{2})\.(\d{4}).*$/, '$3-$2-$1');
    expect((await log(`?day=${today}`)).entries.length).toBe(Math.min(50, all.entries.length));
    const bad = await api().get('/api/admin/audit-log?kind=alles').set(as(owner));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Unbekannter Bereich/);
    expect((await api().get('/api/admin/audit-log?day=gestern').set(as(owner))).body).toEqual({ success: false, message: 'Bitte einen Tag als JJJJ-MM-TT angeben.' });
  });
});
