import { orderRecord } from './order-record.test-support';
import { byDueTime, dueAt } from './order-due';

const confirmed = (id: number, extra = {}) => orderRecord({ order_id: id, order_status: 'bestätigt', status: 'bestätigt', ...extra });

describe('dueAt', () => {
  it('uses the ETA set on confirmation', () => {
    expect(dueAt(confirmed(1, { estimated_at: '2026-11-20T18:30:00.000Z' }))).toBe(Date.parse('2026-11-20T18:30:00.000Z'));
  });

  it('falls back to the desired date and time, read in Europe/Berlin', () => {
    const order = confirmed(1, { desiredDeliveryDate: '2026-11-20', desiredDeliveryTime: '19:30' });
    expect(dueAt(order)).toBe(Date.parse('2026-11-20T18:30:00.000Z'));
  });

  it('has none for an unconfirmed "So schnell wie möglich"', () => {
    expect(dueAt(confirmed(1))).toBeNull();
  });
});

describe('byDueTime', () => {
  it('puts the most urgent first and orders without a time last, oldest first', () => {
    const orders = [
      confirmed(1, { order_date: '2026-11-20T16:00:00Z' }),
      confirmed(2, { estimated_at: '2026-11-20T19:00:00Z', order_date: '2026-11-20T17:30:00Z' }),
      confirmed(3, { desiredDeliveryDate: '2026-11-20', desiredDeliveryTime: '19:30', order_date: '2026-11-19T10:00:00Z' }),
      confirmed(4, { estimated_at: '2026-11-20T18:15:00Z', order_date: '2026-11-20T17:00:00Z' }),
      confirmed(5, { order_date: '2026-11-20T15:00:00Z' }),
    ];
    expect([...orders].sort(byDueTime).map((o) => o.order_id)).toEqual([4, 3, 2, 5, 1]);
  });
});
