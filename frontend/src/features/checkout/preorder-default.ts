import { MAX_PREORDER_DAYS, addDays, isEarlyTime, orderTimesOf, timeOptions, type Cents, type DeliveryMethod, type ShopSchedule, type ZonedTime } from '@pizzeria/domain';

export interface SlotChoice {
  date: string;
  time: string;
}

/** Whether a time is greyed out for this total: an early-order time (docs/hours-and-times.md#early-orders: before 17:00) below the owner's minimum (100 €). */
export function tooSmallFor(time: string, totalCents: Cents, where: { date: string; deliveryMethod: DeliveryMethod; schedule: ShopSchedule }): boolean {
  return totalCents < orderTimesOf(where.schedule).earlyOrderMinCents && isEarlyTime(time, where);
}

/**
 * The first pre-order slot a customer can actually order: the next open day with a time left, and
 * on it the first time the cart's total allows. Null when none is offered within the pre-order window.
 */
export function firstPreorderChoice(now: ZonedTime, deliveryMethod: DeliveryMethod, totalCents: Cents, schedule: ShopSchedule): SlotChoice | null {
  for (let day = 0; day <= MAX_PREORDER_DAYS; day++) {
    const date = addDays(now.date, day);
    const times = timeOptions({ date, now, preorder: true, deliveryMethod, schedule });
    const time = times.find((t) => !tooSmallFor(t, totalCents, { date, deliveryMethod, schedule }));
    if (time) return { date, time };
  }
  return null;
}
