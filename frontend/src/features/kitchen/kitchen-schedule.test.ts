import { orderRecord } from '../../staff/order-record.test-support';
import { isLaterPreorder, kitchenQueue, timeLeft } from './kitchen-schedule';

const confirmed = (id: number, extra = {}) => orderRecord({ order_id: id, order_status: 'bestätigt', status: 'bestätigt', ...extra });

describe('kitchenQueue', () => {
  it('lists only confirmed orders, most urgent first, those without a time last', () => {
    const queue = kitchenQueue([
      confirmed(1, { estimated_at: '2026-11-20T18:45:00Z' }),
      confirmed(2, { order_date: '2026-11-20T17:00:00Z' }),
      confirmed(3, { desiredDeliveryTime: '19:15' }),
      orderRecord({ order_id: 4 }),
      confirmed(5, { estimated_at: '2026-11-20T18:00:00Z' }),
      confirmed(6, { order_date: '2026-11-20T16:00:00Z' }),
      confirmed(7, { order_status: 'abgeschlossen', status: 'abgeschlossen' }),
    ]);
    expect(queue.map((o) => o.order_id)).toEqual([5, 3, 1, 6, 2]);
  });
});

describe('kitchenQueue and the driver', () => {
  it('leaves out a delivery the driver has already taken out', () => {
    const queue = kitchenQueue([
      confirmed(1, { deliveryMethod: 'lieferung', driver: { id: 4, name: 'fahrer.ali' } }),
      confirmed(2, { deliveryMethod: 'lieferung', driver: { id: 4, name: 'fahrer.ali' }, dispatchedAt: '2026-11-20T17:20:00Z' }),
      confirmed(3, { deliveryMethod: 'lieferung' }),
    ]);
    expect(queue.map((o) => o.order_id)).toEqual([1, 3]);
  });
});

describe('kitchenQueue and pre-orders', () => {
  it("shows tomorrow's confirmed pre-order only from the owner's minutes before its time", () => {
    const tomorrow = confirmed(8, { preorder: true, desiredDeliveryDate: '2026-11-21', desiredDeliveryTime: '19:00', estimated_at: '2026-11-21T18:00:00Z' });
    const tonight = confirmed(9, { estimated_at: '2026-11-20T19:30:00Z' });
    const rule = (now: string) => ({ now: Date.parse(now), dueMinutesBefore: 60, timeZone: 'Europe/Berlin' });
    expect(kitchenQueue([tomorrow, tonight], new Set(), rule('2026-11-20T23:00:00Z')).map((o) => o.order_id)).toEqual([9]);
    expect(kitchenQueue([tomorrow, tonight], new Set(), rule('2026-11-21T16:59:00Z')).map((o) => o.order_id)).toEqual([9]);
    expect(kitchenQueue([tomorrow, tonight], new Set(), rule('2026-11-21T17:00:00Z')).map((o) => o.order_id)).toEqual([9, 8]);
  });
});

describe('kitchenQueue and a screen whose minute has not ticked yet', () => {
  // The kitchen's `now` moves every 30 s: an order placed and confirmed since (a phone order is both at
  // once) was placed after it. Only a pre-order held back until its time is "later".
  const rule = { now: Date.parse('2026-11-20T17:30:00Z'), dueMinutesBefore: 60, timeZone: 'Europe/Berlin' };
  const placedSince = { order_date: '2026-11-20T17:30:20Z' };

  it('shows an order placed after the screen last looked at the clock at once', () => {
    const phoneOrder = confirmed(1, { ...placedSince, channel: 'telefon', estimated_at: '2026-11-20T18:00:00Z' });
    expect(kitchenQueue([phoneOrder], new Set(), rule).map((o) => o.order_id)).toEqual([1]);
    expect(isLaterPreorder(phoneOrder, rule)).toBe(false);
  });

  it('shows a pre-order whose time is already within the minutes before it', () => {
    const soon = confirmed(2, { ...placedSince, preorder: true, desiredDeliveryTime: '19:00', estimated_at: '2026-11-20T18:00:00Z' });
    expect(kitchenQueue([soon], new Set(), rule).map((o) => o.order_id)).toEqual([2]);
  });
});

describe('kitchenQueue while a "Fertig" is being saved', () => {
  it('keeps the finished order in its place until the server stored it', () => {
    const orders = [
      confirmed(1, { estimated_at: '2026-11-20T18:45:00Z' }),
      confirmed(2, { estimated_at: '2026-11-20T18:15:00Z', order_status: 'abgeschlossen', status: 'abgeschlossen' }),
      confirmed(3, { order_status: 'abgeschlossen', status: 'abgeschlossen' }),
    ];
    expect(kitchenQueue(orders, new Set([2])).map((o) => o.order_id)).toEqual([2, 1]);
  });
});

describe('timeLeft', () => {
  const due = Date.parse('2026-11-20T18:30:00Z');
  it('counts whole minutes left, never more than there are', () => {
    expect(timeLeft(due, due - 12.5 * 60000)).toEqual({ minutes: 12, overdue: false, label: 'noch 12 Min.' });
  });
  it('counts hours for orders due later', () => {
    expect(timeLeft(due, due - 125 * 60000).label).toBe('noch 2 Std. 5 Min.');
    expect(timeLeft(due, due - 120 * 60000).label).toBe('noch 2 Std.');
  });
  it('says when it is due now', () => {
    expect(timeLeft(due, due - 30000).label).toBe('jetzt fällig');
  });
  it('counts overdue minutes', () => {
    expect(timeLeft(due, due + 3 * 60000)).toEqual({ minutes: -3, overdue: true, label: '3 Min. überfällig' });
  });
});
