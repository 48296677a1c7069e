import { POPUP_REOPEN_MS } from '@pizzeria/domain';

export interface PopupQueueOptions {
  /** Whether the order still waits for a decision; only such popups come back. */
  isPending: (orderId: number) => boolean;
  /** Called whenever the open popup changes (null: none open). */
  onChange: (orderId: number | null) => void;
  reopenMs?: number;
}

/**
 * Which order's details popup is open on the board. New orders line up and open one after
 * the other; closing the popup of an order that is still pending brings it back after
 * POPUP_REOPEN_MS, so no order can be overlooked.
 */
export class OrderPopupQueue {
  private current: number | null = null;
  private waiting: number[] = [];
  private readonly reopenTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly reopenMs: number;

  constructor(private readonly options: PopupQueueOptions) {
    this.reopenMs = options.reopenMs ?? POPUP_REOPEN_MS;
  }

  get open(): number | null {
    return this.current;
  }

  get queued(): readonly number[] {
    return this.waiting;
  }

  /** A new order arrived: show it now, or after the popups before it. */
  enqueue(orderId: number): void {
    if (this.current === orderId || this.waiting.includes(orderId)) return;
    this.cancelReopen(orderId);
    if (this.current === null) this.show(orderId);
    else this.waiting.push(orderId);
  }

  /** Staff opened an order themselves; a pending popup it replaces waits at the front. */
  openNow(orderId: number): void {
    if (this.current === orderId) return;
    this.cancelReopen(orderId);
    this.waiting = this.waiting.filter((id) => id !== orderId);
    if (this.current !== null && this.options.isPending(this.current)) this.waiting.unshift(this.current);
    this.show(orderId);
  }

  close(): void {
    const closed = this.current;
    if (closed === null) return;
    if (this.options.isPending(closed)) this.scheduleReopen(closed);
    this.showNext();
  }

  /** Stops every timer (the board was left). */
  dispose(): void {
    for (const timer of this.reopenTimers.values()) clearTimeout(timer);
    this.reopenTimers.clear();
  }

  private showNext(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting.shift() as number;
      if (this.options.isPending(next)) return this.show(next);
    }
    this.show(null);
  }

  private show(orderId: number | null): void {
    this.current = orderId;
    this.options.onChange(orderId);
  }

  private scheduleReopen(orderId: number): void {
    this.cancelReopen(orderId);
    const timer = setTimeout(() => {
      this.reopenTimers.delete(orderId);
      if (this.options.isPending(orderId)) this.enqueue(orderId);
    }, this.reopenMs);
    this.reopenTimers.set(orderId, timer);
  }

  private cancelReopen(orderId: number): void {
    const timer = this.reopenTimers.get(orderId);
    if (timer !== undefined) clearTimeout(timer);
    this.reopenTimers.delete(orderId);
  }
}
