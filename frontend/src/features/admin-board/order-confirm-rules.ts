import {
  CONFIRM_TIME_OPTIONS,
  CONFIRM_TIME_REQUIRED_MESSAGE,
  isValidConfirmTime,
  type OrderRecord,
} from '@pizzeria/domain';

const CLOCK_TIME = /^\d{2}:\d{2}$/;

/** The time buttons of the confirm step: the minute options, plus the customer's own time when they chose one. */
export function confirmTimeChoices(order: Pick<OrderRecord, 'desiredDeliveryTime'>): string[] {
  const choices: string[] = [...CONFIRM_TIME_OPTIONS];
  if (CLOCK_TIME.test(order.desiredDeliveryTime)) choices.push(order.desiredDeliveryTime);
  return choices;
}

/** Why the confirm button may not send yet, or null when it may. */
export function confirmProblem(choice: string | null, order: Pick<OrderRecord, 'desiredDeliveryTime'>): string | null {
  return isValidConfirmTime(choice, order.desiredDeliveryTime) ? null : CONFIRM_TIME_REQUIRED_MESSAGE;
}
