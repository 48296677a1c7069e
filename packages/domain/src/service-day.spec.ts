import { orderServiceDay, serviceDayEnd, serviceDayOf, serviceDaySpan, serviceDayStart } from './service-day';

const BERLIN = 'Europe/Berlin';

describe('service day', () => {
  it('runs from boundary to boundary (here 04:00) on the shop’s wall clock, whatever the instant’s own zone', () => {
    expect(serviceDayOf('2026-11-20T16:00:00Z', BERLIN, '04:00')).toBe('2026-11-20');
    // Saturday 01:30 in Berlin is still Friday night's service.
    expect(serviceDayOf('2026-11-21T00:30:00Z', BERLIN, '04:00')).toBe('2026-11-20');
    expect(serviceDayOf('2026-11-21T02:59:59Z', BERLIN, '04:00')).toBe('2026-11-20');
    expect(serviceDayOf('2026-11-21T03:00:00Z', BERLIN, '04:00')).toBe('2026-11-21');
    expect(serviceDayOf('2026-11-21T03:00:00Z', 'Europe/London', '04:00')).toBe('2026-11-20');
  });

  it('keeps 04:00 on the night the clocks go forward', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 04:00 CEST is 02:00 UTC.
    expect(serviceDayOf('2026-03-29T01:59:00Z', BERLIN, '04:00')).toBe('2026-03-28');
    expect(serviceDayOf('2026-03-29T02:00:00Z', BERLIN, '04:00')).toBe('2026-03-29');
    expect(serviceDayStart('2026-03-29', BERLIN, '04:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(serviceDayStart('2026-11-20', BERLIN, '04:00').toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });

  it('puts an order on the day it is due once confirmed, else on the day it was placed', () => {
    expect(orderServiceDay({ order_date: '2026-11-19T12:00:00Z', estimated_at: '2026-11-20T17:00:00Z' }, BERLIN, '05:00')).toBe('2026-11-20');
    expect(orderServiceDay({ order_date: '2026-11-19T12:00:00Z', estimated_at: null }, BERLIN, '05:00')).toBe('2026-11-19');
  });
});

describe('service day with the owner’s boundary', () => {
  it('puts 00:40 and 04:59 on the evening before with a 05:00 boundary, 05:00 on the new day', () => {
    // 21 November 2026 00:40 Berlin (CET) is 20 November 23:40 UTC.
    expect(serviceDayOf('2026-11-20T23:40:00Z', 'Europe/Berlin', '05:00')).toBe('2026-11-20');
    expect(serviceDayOf('2026-11-21T03:59:00Z', 'Europe/Berlin', '05:00')).toBe('2026-11-20');
    expect(serviceDayOf('2026-11-21T04:00:00Z', 'Europe/Berlin', '05:00')).toBe('2026-11-21');
  });

  it('spans from the boundary to the next day’s boundary, 23 hours on the night the clocks go forward', () => {
    const span = serviceDaySpan('2026-03-28', 'Europe/Berlin', '05:00');
    expect(span.from.toISOString()).toBe('2026-03-28T04:00:00.000Z');
    expect(span.until.toISOString()).toBe('2026-03-29T03:00:00.000Z');
  });

  it('moves an order at 04:30 with the boundary: the evening before at 05:00, the new day at 04:00', () => {
    // 21 November 2026 04:30 Berlin (CET) is 03:30 UTC.
    const order = { order_date: '2026-11-21T03:30:00Z', estimated_at: null };
    expect(orderServiceDay(order, BERLIN, '05:00')).toBe('2026-11-20');
    expect(orderServiceDay(order, BERLIN, '04:00')).toBe('2026-11-21');
    expect(serviceDayEnd(new Date(order.order_date), BERLIN, '05:00').toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect(serviceDayEnd(new Date(order.order_date), BERLIN, '04:00').toISOString()).toBe('2026-11-22T03:00:00.000Z');
  });
});
