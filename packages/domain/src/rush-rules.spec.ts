import { activeBusyMode, pausedProblem, type BusyModeState } from './busy-mode';
import { isUnanswered, minutesWaiting, orderDueAt } from './escalation';
import { fitsInSlot, orderLoad, quarterAtOrAfter, slotIsFull, slotOf } from './kitchen-capacity';

describe('busy mode', () => {
  const state: BusyModeState = {
    extraMinutes: 30,
    extraUntil: '2026-11-27T19:00:00.000Z',
    pauses: { lieferung: { until: '2026-11-27T18:00:00.000Z', message: 'Fahrer unterwegs' } },
  };

  it('applies every part until its own end', () => {
    expect(activeBusyMode(state, new Date('2026-11-27T17:30:00Z'))).toEqual(state);
    expect(pausedProblem(activeBusyMode(state, new Date('2026-11-27T17:30:00Z')), 'lieferung')).toBe('Fahrer unterwegs');
    expect(pausedProblem(activeBusyMode(state, new Date('2026-11-27T17:30:00Z')), 'abholung')).toBeNull();
  });

  it('ends each part by itself', () => {
    const later = activeBusyMode(state, new Date('2026-11-27T18:00:00Z'));
    expect(later).toEqual({ extraMinutes: 30, extraUntil: '2026-11-27T19:00:00.000Z', pauses: {} });
    expect(activeBusyMode(state, new Date('2026-11-27T19:00:00Z'))).toEqual({ extraMinutes: 0, extraUntil: null, pauses: {} });
  });
});

describe('escalation', () => {
  const order = { order_status: 'ausstehend' as const, order_date: '2026-11-27T17:30:00.000Z' };

  it('counts whole minutes and escalates only pending orders', () => {
    expect(minutesWaiting(order.order_date, new Date('2026-11-27T17:32:59Z'))).toBe(2);
    expect(isUnanswered(order, new Date('2026-11-27T17:32:59Z'), 3)).toBe(false);
    expect(isUnanswered(order, new Date('2026-11-27T17:33:00Z'), 3)).toBe(true);
    expect(isUnanswered({ ...order, order_status: 'bestätigt' }, new Date('2026-11-27T18:33:00Z'), 3)).toBe(false);
  });

  it('makes a pre-order due its minutes before the wanted time, an order for now at once', () => {
    const tomorrow = { preorder: true, order_date: '2026-11-27T21:30:00.000Z', desiredDeliveryDate: '2026-11-28', desiredDeliveryTime: '19:00' };
    expect(orderDueAt(tomorrow, 60, 'Europe/Berlin').toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(isUnanswered({ ...order, order_date: tomorrow.order_date }, new Date('2026-11-28T16:59:00Z'), 3, orderDueAt(tomorrow, 60, 'Europe/Berlin'))).toBe(false);
    expect(isUnanswered({ ...order, order_date: tomorrow.order_date }, new Date('2026-11-28T17:03:00Z'), 3, orderDueAt(tomorrow, 60, 'Europe/Berlin'))).toBe(true);
    expect(orderDueAt({ ...tomorrow, preorder: false, desiredDeliveryTime: 'So schnell wie möglich' }, 60, 'Europe/Berlin').toISOString()).toBe(tomorrow.order_date);
    // Placed later than its due time (a pre-order for within the hour): due when it arrived.
    expect(orderDueAt({ ...tomorrow, order_date: '2026-11-28T17:30:00.000Z' }, 60, 'Europe/Berlin').toISOString()).toBe('2026-11-28T17:30:00.000Z');
  });
});

describe('kitchen capacity', () => {
  const items = [
    { category_id: 2, quantity: 2 },
    { category_id: 3, quantity: 1 },
    { category_id: 7, quantity: 4 },
  ];

  it('counts the lines of the categories marked for the kitchen’s capacity (pizzas and calzone), not drinks', () => {
    expect(orderLoad(items, new Set([2, 3]))).toEqual({ orders: 1, pizzas: 3 });
    expect(orderLoad(items, new Set([2]))).toEqual({ orders: 1, pizzas: 2 });
    expect(orderLoad(items, new Set())).toEqual({ orders: 1, pizzas: 0 });
  });

  it('fits orders and pizzas into a slot up to each limit', () => {
    const capacity = { maxOrdersPerSlot: 3, maxPizzasPerSlot: 6 };
    expect(fitsInSlot({ orders: 2, pizzas: 3 }, { orders: 1, pizzas: 3 }, capacity)).toBe(true);
    expect(fitsInSlot({ orders: 2, pizzas: 4 }, { orders: 1, pizzas: 3 }, capacity)).toBe(false);
    expect(fitsInSlot({ orders: 3, pizzas: 0 }, { orders: 1, pizzas: 0 }, capacity)).toBe(false);
    // A drinks-only order still fits where the oven is full.
    expect(fitsInSlot({ orders: 1, pizzas: 6 }, { orders: 1, pizzas: 0 }, capacity)).toBe(true);
    expect(fitsInSlot({ orders: 99, pizzas: 99 }, { orders: 1, pizzas: 9 }, { maxOrdersPerSlot: null, maxPizzasPerSlot: null })).toBe(true);
    expect(slotIsFull({ orders: 1, pizzas: 6 }, capacity)).toBe(true);
    expect(slotIsFull({ orders: 2, pizzas: 5 }, capacity)).toBe(false);
  });

  it('finds the quarter hour of a time and the next one after a moment', () => {
    expect(slotOf('18:44')).toBe('18:30');
    expect(quarterAtOrAfter('2026-11-27', 18 * 60 + 1)).toEqual({ date: '2026-11-27', time: '18:15' });
    expect(quarterAtOrAfter('2026-11-27', 18 * 60)).toEqual({ date: '2026-11-27', time: '18:00' });
    expect(quarterAtOrAfter('2026-11-27', 23 * 60 + 50)).toEqual({ date: '2026-11-28', time: '00:00' });
  });
});
