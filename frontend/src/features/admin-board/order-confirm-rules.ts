import {
  CONFIRM_TIME_OPTIONS,
  CONFIRM_TIME_REQUIRED_MESSAGE,
  confirmEstimate,
  confirmMinutes,
  isDueBeyondOptions,
  isValidConfirmTime,
  type OrderRecord,
} from '@pizzeria/domain';
import { formatShopDayTime } from '../../staff/order-labels';

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

interface LabelContext {
  now: Date;
  /** Today's shop calendar date `YYYY-MM-DD`: a time on another day carries its date. */
  today: string;
  timeZone: string;
  /** Busy mode's extra minutes, which the server adds to a minute option. */
  extraMinutes: number;
}

/**
 * A time button's text: the customer's own time as "Wunschzeit 19:30", a minute option with the
 * time it gives as stored (from the later of now and the customer's time, plus busy mode's extra
 * minutes): "30 Min. (19:45)".
 */
export function confirmChoiceLabel(choice: string, order: WantedOrder, context: LabelContext): string {
  if (confirmMinutes(choice) === null) return `Wunschzeit ${choice}`;
  const at = confirmEstimate(choice, order, context.now, context.timeZone, context.extraMinutes);
  return `${choice} (${formatShopDayTime(at, context.today)})`;
}
