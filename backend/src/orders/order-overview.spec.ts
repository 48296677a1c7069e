import { OVERVIEW_MESSAGES } from '@pizzeria/domain';
import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission } from './testing/order-fixtures';

/**
 * The shop clock says Friday 20 November 2026, 18:30 Berlin; the week runs Monday 16 to Sunday 22.
 * Every order is the standard cart of 21,90 € (18,00 € food at 7 %, 3,90 € drink at 19 %) but
 * Monday's, which PIZZA10 brings to 19,71 €. Orders around Berlin's midnight: 23:30 Berlin is
 * 22:30 UTC and 00:30 Berlin is still 23:30 UTC of the day before, so only reading days in the
 * shop's zone puts them on the right day.
 */
const PLACED: Record<string, string> = {
  october: '2026-10-31T22:30:00Z', // Saturday 31 October 23:30 Berlin (CET)
  previousSunday: '2026-11-15T22:59:00Z', // Sunday 15 November 23:59, the week before
  monday: '2026-11-16T18:00:00Z',
  thursday: '2026-11-19T12:00:00Z', // 13:00 Berlin
  fridayCancelled: '2026-11-20T17:30:00Z',
  fridayLate: '2026-11-20T22:30:00Z', // Friday 23:30 Berlin
  saturdayEarly: '2026-11-20T23:30:00Z', // Saturday 00:30 Berlin
};

describe('GET /api/admin/ordersOverview', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const shop = await startOrderShop();
    t = shop.t;
    token = await t.login();
    const { menu } = shop;
    const admin = (method: 'put' | 'post', path: string, body: object) => request(t.baseUrl)[method](path).set('Authorization', `Bearer ${token}`).send(body).expect(200);
    const confirm = (id: number) => admin('post', '/api/admin/orders/confirm', { orderId: id, deliveryTime: '30 Min.' });
    const status = (id: number, s: string) => admin('put', '/api/admin/orders/status', { orderId: id, status: s });
    const voucher = { discountCode: 'PIZZA10', discountAmount: 2.19 };
    for (const name of Object.keys(PLACED)) {
      const body = submission(standardCart(menu), name === 'monday' ? voucher : {});
      ids[name] = (await request(t.baseUrl).post('/api/orders').send(body).expect(201)).body.orderId;
    }
    for (const name of ['october', 'previousSunday', 'monday', 'thursday', 'saturdayEarly']) await confirm(ids[name]);
    for (const name of ['october', 'monday']) await status(ids[name], 'abgeschlossen');
    await status(ids.fridayCancelled, 'storniert');
    for (const [name, at] of Object.entries(PLACED)) await t.dataSource.query('UPDATE orders SET placed_at = $2 WHERE id = $1', [ids[name], at]);
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.baseUrl).get(path).set('Authorization', `Bearer ${token}`);
  const overview = (query: string) => get(`/api/admin/ordersOverview${query}`);
  const idsOf = (body: { orders: { id: number }[] }) => body.orders.map((o) => o.id);

  it('total: counts per status, revenue of confirmed and completed orders with its VAT, pending apart, a day series without gaps', async () => {
    const res = await overview('?dateFilter=total').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Übersicht geladen.',
      orderStats: { ausstehend: 1, bestätigt: 3, abgeschlossen: 2, storniert: 1 },
      // 4 × 21,90 € + 19,71 €; the pending 21,90 € apart, the cancelled order nowhere.
      totalRevenue: 107.31,
      pendingRevenue: 21.9,
      // Food: 4 × 18,00 € + 16,20 €; drinks: 4 × 3,90 € + 3,51 €; VAT summed per order (4 × 1,18 € + 1,06 €; 4 × 0,62 € + 0,56 €).
      vat: [
        { rate: 7, gross: 88.2, net: 82.42, vat: 5.78 },
        { rate: 19, gross: 19.11, net: 16.07, vat: 3.04 },
      ],
      days: null,
      ordersTotal: 7,
      page: 1,
      pageSize: 25,
    });
    // From the first order to the last, which is past today: 31 October to Saturday 21 November.
    expect(res.body.series).toHaveLength(22);
    expect(res.body.series[0]).toEqual({ label: '2026-10-31', revenue: 21.9, orders: 1 });
    expect(res.body.series[1]).toEqual({ label: '2026-11-01', revenue: 0, orders: 0 });
    expect(res.body.series[20]).toEqual({ label: '2026-11-20', revenue: 0, orders: 0 });
    expect(res.body.series[21]).toEqual({ label: '2026-11-21', revenue: 21.9, orders: 1 });
  });

  it('splits the revenue orders by payment, channel and pickup vs delivery, and lists the best sellers', async () => {
    await t.dataSource.query(`UPDATE orders SET channel = 'telefon', delivery_method = 'lieferung' WHERE id = $1`, [ids.thursday]);
    const { body } = await overview('?dateFilter=total').expect(200);
    await t.dataSource.query(`UPDATE orders SET channel = 'online', delivery_method = 'abholung' WHERE id = $1`, [ids.thursday]);
    // The five revenue orders: 4 × 21,90 € + 19,71 €, all cash; Thursday's taken on the phone for delivery.
    expect(body.split).toEqual({
      byPayment: { cash: { orders: 5, revenue: 107.31 }, card: { orders: 0, revenue: 0 }, paypal: { orders: 0, revenue: 0 } },
      byChannel: { online: { orders: 4, revenue: 85.41 }, telefon: { orders: 1, revenue: 21.9 }, 'vor-ort': { orders: 0, revenue: 0 } },
      byMethod: { abholung: { orders: 4, revenue: 85.41 }, lieferung: { orders: 1, revenue: 21.9 } },
    });
    // Two Margheritas and a cola in each: the pizza first by quantity; line totals before the voucher.
    expect(body.bestSellers).toEqual([
      { productName: expect.stringContaining('Margherita'), quantity: 10, revenue: 90 },
      { productName: expect.stringContaining('Cola'), quantity: 5, revenue: 19.5 },
    ]);
  });

  it('lists customer, Lieferung/Abholung, payment and due time, newest first, page by page', async () => {
    const first = await overview('?dateFilter=total&page=1&pageSize=3').expect(200);
    expect(idsOf(first.body)).toEqual([ids.saturdayEarly, ids.fridayLate, ids.fridayCancelled]);
    expect(first.body).toMatchObject({ ordersTotal: 7, page: 1, pageSize: 3 });
    expect(first.body.orders[0]).toEqual({
      id: ids.saturdayEarly,
      status: 'bestätigt',
      totalRevenue: 21.9,
      orderDate: '2026-11-20T23:30:00.000Z',
      orderDetails: [{ product_details: expect.any(String) }],
      customerName: 'Erika Mustermann',
      channel: 'online',
      deliveryMethod: 'abholung',
      paymentMethod: 'cash',
      // Confirmed at 18:30 with "30 Min." for a pickup wished at 19:00.
      estimatedAt: expect.stringMatching(/^2026-11-20T1[78]:\d\d:00\.000Z$/),
      desiredDeliveryDate: '2026-11-20',
      desiredDeliveryTime: '19:00',
    });
    expect(first.body.orders[1]).toMatchObject({ status: 'ausstehend', estimatedAt: null });
    expect(idsOf((await overview('?dateFilter=total&page=2&pageSize=3').expect(200)).body)).toEqual([ids.thursday, ids.monday, ids.previousSunday]);
    expect(idsOf((await overview('?dateFilter=total&page=3&pageSize=3').expect(200)).body)).toEqual([ids.october]);
    expect(idsOf((await overview('?dateFilter=total&page=4&pageSize=3').expect(200)).body)).toEqual([]);
  });

  it('today is the Berlin day of the shop clock: 23:30 counts, 00:30 belongs to tomorrow; pending is no revenue', async () => {
    const res = await overview('?dateFilter=today').expect(200);
    expect(res.body).toMatchObject({
      orderStats: { ausstehend: 1, bestätigt: 0, abgeschlossen: 0, storniert: 1 },
      totalRevenue: 0,
      pendingRevenue: 21.9,
      vat: [],
      days: { first: '2026-11-20', last: '2026-11-20' },
    });
    expect(idsOf(res.body)).toEqual([ids.fridayLate, ids.fridayCancelled]);
    expect(res.body.series).toHaveLength(24);
    expect(res.body.series[23]).toEqual({ label: '23:00', revenue: 0, orders: 0 });
  });

  it('a custom date is a Berlin day too', async () => {
    const saturday = await overview('?dateFilter=custom&customDate=2026-11-21').expect(200);
    expect(idsOf(saturday.body)).toEqual([ids.saturdayEarly]);
    expect(saturday.body.series[0]).toEqual({ label: '00:00', revenue: 21.9, orders: 1 });
    const thursday = await overview('?dateFilter=custom&customDate=2026-11-19').expect(200);
    expect(thursday.body.orderStats).toEqual({ ausstehend: 0, bestätigt: 1, abgeschlossen: 0, storniert: 0 });
    expect(thursday.body.series[13]).toEqual({ label: '13:00', revenue: 21.9, orders: 1 });
    const empty = await overview('?dateFilter=custom&customDate=2026-11-22').expect(200);
    expect(empty.body).toMatchObject({ orderStats: { ausstehend: 0, bestätigt: 0, abgeschlossen: 0, storniert: 0 }, totalRevenue: 0, orders: [], ordersTotal: 0 });
  });

  it('week is Monday to Sunday of the shop week: Sunday 23:59 before belongs to the week before', async () => {
    const res = await overview('?dateFilter=week').expect(200);
    expect(res.body).toMatchObject({
      orderStats: { ausstehend: 1, bestätigt: 2, abgeschlossen: 1, storniert: 1 },
      totalRevenue: 63.51,
      pendingRevenue: 21.9,
      days: { first: '2026-11-16', last: '2026-11-22' },
    });
    expect(res.body.series.map((p: { label: string; revenue: number }) => [p.label, p.revenue])).toEqual([
      ['2026-11-16', 19.71],
      ['2026-11-17', 0],
      ['2026-11-18', 0],
      ['2026-11-19', 21.9],
      ['2026-11-20', 0],
      ['2026-11-21', 21.9],
      ['2026-11-22', 0],
    ]);
  });

  it('month is the calendar month in Berlin: 31 October 23:30 stays in October', async () => {
    const res = await overview('?dateFilter=month').expect(200);
    expect(res.body).toMatchObject({ totalRevenue: 85.41, days: { first: '2026-11-01', last: '2026-11-30' }, ordersTotal: 6 });
    expect(res.body.series).toHaveLength(30);
    expect(idsOf(res.body)).not.toContain(ids.october);
  });

  it('a range takes both ends', async () => {
    const res = await overview('?dateFilter=range&from=2026-10-31&to=2026-11-15').expect(200);
    expect(res.body).toMatchObject({ orderStats: { ausstehend: 0, bestätigt: 1, abgeschlossen: 1, storniert: 0 }, totalRevenue: 43.8 });
    expect(idsOf(res.body)).toEqual([ids.previousSunday, ids.october]);
    expect(res.body.series).toHaveLength(16);
  });

  it('exports the period’s confirmed and completed orders as CSV for German Excel, with their channel', async () => {
    await t.dataSource.query(`UPDATE orders SET channel = 'telefon' WHERE id = $1`, [ids.thursday]);
    await t.dataSource.query(`UPDATE orders SET channel = 'vor-ort' WHERE id = $1`, [ids.saturdayEarly]);
    const res = await get('/api/admin/ordersOverview/csv?dateFilter=week').expect(200);
    await t.dataSource.query(`UPDATE orders SET channel = 'online' WHERE id IN ($1, $2)`, [ids.thursday, ids.saturdayEarly]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="umsatz_2026-11-16_bis_2026-11-22_bestaetigt-und-abgeschlossen.csv"');
    expect(res.text).toBe(
      '\uFEFF' +
        [
          'Datum;Bestellnummer;Kanal;Zahlungsart;Status;Netto 7 %;MwSt. 7 %;Netto 19 %;MwSt. 19 %;Gesamt',
          `16.11.2026;${ids.monday};Online;Barzahlung;abgeschlossen;15,14;1,06;2,95;0,56;19,71`,
          `19.11.2026;${ids.thursday};Telefon;Barzahlung;bestätigt;16,82;1,18;3,28;0,62;21,90`,
          `21.11.2026;${ids.saturdayEarly};Vor Ort;Barzahlung;bestätigt;16,82;1,18;3,28;0,62;21,90`,
        ].join('\r\n') +
        '\r\n',
    );
    const today = await get('/api/admin/ordersOverview/csv?dateFilter=today').expect(200);
    expect(today.headers['content-disposition']).toContain('filename="umsatz_2026-11-20_bestaetigt-und-abgeschlossen.csv"');
    expect(today.text).toBe('\uFEFFDatum;Bestellnummer;Kanal;Zahlungsart;Status;Netto 7 %;MwSt. 7 %;Netto 19 %;MwSt. 19 %;Gesamt\r\n');
  });

  it('refuses a bad filter, date, range or page with 400 and a German message', async () => {
    const refused = async (path: string, message: string) => expect((await get(path).expect(400)).body).toEqual({ success: false, message });
    await refused('/api/admin/ordersOverview?dateFilter=year', 'Ungültiger Datumsfilter.');
    for (const query of ['?dateFilter=custom', '?dateFilter=custom&customDate=2026-02-30', '?dateFilter=custom&customDate=21.11.2026']) {
      await refused(`/api/admin/ordersOverview${query}`, 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.');
    }
    for (const query of ['?dateFilter=range&from=2026-11-02&to=2026-11-01', '?dateFilter=range&from=2026-11-02', '?dateFilter=range&from=2024-01-01&to=2026-11-01']) {
      await refused(`/api/admin/ordersOverview${query}`, OVERVIEW_MESSAGES.badRange);
    }
    for (const query of ['?page=0', '?pageSize=101', '?page=x']) await refused(`/api/admin/ordersOverview${query}`, OVERVIEW_MESSAGES.badPage);
    await refused('/api/admin/ordersOverview/csv?dateFilter=year', 'Ungültiger Datumsfilter.');
    await request(t.baseUrl).get('/api/admin/ordersOverview/csv').expect(401);
  });
});
