import { startDayShop, type DayShop } from './testing/day-shop';

const WEDNESDAY = '2026-11-18';
const THURSDAY = '2026-11-19';
const FRIDAY = '2026-11-20';

describe('close of day: X report, Z report and the list of closes', () => {
  let s: DayShop;

  beforeAll(async () => {
    s = await startDayShop();
  }, 120_000);
  afterAll(() => s?.close());

  const report = (date: string, token = s.tokens.owner) => s.call('get', `/admin/day-report?date=${date}`, token);
  const close = (date: string, countedCash: number) => s.call('post', '/admin/day-close', s.tokens.owner, { date, countedCash });

  it('answers 401 without a token and 403 to the kitchen on every call, and lets the counter read but not close or list', async () => {
    const calls = [
      ['get', `/admin/day-report?date=${WEDNESDAY}`],
      ['post', '/admin/day-close'],
      ['get', '/admin/day-closes'],
      ['get', `/admin/exports/datev?from=${WEDNESDAY}&until=${WEDNESDAY}`],
    ] as const;
    for (const [method, path] of calls) {
      await s.call(method, path, null, method === 'post' ? { date: WEDNESDAY, countedCash: 0 } : undefined).expect(401);
      const kitchen = await s.call(method, path, s.tokens.kitchen, method === 'post' ? { date: WEDNESDAY, countedCash: 0 } : undefined).expect(403);
      expect(kitchen.body.success).toBe(false);
    }
    await report(WEDNESDAY, s.tokens.counter).expect(200);
    for (const [method, path] of calls.slice(1)) {
      await s.call(method, path, s.tokens.counter, method === 'post' ? { date: WEDNESDAY, countedCash: 0 } : undefined).expect(403);
    }
  });

  it('X report: the service day runs 05:00 to 05:00, so the order completed at 00:40 counts for the evening before', async () => {
    const res = await report(WEDNESDAY).expect(200);
    expect(res.body).toEqual({
      success: true,
      date: WEDNESDAY,
      closed: null,
      orders: { count: 2, byChannel: { online: 1, telefon: 1, 'vor-ort': 0 } },
      gross: 41.61,
      net: 38.19,
      // Food 18,00 € + 16,20 € at 7 % (VAT 1,18 € + 1,06 €), drinks 3,90 € + 3,51 € at 19 % (0,62 € + 0,56 €).
      vat: [
        { rate: 7, gross: 34.2, net: 31.96, vat: 2.24 },
        { rate: 19, gross: 7.41, net: 6.23, vat: 1.18 },
      ],
      byPayment: { cash: 21.9, card: 0, paypal: 19.71 },
      discounts: 2.19,
      refunds: { count: 0, amount: 0 },
      cancelled: { count: 1, amount: 21.9 },
      cashExpected: 21.9,
      cashCounted: null,
      cashDifference: null,
    });
    const thursday = (await report(THURSDAY).expect(200)).body;
    expect(thursday).toMatchObject({ orders: { count: 1 }, gross: 21.9, cancelled: { count: 0, amount: 0 } });
    expect((await report('2026-11-31').expect(400)).body).toMatchObject({ success: false, message: 'Datum: bitte im Format JJJJ-MM-TT angeben.' });
    // The last day of year 9999 has no day after it to end on.
    expect((await report('9999-12-31').expect(400)).body).toMatchObject({ success: false, message: 'Datum: bitte im Format JJJJ-MM-TT angeben.' });
    expect((await close('9999-12-31', 0).expect(400)).body).toMatchObject({ success: false, field: 'date' });
  });

  it('Z report: 201 with number 1 and the counted cash, printed on the receipt printer, audited; a second close or an open day is 409', async () => {
    const bad = await s.call('post', '/admin/day-close', s.tokens.owner, { date: WEDNESDAY, countedCash: 'viel' }).expect(400);
    expect(bad.body).toMatchObject({ success: false, field: 'countedCash', message: 'Gezähltes Bargeld: bitte einen Betrag in Euro angeben.' });
    const res = await close(WEDNESDAY, 20).expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Tag abgeschlossen.' });
    expect(res.body.report).toMatchObject({
      date: WEDNESDAY,
      closed: { number: 1, by: 'admin' },
      gross: 41.61,
      cashExpected: 21.9,
      cashCounted: 20,
      cashDifference: -1.9,
    });
    expect((await close(WEDNESDAY, 21.9).expect(409)).body).toEqual({ success: false, message: 'Dieser Tag ist bereits abgeschlossen.' });
    // Friday's service runs until Saturday 05:00; the clock says Friday 18:30.
    expect((await close(FRIDAY, 0).expect(409)).body).toEqual({ success: false, message: 'Dieser Tag ist noch nicht vorbei und kann noch nicht abgeschlossen werden.' });

    const [ticket] = await s.printer.waitForTickets(1, 15_000);
    for (const text of ['Z-BERICHT Nr. 1', 'Geschäftstag Mi 18.11.2026', 'Brutto', '41,61 €', 'Bar gezählt', '-1,90 €']) expect(ticket.text).toContain(text);
    const [audit] = await s.t.dataSource.query(`SELECT actor, action, target FROM audit_log WHERE action = 'dayclose.create'`);
    expect(audit).toEqual({ actor: 'admin', action: 'dayclose.create', target: `Tagesabschluss Nr. 1 (${WEDNESDAY})` });
  });

  it('a day next to a closed one starts where that one ended, when the owner moved the day change since', async () => {
    const setBoundary = (dayBoundary: string) => s.call('patch', '/admin/settings', s.tokens.owner, { serviceDay: { dayBoundary } }).expect(200);
    try {
      // Wednesday was closed up to Thursday 05:00; Thursday's order of 05:10 is Thursday's, though the day now changes at 06:00.
      await setBoundary('06:00');
      expect((await report(THURSDAY).expect(200)).body).toMatchObject({ orders: { count: 1 }, gross: 21.9 });
      // With the change at 00:30 Thursday would begin before Wednesday's Z report ended: nothing counts twice.
      await setBoundary('00:30');
      expect((await report(THURSDAY).expect(200)).body).toMatchObject({ orders: { count: 1 }, gross: 21.9 });
    } finally {
      await setBoundary('05:00');
    }
  });

  it('X report on the receipt printer: the counter prints an open day as often as asked, a closed day is 409', async () => {
    const printX = (date: string, token: string | null = s.tokens.counter) => s.call('post', '/admin/day-report/print', token, { date });
    const before = s.printer.tickets.length;
    expect((await printX(FRIDAY).expect(200)).body).toEqual({ success: true, message: 'Der X-Bericht wird gedruckt.' });
    await printX(FRIDAY, s.tokens.owner).expect(200);
    const tickets = (await s.printer.waitForTickets(before + 2, 15_000)).slice(before);
    for (const ticket of tickets) for (const text of ['X-BERICHT', 'Geschäftstag Fr 20.11.2026', 'Bar erwartet']) expect(ticket.text).toContain(text);
    expect(tickets[0].text).not.toContain('Z-BERICHT');

    expect((await printX(WEDNESDAY).expect(409)).body).toEqual({ success: false, message: 'Dieser Tag ist bereits abgeschlossen.' });
    expect((await printX('2026-11-31').expect(400)).body).toMatchObject({ success: false, field: 'date' });
    await printX(FRIDAY, s.tokens.kitchen).expect(403);
    await printX(FRIDAY, null).expect(401);
  });

  it('a refund after the close counts on the day it happens; the closed day keeps its Z report', async () => {
    // Wednesday's phone order (cash, completed and closed) is cancelled now, on Friday: the cash goes back today.
    await s.call('put', '/admin/orders/status', s.tokens.owner, { orderId: s.ids.phoneCash, status: 'storniert' }).expect(200);
    const wednesday = (await report(WEDNESDAY).expect(200)).body;
    expect(wednesday).toMatchObject({ closed: { number: 1 }, gross: 41.61, refunds: { count: 0, amount: 0 }, cashExpected: 21.9, cashCounted: 20 });
    const friday = (await report(FRIDAY, s.tokens.counter).expect(200)).body;
    expect(friday).toMatchObject({ closed: null, orders: { count: 0 }, gross: 0, refunds: { count: 1, amount: 21.9 }, cashExpected: -21.9 });
  });

  it('numbers stay without gaps under concurrent closes of different days and of the same day', async () => {
    const [thursday, tuesday] = await Promise.all([close(THURSDAY, 21.9), close('2026-11-17', 21.9)]);
    expect([thursday.status, tuesday.status]).toEqual([201, 201]);
    expect([thursday.body.report.closed.number, tuesday.body.report.closed.number].sort()).toEqual([2, 3]);
    const same = await Promise.all([close('2026-11-16', 21.9), close('2026-11-16', 21.9), close('2026-11-16', 0)]);
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409]);

    const list = await s.call('get', '/admin/day-closes', s.tokens.owner).expect(200);
    expect(list.body.closes.map((c: { number: number }) => c.number)).toEqual([4, 3, 2, 1]);
    expect(list.body.closes[3]).toMatchObject({ number: 1, date: WEDNESDAY, by: 'admin', gross: 41.61, cashExpected: 21.9, cashCounted: 20, cashDifference: -1.9 });
    expect(list.body.closes.find((c: { date: string }) => c.date === '2026-11-16')).toMatchObject({ number: 4, gross: 21.9 });
  });

  it('the database itself refuses a changed or deleted Z report and a number out of turn', async () => {
    await expect(s.t.dataSource.query(`UPDATE day_closes SET counted_cents = 2190 WHERE number = 1`)).rejects.toThrow(/never changed/);
    await expect(s.t.dataSource.query(`DELETE FROM day_closes WHERE number = 4`)).rejects.toThrow(/never changed/);
    await expect(
      s.t.dataSource.query(`INSERT INTO day_closes (number, service_date, closed_at, closed_by, counted_cents, report) VALUES (7, '2026-11-10', now(), 'x', 0, '{}')`),
    ).rejects.toThrow(/not the next one/);
  });
});
