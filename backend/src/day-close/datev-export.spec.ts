import iconv from 'iconv-lite';
import type { Response } from 'supertest';
import { DATEV_COLUMNS } from './datev-columns';
import { startDayShop, type DayShop } from './testing/day-shop';

/**
 * DATEV's format description of the "Buchungsstapel" (developer.datev.de, DATEV-Format, Formatversion 13):
 * the header's 31 fields, then the column names, then one line of 125 fields per booking.
 */
const HEADER_RULES: [number, RegExp][] = [
  [1, /^"EXTF"$/],
  [2, /^700$/],
  [3, /^21$/],
  [4, /^"Buchungsstapel"$/],
  [5, /^13$/],
  [6, /^\d{17}$/],
  [7, /^$/],
  [8, /^"\w{0,2}"$/],
  [9, /^"\w{0,25}"$/],
  [10, /^"\w{0,25}"$/],
  [11, /^\d{4,7}$/],
  [12, /^\d{1,5}$/],
  [13, /^\d{8}$/],
  [14, /^[4-8]$/],
  [15, /^\d{8}$/],
  [16, /^\d{8}$/],
  [17, /^".{0,30}"$/],
  [18, /^"([A-Za-z]{2})?"$/],
  [19, /^[12]$/],
  [20, /^(0|30|40|50|64)$/],
  [21, /^[01]$/],
  [22, /^"[A-Z]{3}"$/],
  [23, /^$/],
  [24, /^"[^"]*"$/],
  [25, /^$/],
  [26, /^$/],
  [27, /^"(\d{2})?"$/],
  [28, /^\d{0,4}$/],
  [29, /^$/],
  [30, /^"[^"]*"$/],
  [31, /^".{0,16}"$/],
];
const col = (name: string) => DATEV_COLUMNS.indexOf(name);
const cents = (amount: string) => Number(amount.replace(',', ''));

/** Splits a line at the semicolons outside quotes (a text may hold one). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    if (c === ';' && !quoted) {
      out.push(field);
      field = '';
    } else field += c;
  }
  return [...out, field];
}

describe('GET /api/admin/exports/datev', () => {
  let s: DayShop;

  beforeAll(async () => {
    s = await startDayShop();
    // Wednesday's cash order is refunded on Thursday (cancelled after completion); then both days are closed.
    await s.call('put', '/admin/orders/status', s.tokens.owner, { orderId: s.ids.phoneCash, status: 'storniert' }).expect(200);
    await s.t.dataSource.query(`UPDATE orders SET cancelled_at = '2026-11-19T18:00:00Z' WHERE id = $1`, [s.ids.phoneCash]);
  }, 120_000);
  afterAll(() => s?.close());

  const settings = (body: object) => s.call('patch', '/admin/settings', s.tokens.owner, body);
  const download = (query: string) =>
    s
      .call('get', `/admin/exports/datev${query}`, s.tokens.owner)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('the owner sets the day boundary and the adviser’s numbers in Einstellungen; refused values name their field', async () => {
    expect((await download('?from=2026-11-01&until=2026-11-30').expect(409)).body.toString()).toContain(
      'Berater- und Mandantennummer unter Einstellungen → Steuerberater',
    );
    expect((await settings({ serviceDay: { dayBoundary: '25:00' } }).expect(400)).body).toMatchObject({
      field: 'serviceDay.dayBoundary',
      message: 'Tageswechsel: bitte eine Uhrzeit HH:MM angeben.',
    });
    const accountant = {
      adviserNumber: '29098',
      clientNumber: '55003',
      fiscalYearStart: '01-01',
      accountLength: 4,
      accounts: { cash: '1000', card: '1361', paypal: '1360', revenue0: '8200', revenue7: '8300', revenue19: '8400' },
    };
    const tooLong = await settings({ accountant: { ...accountant, accounts: { ...accountant.accounts, revenue19: '84000' } } }).expect(400);
    expect(tooLong.body).toMatchObject({ field: 'accountant.accounts.revenue19', message: 'Konto 84000: länger als die Sachkontenlänge 4.' });
    expect((await settings({ accountant }).expect(200)).body.accountant).toEqual(accountant);

    // With the day changing at 00:30, the order completed at 00:40 belongs to Thursday.
    await settings({ serviceDay: { dayBoundary: '00:30' } }).expect(200);
    expect((await s.call('get', '/admin/day-report?date=2026-11-18', s.tokens.owner).expect(200)).body.orders.count).toBe(1);
    expect((await settings({ serviceDay: { dayBoundary: '05:00' } }).expect(200)).body.serviceDay).toEqual({ dayBoundary: '05:00' });
    for (const date of ['2026-11-18', '2026-11-19']) await s.call('post', '/admin/day-close', s.tokens.owner, { date, countedCash: 0 }).expect(201);
  });

  it('refuses a bad date, a range the wrong way round and one across two fiscal years', async () => {
    expect((await s.call('get', '/admin/exports/datev?from=2026-11-1&until=2026-11-30', s.tokens.owner).expect(400)).body).toMatchObject({
      field: 'from',
      message: 'Von: bitte im Format JJJJ-MM-TT angeben.',
    });
    expect((await s.call('get', '/admin/exports/datev?from=2026-11-30&until=2026-11-01', s.tokens.owner).expect(400)).body.field).toBe('from');
    expect((await s.call('get', '/admin/exports/datev?from=2026-12-01&until=2027-01-31', s.tokens.owner).expect(400)).body).toMatchObject({
      field: 'until',
      message: 'Zeitraum: muss innerhalb eines Wirtschaftsjahres liegen.',
    });
  });

  it('a Windows-1252 file with CRLF whose every field follows DATEV’s rules, its sales summing to the Z reports’ gross', async () => {
    const res: Response = await download('?from=2026-11-01&until=2026-11-30').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="EXTF_Buchungsstapel_20261101_20261130.csv"');
    const bytes = res.body as Buffer;
    // ö and ü as single Windows-1252 bytes (0xF6, 0xFC), never UTF-8's two-byte sequences.
    expect(bytes.includes(Buffer.from([0xf6]))).toBe(true);
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true);
    expect(bytes.includes(Buffer.from('ö', 'utf8'))).toBe(false);
    const text = iconv.decode(bytes, 'win1252');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [header, columns, ...bookings] = text.slice(0, -2).split('\r\n');

    const head = header.split(';');
    expect(head).toHaveLength(31);
    for (const [nr, rule] of HEADER_RULES) expect({ nr, value: head[nr - 1], ok: rule.test(head[nr - 1]) }).toEqual({ nr, value: head[nr - 1], ok: true });
    expect(head.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20261101', '20261130']);
    expect(head[16]).toBe('"Z-Berichte 01.11.-30.11.2026"');

    expect(columns.split(';')).toEqual(DATEV_COLUMNS);
    expect(DATEV_COLUMNS).toHaveLength(125);

    const rows = bookings.map(fields);
    for (const row of rows) {
      expect(row).toHaveLength(125);
      expect(row[col('Umsatz (ohne Soll/Haben-Kz)')]).toMatch(/^\d{1,10},\d{2}$/);
      expect(row[col('Umsatz (ohne Soll/Haben-Kz)')]).not.toBe('0,00');
      expect(row[col('Soll/Haben-Kennzeichen')]).toMatch(/^"[SH]"$/);
      expect(row[col('WKZ Umsatz')]).toBe('"EUR"');
      expect(row[col('Konto')]).toMatch(/^\d{4}$/);
      expect(row[col('Gegenkonto (ohne BU-Schlüssel)')]).toMatch(/^\d{4}$/);
      // 8300 and 8400 are SKR03's automatic revenue accounts: a tax key there is DATEV's error REW00305.
      expect(row[col('BU-Schlüssel')]).toBe('');
      expect(row[col('Belegdatum')]).toMatch(/^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])$/);
      expect(row[col('Belegfeld 1')]).toMatch(/^"[A-Za-z0-9$%&*+\-/]{1,36}"$/);
      expect(row[col('Buchungstext')]).toMatch(/^".{1,60}"$/);
      const filled = new Set(
        [
          'Umsatz (ohne Soll/Haben-Kz)',
          'Soll/Haben-Kennzeichen',
          'WKZ Umsatz',
          'Konto',
          'Gegenkonto (ohne BU-Schlüssel)',
          'Belegdatum',
          'Belegfeld 1',
          'Buchungstext',
        ].map(col),
      );
      expect(row.filter((value, i) => !filled.has(i) && value !== '')).toEqual([]);
    }
    const pick = (row: string[]) => [row[0], row[1], row[6], row[7], row[9], row[10], row[13]];
    expect(rows.map(pick)).toEqual([
      // Wednesday, Z 1: the cash phone order and (after midnight) the PayPal order with the voucher.
      ['18,00', '"S"', '1000', '8300', '1811', '"1"', '"Erlöse 7 % Bar, Z-Bericht 1 vom 18.11.2026"'],
      ['3,90', '"S"', '1000', '8400', '1811', '"1"', '"Erlöse 19 % Bar, Z-Bericht 1 vom 18.11.2026"'],
      ['16,20', '"S"', '1360', '8300', '1811', '"1"', '"Erlöse 7 % PayPal, Z-Bericht 1 vom 18.11.2026"'],
      ['3,51', '"S"', '1360', '8400', '1811', '"1"', '"Erlöse 19 % PayPal, Z-Bericht 1 vom 18.11.2026"'],
      // Thursday, Z 2: Thursday's cash sale, and Wednesday's cash order handed back.
      ['18,00', '"S"', '1000', '8300', '1911', '"2"', '"Erlöse 7 % Bar, Z-Bericht 2 vom 19.11.2026"'],
      ['18,00', '"H"', '1000', '8300', '1911', '"2"', '"Rückerstattung 7 % Bar, Z-Bericht 2 vom 19.11.2026"'],
      ['3,90', '"S"', '1000', '8400', '1911', '"2"', '"Erlöse 19 % Bar, Z-Bericht 2 vom 19.11.2026"'],
      ['3,90', '"H"', '1000', '8400', '1911', '"2"', '"Rückerstattung 19 % Bar, Z-Bericht 2 vom 19.11.2026"'],
    ]);

    const closes = (await s.call('get', '/admin/day-closes', s.tokens.owner).expect(200)).body.closes as { gross: number; date: string }[];
    const zGross = closes.reduce((sum, c) => sum + Math.round(c.gross * 100), 0);
    const soll = rows.filter((r) => r[1] === '"S"').reduce((sum, r) => sum + cents(r[0]), 0);
    const haben = rows.filter((r) => r[1] === '"H"').reduce((sum, r) => sum + cents(r[0]), 0);
    expect(soll).toBe(zGross);
    expect(soll).toBe(4161 + 2190);
    const thursday = (await s.call('get', '/admin/day-report?date=2026-11-19', s.tokens.owner).expect(200)).body;
    expect(haben).toBe(Math.round(thursday.refunds.amount * 100));
  });
});
