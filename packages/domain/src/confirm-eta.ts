import { isValidDateString, zonedToInstant } from './clock';
import { CONFIRM_TIME_OPTIONS, confirmMinutes } from './order-status';

const CLOCK_TIME = /^\d{2}:\d{2}$/;

/** What the ETA of a confirmation depends on: the customer's wish. */
export interface WantedTime {
  desiredDeliveryDate: string;
  /** `HH:MM`, or 'So schnell wie möglich'. */
  desiredDeliveryTime: string;
}

/** The customer's own time: their date and HH:MM in the shop's zone, or null for "So schnell wie möglich". */
export function wantedInstant(order: WantedTime, timeZone: string): Date | null {
  if (!CLOCK_TIME.test(order.desiredDeliveryTime) || !isValidDateString(order.desiredDeliveryDate)) return null;
  return zonedToInstant(order.desiredDeliveryDate, order.desiredDeliveryTime, timeZone);
}

/** Where the kitchen's minutes start: the later of now and the customer's time (a pre-order is not cooked a day early). */
function minutesStart(order: WantedTime, now: Date, timeZone: string): Date {
  const wanted = wantedInstant(order, timeZone);
  return wanted && wanted > now ? wanted : now;
}

/**
 * The ETA a confirmation sets: '15 Min.' … '60 Min.' count from the later of now and the
 * customer's wanted time, plus busy mode's extra minutes; the customer's own HH:MM is that time
 * on their date.
 */
export function confirmEstimate(deliveryTime: string, order: WantedTime, now: Date, timeZone: string, extraMinutes = 0): Date {
  const minutes = confirmMinutes(deliveryTime);
  if (minutes === null) return zonedToInstant(order.desiredDeliveryDate, deliveryTime, timeZone);
  return new Date(minutesStart(order, now, timeZone).getTime() + (minutes + extraMinutes) * 60_000);
}

const LONGEST_OPTION_MINUTES = Math.max(...CONFIRM_TIME_OPTIONS.map((option) => confirmMinutes(option) ?? 0));

/** The customer wants the order later than the longest minute option from now: staff are offered their time first. */
export function isDueBeyondOptions(order: WantedTime, now: Date, timeZone: string): boolean {
  const wanted = wantedInstant(order, timeZone);
  return wanted !== null && wanted.getTime() - now.getTime() > LONGEST_OPTION_MINUTES * 60_000;
}
