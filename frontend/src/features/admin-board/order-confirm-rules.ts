import {
  CONFIRM_TIME_OPTIONS,
  CONFIRM_TIME_REQUIRED_MESSAGE,
  isDueBeyondOptions,
  isValidConfirmTime,
  type OrderRecord,
} from '@pizzeria/domain';

const CLOCK_TIME = /^\d{2}:\d{2}$/;

type WantedOrder = Pick<OrderRecord, 'desiredDeliveryDate' | 'desiredDeliveryTime'>;

/**
 * The time buttons of the confirm step: the minute options, plus the customer's own time when
 * they chose one; that time comes first when it lies beyond the longest option (a pre-order).
 */
export function confirmTimeChoices(order: WantedOrder, now: Date, timeZone: string): string[] {
  if (!CLOCK_TIME.test(order.desiredDeliveryTime)) return [...CONFIRM_TIME_OPTIONS];
  if (isDueBeyondOptions(order, now, timeZone)) return [order.desiredDeliveryTime, ...CONFIRM_TIME_OPTIONS];
  return [...CONFIRM_TIME_OPTIONS, order.desiredDeliveryTime];
}

/** Why the confirm button may not send yet, or null when it may. */
export function confirmProblem(choice: string | null, order: Pick<OrderRecord, 'desiredDeliveryTime'>): string | null {
  return isValidConfirmTime(choice, order.desiredDeliveryTime) ? null : CONFIRM_TIME_REQUIRED_MESSAGE;
}
