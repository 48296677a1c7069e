import { applyEvent, applyOptimistic, applySnapshot, boardOrders, EMPTY_BOARD, groupByStatus, settle } from './order-board-state';
import { orderRecord } from './order-record.test-support';

const pending = (id: number, extra = {}) => orderRecord({ order_id: id, ...extra });

describe('board merge', () => {
  it('a snapshot replaces what the board knew before the request started', () => {
    let state = applySnapshot(EMPTY_BOARD, [pending(1), pending(2)], 1);
    state = applySnapshot(state, [pending(1, { order_status: 'bestätigt', status: 'bestätigt' })], 2);
    expect(boardOrders(state).map((o) => [o.order_id, o.order_status])).toEqual([[1, 'bestätigt']]);
  });

  it('a socket event that arrived while a poll was running wins over the older poll answer', () => {
    let state = applySnapshot(EMPTY_BOARD, [pending(1)], 1);
    // poll #2 starts at tick 2, an event arrives at tick 3, then the poll answers with the old state
    state = applyEvent(state, pending(1, { order_status: 'storniert', status: 'storniert' }), 3);
    state = applyEvent(state, pending(5), 4);
    state = applySnapshot(state, [pending(1)], 2);
    expect(state.get(1)?.order.order_status).toBe('storniert');
    expect(state.has(5)).toBe(true);
  });

  it('an event older than what the board shows is ignored', () => {
    let state = applyEvent(EMPTY_BOARD, pending(1, { order_status: 'abgeschlossen', status: 'abgeschlossen' }), 5);
    state = applyEvent(state, pending(1), 4);
    expect(state.get(1)?.order.order_status).toBe('abgeschlossen');
  });

  it('an optimistic change survives polls until its request settles; then the server state shows', () => {
    let state = applySnapshot(EMPTY_BOARD, [pending(1)], 1);
    state = applyOptimistic(state, 1, { order_status: 'bestätigt', delivery_time: '30 Min.' }, 2);
    expect(state.get(1)?.order).toMatchObject({ order_status: 'bestätigt', status: 'bestätigt', delivery_time: '30 Min.' });
    state = applySnapshot(state, [pending(1)], 3);
    expect(state.get(1)?.order.order_status).toBe('bestätigt');
    state = settle(state, 1);
    state = applySnapshot(state, [pending(1)], 4);
    expect(state.get(1)?.order.order_status).toBe('ausstehend');
  });

  it('keeps an unchanged order as it was, so that a poll does not draw its card again', () => {
    const first = applySnapshot(EMPTY_BOARD, [pending(1), pending(2)], 1);
    const second = applySnapshot(first, [pending(1), pending(2, { order_status: 'bestätigt', status: 'bestätigt' })], 2);
    expect(second.get(1)?.order).toBe(first.get(1)?.order);
    expect(second.get(2)?.order).not.toBe(first.get(2)?.order);
  });

  it('an optimistic change of an unknown order changes nothing', () => {
    expect(applyOptimistic(EMPTY_BOARD, 9, { order_status: 'storniert' }, 1)).toBe(EMPTY_BOARD);
  });
});

describe('groupByStatus', () => {
  it('puts every order in its status column: pending oldest first, confirmed by due time, others newest first', () => {
    const groups = groupByStatus([
      pending(1, { order_date: '2026-11-20T17:10:00Z' }),
      pending(2, { order_date: '2026-11-20T17:00:00Z' }),
      pending(3, { order_status: 'bestätigt', status: 'bestätigt', order_date: '2026-11-20T16:00:00Z' }),
      pending(4, { order_status: 'bestätigt', status: 'bestätigt', order_date: '2026-11-20T16:30:00Z', estimated_at: '2026-11-20T17:00:00Z' }),
      pending(6, { order_status: 'bestätigt', status: 'bestätigt', order_date: '2026-11-20T16:45:00Z', estimated_at: '2026-11-20T16:50:00Z' }),
      pending(5, { order_status: 'storniert', status: 'storniert' }),
      pending(7, { order_date: '2026-11-20T17:00:00Z' }),
    ]);
    expect(groups.ausstehend.map((o) => o.order_id)).toEqual([2, 7, 1]);
    expect(groups['bestätigt'].map((o) => o.order_id)).toEqual([6, 4, 3]);
    expect(groups.abgeschlossen).toEqual([]);
    expect(groups.storniert.map((o) => o.order_id)).toEqual([5]);
  });
});
