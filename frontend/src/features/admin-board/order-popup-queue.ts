import { POPUP_REOPEN_MS } from '@pizzeria/domain';

export interface PopupQueueOptions {
  /** Whether the order still waits for a decision; only such popups open automatically. */
  isPending: (orderId: number) => boolean;
  /** Called whenever the open popup or the queue changes. */
  onChange: () => void;
  reopenMs?: number;
}

/**
 * Which order's details popup is open. New orders line up and open one after the other. The popup
 * of an order that is still pending comes back after POPUP_REOPEN_MS when closed, so none is
 * overlooked; but a returning popup never replaces or directly follows another one: it waits until
 * no popup has been open for POPUP_REOPEN_MS. At rush hour, with many pending orders, staff still
 * get to see the board between popups.
 */
export class OrderPopupQueue {
  private current: number | null = null;
  /** Staff opened the current popup themselves: it stays open when the order changes meanwhile. */
  private openedByHand = false;
  /** Announced orders whose popup has not been shown yet, oldest first. */
  private fresh: number[] = [];
  /** Pending orders whose popup was closed (or shown before a reload), in the order they come back. */
  private reminders: number[] = [];
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
    this.reminders = this.reminders.filter((id) => id !== orderId);
    if (this.current === null) {
      this.show(orderId, false);
      return;
    }
    this.fresh.push(orderId);
    this.options.onChange();
  }

  /** A pending order announced earlier (e.g. before a reload) that is not queued: it comes back like a closed popup. */
  remind(orderId: number): void {
    if (this.current === orderId || this.fresh.includes(orderId) || this.reminders.includes(orderId)) return;
    this.reminders.push(orderId);
    if (this.current === null && this.quietTimer === null) this.startQuietPause();
  }

  /** Staff opened an order themselves; a pending popup it replaces waits at the front. */
  openNow(orderId: number): void {
    if (this.current === orderId) return;
    this.fresh = this.fresh.filter((id) => id !== orderId);
    this.reminders = this.reminders.filter((id) => id !== orderId);
    if (this.current !== null && this.options.isPending(this.current)) this.fresh.unshift(this.current);
    this.show(orderId, true);
  }

  close(): void {
    const closed = this.current;
    if (closed === null) return;
    if (this.options.isPending(closed) && !this.reminders.includes(closed)) this.reminders.push(closed);
    this.showNext();
  }

  /** Staff confirmed or cancelled the order here: it leaves the queue for good. */
  handled(orderId: number): void {
    this.fresh = this.fresh.filter((id) => id !== orderId);
    this.reminders = this.reminders.filter((id) => id !== orderId);
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
    this.reminders = this.reminders.filter(this.options.isPending);
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
    if (this.reminders.length > 0) this.startQuietPause();
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
      this.reminders = this.reminders.filter(this.options.isPending);
      const next = this.reminders.shift();
      if (next !== undefined) this.show(next, false);
    }, this.reopenMs);
  }

  private stopQuietPause(): void {
    if (this.quietTimer !== null) clearTimeout(this.quietTimer);
    this.quietTimer = null;
  }
}
