import { POPUP_REOPEN_MS } from '@pizzeria/domain';
import { OrderPopupQueue } from './order-popup-queue';

function setup(pendingIds: number[]) {
  const pending = new Set(pendingIds);
  const shown: (number | null)[] = [];
  const queue = new OrderPopupQueue({ isPending: (id) => pending.has(id), onChange: (id) => shown.push(id) });
  return { queue, pending, shown };
}

describe('OrderPopupQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens new orders one after the other', () => {
    const { queue } = setup([1, 2, 3]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    queue.enqueue(2);
    expect(queue.open).toBe(1);
    expect(queue.queued).toEqual([2, 3]);
    queue.close();
    expect(queue.open).toBe(2);
  });

  it(`re-opens a still pending order ${POPUP_REOPEN_MS} ms after its popup was closed`, () => {
    const { queue } = setup([1]);
    queue.enqueue(1);
    queue.close();
    expect(queue.open).toBeNull();
    jest.advanceTimersByTime(POPUP_REOPEN_MS - 1);
    expect(queue.open).toBeNull();
    jest.advanceTimersByTime(1);
    expect(queue.open).toBe(1);
  });

  it('does not re-open an order that was confirmed or cancelled meanwhile', () => {
    const { queue, pending } = setup([1]);
    queue.enqueue(1);
    queue.close();
    pending.delete(1);
    jest.advanceTimersByTime(POPUP_REOPEN_MS);
    expect(queue.open).toBeNull();
  });

  it('does not re-open a popup closed after the order was handled', () => {
    const { queue, pending } = setup([1]);
    queue.enqueue(1);
    pending.delete(1);
    queue.close();
    jest.advanceTimersByTime(POPUP_REOPEN_MS * 3);
    expect(queue.open).toBeNull();
  });

  it('a re-opening order waits behind the popup that is open then', () => {
    const { queue } = setup([1, 2]);
    queue.enqueue(1);
    queue.close();
    queue.enqueue(2);
    jest.advanceTimersByTime(POPUP_REOPEN_MS);
    expect(queue.open).toBe(2);
    expect(queue.queued).toEqual([1]);
    queue.close();
    expect(queue.open).toBe(1);
  });

  it('skips queued orders that are no longer pending', () => {
    const { queue, pending } = setup([1, 2, 3]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    pending.delete(2);
    queue.close();
    expect(queue.open).toBe(3);
  });

  it('opening an order by hand puts the pending popup it replaces back at the front', () => {
    const { queue } = setup([1, 2]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.openNow(7);
    expect(queue.open).toBe(7);
    expect(queue.queued).toEqual([1, 2]);
    queue.close();
    expect(queue.open).toBe(1);
  });

  it('dispose stops pending re-opens', () => {
    const { queue } = setup([1]);
    queue.enqueue(1);
    queue.close();
    queue.dispose();
    jest.advanceTimersByTime(POPUP_REOPEN_MS);
    expect(queue.open).toBeNull();
  });
});
