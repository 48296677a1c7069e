import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { FRIDAY_EVENING, loadMenu, standardCart, submission } from './testing/order-fixtures';

/**
 * Orders of 21,90 € around Berlin's midnight between Friday 20 and Saturday 21 November:
 * 23:30 Berlin is 22:30 UTC and 00:30 Berlin is still Friday 23:30 UTC, so only reading days in
 * the shop's zone puts them on the right day. One more on Monday 16 leaves two quiet days.
 */
describe('GET /api/admin/ordersOverview', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: FRIDAY_EVENING });
    token = await t.login();
    const menu = await loadMenu(t.baseUrl);
    const place = async () => (await request(t.baseUrl).post('/api/orders').send(submission(standardCart(menu))).expect(201)).body.orderId as number;
    const placedAt = (id: number, at: string) => t.dataSource.query('UPDATE orders SET placed_at = $2 WHERE id = $1', [id, at]);
    const admin = (method: 'put' | 'post', path: string, body: object) =>
      request(t.baseUrl)[method](path).set('Authorization', `Bearer ${token}`).send(body).expect(200);

    ids.fridayLate = await place();
    await placedAt(ids.fridayLate, '2026-11-20T22:30:00Z');
    ids.saturdayEarly = await place();
    await placedAt(ids.saturdayEarly, '2026-11-20T23:30:00Z');
    ids.fridayCancelled = await place();
    await admin('put', '/api/admin/orders/status', { orderId: ids.fridayCancelled, status: 'storniert' });
    ids.thursday = await place();
    await admin('post', '/api/admin/orders/confirm', { orderId: ids.thursday, deliveryTime: '30 Min.' });
    await placedAt(ids.thursday, '2026-11-19T12:00:00Z');
    ids.monday = await place();
    await placedAt(ids.monday, '2026-11-16T18:00:00Z');
  });
  afterAll(() => t.close());

  const overview = (query: string) => request(t.baseUrl).get(`/api/admin/ordersOverview${query}`).set('Authorization', `Bearer ${token}`);

  it('total: counts per status, revenue without cancelled orders, every order, a per-day series without gaps', async () => {
    const res = await overview('?dateFilter=total').expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Übersicht geladen.',
      orderStats: { ausstehend: 3, bestätigt: 1, abgeschlossen: 0, storniert: 1 },
      totalRevenue: 87.6,
    });
    expect(res.body.orders.map((o: { id: number }) => o.id).sort()).toEqual(Object.values(ids).sort());
    expect(res.body.orders.find((o: { id: number }) => o.id === ids.fridayLate)).toEqual({
      id: ids.fridayLate,
      status: 'ausstehend',
      totalRevenue: 21.9,
      orderDate: '2026-11-20T22:30:00.000Z',
      orderDetails: [{ product_details: expect.any(String) }],
    });
    expect(res.body.series).toEqual([
      { label: '2026-11-16', revenue: 21.9, orders: 1 },
      { label: '2026-11-17', revenue: 0, orders: 0 },
      { label: '2026-11-18', revenue: 0, orders: 0 },
      { label: '2026-11-19', revenue: 21.9, orders: 1 },
      { label: '2026-11-20', revenue: 21.9, orders: 1 },
      { label: '2026-11-21', revenue: 21.9, orders: 1 },
    ]);
  });

  it('today is the Berlin day of the shop clock: 23:30 counts, 00:30 belongs to tomorrow', async () => {
    const res = await overview('?dateFilter=today').expect(200);
    expect(res.body.orderStats).toEqual({ ausstehend: 1, bestätigt: 0, abgeschlossen: 0, storniert: 1 });
    expect(res.body.totalRevenue).toBe(21.9);
    expect(res.body.orders.map((o: { id: number }) => o.id)).toEqual([ids.fridayLate, ids.fridayCancelled]);
    expect(res.body.series).toHaveLength(24);
    expect(res.body.series[23]).toEqual({ label: '23:00', revenue: 21.9, orders: 1 });
    expect(res.body.series[18]).toEqual({ label: '18:00', revenue: 0, orders: 0 });
  });

  it('a custom date is a Berlin day too', async () => {
    const saturday = await overview('?dateFilter=custom&customDate=2026-11-21').expect(200);
    expect(saturday.body.orders.map((o: { id: number }) => o.id)).toEqual([ids.saturdayEarly]);
    expect(saturday.body.series[0]).toEqual({ label: '00:00', revenue: 21.9, orders: 1 });
    const thursday = await overview('?dateFilter=custom&customDate=2026-11-19').expect(200);
    expect(thursday.body.orderStats).toEqual({ ausstehend: 0, bestätigt: 1, abgeschlossen: 0, storniert: 0 });
    expect(thursday.body.series[13]).toEqual({ label: '13:00', revenue: 21.9, orders: 1 });
    const empty = await overview('?dateFilter=custom&customDate=2026-11-22').expect(200);
    expect(empty.body).toMatchObject({ orderStats: { ausstehend: 0, bestätigt: 0, abgeschlossen: 0, storniert: 0 }, totalRevenue: 0, orders: [] });
  });

  it('refuses a bad filter or date with 400', async () => {
    expect((await overview('?dateFilter=week').expect(400)).body).toEqual({ success: false, message: 'Ungültiger Datumsfilter.' });
    for (const query of ['?dateFilter=custom', '?dateFilter=custom&customDate=2026-02-30', '?dateFilter=custom&customDate=21.11.2026']) {
      expect((await overview(query).expect(400)).body.message).toBe('Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.');
    }
  });
});
