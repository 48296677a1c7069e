import {
  EARLY_ORDER_LIMIT_TIME,
  EARLY_ORDER_MIN_CENTS,
  MAX_PREORDER_DAYS,
  addDays,
  minutesOf,
  timeOptions,
  type Cents,
  type DeliveryMethod,
  type ZonedTime,
} from '@pizzeria/domain';

export interface SlotChoice {
  date: string;
  time: string;
}

/** Whether a time needs the 100 € of the 17:00 rule (SPEC.md section 5). */
export function isEarlyTime(time: string): boolean {
  return /^\d{2}:\d{2}$/.test(time) && minutesOf(time) < minutesOf(EARLY_ORDER_LIMIT_TIME);
}

/**
 * The first pre-order slot a customer can actually order: the next open day with a time left, and
 * on it the first time the cart's total allows (before 17:00 only from 100 €). Null when none is
 * offered within the pre-order window.
 */
export function firstPreorderChoice(now: ZonedTime, deliveryMethod: DeliveryMethod, totalCents: Cents): SlotChoice | null {
  for (let day = 0; day <= MAX_PREORDER_DAYS; day++) {
    const date = addDays(now.date, day);
    const times = timeOptions({ date, now, preorder: true, deliveryMethod });
    const time = times.find((t) => totalCents >= EARLY_ORDER_MIN_CENTS || !isEarlyTime(t));
    if (time) return { date, time };
  }
  return null;
}
