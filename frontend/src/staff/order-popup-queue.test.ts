import { POPUP_REOPEN_MS } from '@pizzeria/domain';
import { OrderPopupQueue } from './order-popup-queue';

function setup(pendingIds: number[]) {
  const pending = new Set(pendingIds);
  const queue = new OrderPopupQueue({ isPending: (id) => pending.has(id), onChange: () => undefined });
  return { queue, pending };
}

/** Milliseconds until the next popup opens by itself (up to a minute), or null. */
function msUntilNextPopup(queue: OrderPopupQueue): number | null {
  for (let ms = 0; ms <= 60_000; ms += 100) {
    if (queue.open !== null) return ms;
    jest.advanceTimersByTime(100);
  }
  return null;
}

describe('OrderPopupQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens new orders one after the other and counts those still waiting', () => {
    const { queue } = setup([1, 2, 3]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    queue.enqueue(2);
    expect(queue.open).toBe(1);
    expect(queue.queued).toEqual([2, 3]);
    queue.close();
    expect(queue.open).toBe(2);
    expect(queue.queued).toEqual([3]);
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

  it('never re-opens a popup while another one is showing, nor right after it; only the newest arrival comes back', () => {
    const { queue } = setup([1, 2]);
    queue.enqueue(1);
    queue.close();
    queue.enqueue(2);
    jest.advanceTimersByTime(POPUP_REOPEN_MS * 2);
    expect(queue.open).toBe(2);
    expect(queue.queued).toEqual([]);
    queue.close();
    expect(queue.open).toBeNull();
    jest.advanceTimersByTime(POPUP_REOPEN_MS - 1);
    expect(queue.open).toBeNull();
    jest.advanceTimersByTime(1);
    expect(queue.open).toBe(2);
  });

  it('at rush hour shows each new order once, then reminds of the newest only, 5 s after every close', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    const { queue } = setup(ids);
    for (const id of ids) queue.enqueue(id);
    for (const id of ids) {
      expect(queue.open).toBe(id);
      queue.close();
    }
    for (let round = 0; round < 3; round++) {
      expect(msUntilNextPopup(queue)).toBe(POPUP_REOPEN_MS);
      expect(queue.open).toBe(8);
      queue.close();
    }
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

  it('closes a popup it opened when the order is handled on another device, and shows the next new one', () => {
    const { queue, pending } = setup([1, 2, 3]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.enqueue(3);
    pending.delete(1);
    pending.delete(2);
    queue.sync();
    expect(queue.open).toBe(3);
    expect(queue.queued).toEqual([]);
    pending.delete(3);
    queue.sync();
    expect(queue.open).toBeNull();
    jest.advanceTimersByTime(POPUP_REOPEN_MS * 2);
    expect(queue.open).toBeNull();
  });

  it('keeps a popup staff opened themselves when its order changes elsewhere', () => {
    const { queue, pending } = setup([1]);
    queue.openNow(1);
    pending.delete(1);
    queue.sync();
    expect(queue.open).toBe(1);
  });

  it('an order handled in its popup leaves the queue for good', () => {
    const { queue } = setup([1, 2]);
    queue.enqueue(1);
    queue.enqueue(2);
    queue.handled(1);
    expect(queue.open).toBe(2);
    queue.handled(2);
    jest.advanceTimersByTime(POPUP_REOPEN_MS * 2);
    expect(queue.open).toBeNull();
  });

  it('does not bring back an order staff opened from the list (e.g. the backlog) and closed', () => {
    const { queue } = setup([1]);
    queue.openNow(1);
    queue.close();
    expect(msUntilNextPopup(queue)).toBeNull();
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
