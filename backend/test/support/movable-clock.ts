import type { Clock } from '@pizzeria/domain';

/** A shop clock the test sets and moves forward itself. */
export class MovableClock implements Clock {
  private current: number;

  constructor(start: string) {
    this.current = Date.parse(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: string): void {
    this.current = Date.parse(at);
  }

  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
}
