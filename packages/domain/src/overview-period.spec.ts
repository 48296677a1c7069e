import { OVERVIEW_MESSAGES, overviewPaging, overviewPeriod } from './overview-period';

// Friday 20 November 2026.
const TODAY = '2026-11-20';

describe('overviewPeriod', () => {
  it('total is the whole history; an absent filter means total', () => {
    expect(overviewPeriod({ dateFilter: 'total' }, TODAY)).toEqual({ ok: true, filter: 'total', days: null });
    expect(overviewPeriod({}, TODAY)).toEqual({ ok: true, filter: 'total', days: null });
  });

  it('today and a custom date are one day', () => {
    expect(overviewPeriod({ dateFilter: 'today' }, TODAY)).toMatchObject({ days: { first: TODAY, last: TODAY } });
    expect(overviewPeriod({ dateFilter: 'custom', customDate: '2026-02-28' }, TODAY)).toMatchObject({ days: { first: '2026-02-28', last: '2026-02-28' } });
    expect(overviewPeriod({ dateFilter: 'custom', customDate: '2026-02-29' }, TODAY)).toEqual({ ok: false, message: OVERVIEW_MESSAGES.badCustomDate });
  });

  it('week runs Monday to Sunday, also when today is a Sunday or a Monday', () => {
    expect(overviewPeriod({ dateFilter: 'week' }, TODAY)).toMatchObject({ days: { first: '2026-11-16', last: '2026-11-22' } });
    expect(overviewPeriod({ dateFilter: 'week' }, '2026-11-22')).toMatchObject({ days: { first: '2026-11-16', last: '2026-11-22' } });
    expect(overviewPeriod({ dateFilter: 'week' }, '2026-11-23')).toMatchObject({ days: { first: '2026-11-23', last: '2026-11-29' } });
    // Across a year's end.
    expect(overviewPeriod({ dateFilter: 'week' }, '2027-01-01')).toMatchObject({ days: { first: '2026-12-28', last: '2027-01-03' } });
  });

  it('month is the calendar month, leap February included', () => {
    expect(overviewPeriod({ dateFilter: 'month' }, TODAY)).toMatchObject({ days: { first: '2026-11-01', last: '2026-11-30' } });
    expect(overviewPeriod({ dateFilter: 'month' }, '2028-02-29')).toMatchObject({ days: { first: '2028-02-01', last: '2028-02-29' } });
    expect(overviewPeriod({ dateFilter: 'month' }, '2026-12-31')).toMatchObject({ days: { first: '2026-12-01', last: '2026-12-31' } });
    expect(overviewPeriod({ dateFilter: 'month' }, '2026-01-31')).toMatchObject({ days: { first: '2026-01-01', last: '2026-01-31' } });
  });

  it('range takes from and to, both included, at most 366 days, from not after to', () => {
    expect(overviewPeriod({ dateFilter: 'range', from: '2026-11-01', to: '2026-11-01' }, TODAY)).toMatchObject({ days: { first: '2026-11-01', last: '2026-11-01' } });
    expect(overviewPeriod({ dateFilter: 'range', from: '2025-11-20', to: '2026-11-20' }, TODAY)).toMatchObject({ ok: true });
    for (const bad of [
      { from: '2026-11-02', to: '2026-11-01' },
      { from: '2025-11-19', to: '2026-11-20' },
      { from: '2026-11-01' },
      { from: '01.11.2026', to: '2026-11-02' },
      { from: ['2026-11-01'], to: '2026-11-02' },
    ]) {
      expect(overviewPeriod({ dateFilter: 'range', ...bad }, TODAY)).toEqual({ ok: false, message: OVERVIEW_MESSAGES.badRange });
    }
  });

  it('refuses an unknown filter', () => {
    expect(overviewPeriod({ dateFilter: 'year' }, TODAY)).toEqual({ ok: false, message: OVERVIEW_MESSAGES.badDateFilter });
  });
});

describe('overviewPaging', () => {
  it('defaults to the first page of 25 and accepts up to 100 a page', () => {
    expect(overviewPaging({})).toEqual({ page: 1, pageSize: 25 });
    expect(overviewPaging({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
  });

  it('refuses anything else', () => {
    for (const bad of [{ page: '0' }, { page: '-1' }, { page: '1.5' }, { pageSize: '101' }, { pageSize: '0' }, { page: 'x' }, { page: ['1', '2'] }]) {
      expect(overviewPaging(bad)).toBeNull();
    }
  });
});
