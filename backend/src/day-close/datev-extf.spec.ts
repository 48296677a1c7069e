import { ACCOUNTANT_SETTINGS_DEFAULTS } from '@pizzeria/domain';
import { datevAmount, datevBuchungsstapel, fiscalYearBeginning, withinOneFiscalYear } from './datev-extf';

describe('DATEV Buchungsstapel', () => {
  it('writes amounts with a decimal comma, no thousands separator and no sign', () => {
    expect(datevAmount(5)).toBe('0,05');
    expect(datevAmount(123456789)).toBe('1234567,89');
  });

  it('finds the fiscal year a day lies in and keeps an export inside one', () => {
    expect(fiscalYearBeginning('2026-11-18', '01-01')).toBe('2026-01-01');
    expect(fiscalYearBeginning('2026-03-18', '07-01')).toBe('2025-07-01');
    expect(withinOneFiscalYear('2026-06-01', '2026-06-30', '07-01')).toBe(true);
    expect(withinOneFiscalYear('2026-06-01', '2026-07-01', '07-01')).toBe(false);
  });

  it('header stamp in the shop’s zone, one line per booking, CRLF at every end', () => {
    const text = datevBuchungsstapel({
      settings: { ...ACCOUNTANT_SETTINGS_DEFAULTS, adviserNumber: '1001', clientNumber: '1' },
      from: '2026-11-01',
      until: '2026-11-30',
      createdAt: new Date('2026-12-01T08:09:10.123Z'),
      shopTimezone: 'Europe/Berlin',
      days: [{ date: '2026-11-05', number: 7, bookings: [{ payment: 'card', rate: 19, salesCents: 119000, refundsCents: 0 }] }],
    });
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0].split(';').slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20261201090910123']);
    expect(lines[2].split(';').slice(0, 14)).toEqual([
      '1190,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '1361',
      '8400',
      '',
      '0511',
      '"7"',
      '',
      '',
      '"Erlöse 19 % Karte, Z-Bericht 7 vom 05.11.2026"',
    ]);
  });
});
