import { POPUP_REOPEN_MS } from '@pizzeria/domain';

export interface PopupQueueOptions {
  /** Whether the order still waits for a decision; only such popups open automatically. */
  isPending: (orderId: number) => boolean;
  /** Called whenever the open popup or the queue changes. */
  onChange: () => void;
  reopenMs?: number;
}

/**
 * Which order's details popup is open. New orders line up and open one after the other. The
 * reminder follows the order, not the popup: only the newest arrival, closed while still pending,
 * comes back after POPUP_REOPEN_MS; older pending orders wait in the board's column and backlog
 * list instead of cycling through popups. A returning popup never replaces or directly follows
 * another one: it waits until no popup has been open for POPUP_REOPEN_MS.
 */
export class OrderPopupQueue {
  private current: number | null = null;
  /** Staff opened the current popup themselves: it stays open when the order changes meanwhile. */
  private openedByHand = false;
  /** Announced orders whose popup has not been shown yet, oldest first. */
  private fresh: number[] = [];
  /** The newest order announced live; the only one whose closed popup comes back. */
  private newest: number | null = null;
  /** The newest order, closed while pending, waiting to come back. */
  private reminder: number | null = null;
  private quietTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly reopenMs: number;

  constructor(private readonly options: PopupQueueOptions) {
    this.reopenMs = options.reopenMs ?? POPUP_REOPEN_MS;
  }

  get open(): number | null {
    return this.current;
  }

  /** New orders waiting behind the open popup ("noch 3 neue Bestellungen"). */
  get queued(): readonly number[] {
    return this.fresh;
  }

  /** A new order was announced: show it now, or after the new ones before it. */
  enqueue(orderId: number): void {
    if (this.current === orderId || this.fresh.includes(orderId)) return;
    this.newest = orderId;
    this.reminder = null;
    if (this.current === null) {
      this.show(orderId, false);
      return;
    }
    this.fresh.push(orderId);
    this.options.onChange();
  }

  /** Staff opened an order themselves; a pending popup it replaces waits at the front. */
  openNow(orderId: number): void {
    if (this.current === orderId) return;
    this.fresh = this.fresh.filter((id) => id !== orderId);
    if (this.reminder === orderId) this.reminder = null;
    if (this.current !== null && this.options.isPending(this.current)) this.fresh.unshift(this.current);
    this.show(orderId, true);
  }

  close(): void {
    const closed = this.current;
    if (closed === null) return;
    if (closed === this.newest && this.options.isPending(closed)) this.reminder = closed;
    this.showNext();
  }

  /** Staff confirmed or cancelled the order here: it leaves the queue for good. */
  handled(orderId: number): void {
    this.fresh = this.fresh.filter((id) => id !== orderId);
    if (this.reminder === orderId) this.reminder = null;
    if (this.current === orderId) this.showNext();
    else this.options.onChange();
  }

  /**
   * The orders changed (a poll, a socket event): orders no longer pending leave the queue, and a
   * popup the queue opened closes when its order was handled on another device.
   */
  sync(): void {
    const fresh = this.fresh.filter(this.options.isPending);
    const changed = fresh.length !== this.fresh.length;
    this.fresh = fresh;
    if (this.reminder !== null && !this.options.isPending(this.reminder)) this.reminder = null;
    if (this.current !== null && !this.openedByHand && !this.options.isPending(this.current)) this.showNext();
    else if (changed) this.options.onChange();
  }

  /** Stops the timer (the admin area was left). */
  dispose(): void {
    this.stopQuietPause();
  }

  private showNext(): void {
    this.fresh = this.fresh.filter(this.options.isPending);
    const next = this.fresh.shift();
    if (next !== undefined) {
      this.show(next, false);
      return;
    }
    this.show(null, false);
    if (this.reminder !== null) this.startQuietPause();
  }

  private show(orderId: number | null, byHand: boolean): void {
    this.current = orderId;
    this.openedByHand = byHand;
    if (orderId !== null) this.stopQuietPause();
    this.options.onChange();
  }

  private startQuietPause(): void {
    this.stopQuietPause();
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      if (this.current !== null) return;
      const next = this.reminder;
      this.reminder = null;
      if (next !== null && this.options.isPending(next)) this.show(next, false);
    }, this.reopenMs);
  }

  private stopQuietPause(): void {
    if (this.quietTimer !== null) clearTimeout(this.quietTimer);
    this.quietTimer = null;
  }
}
