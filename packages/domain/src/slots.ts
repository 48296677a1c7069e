import { formatMinutes, minutesOf, type ZonedTime } from './clock';
import { hoursOn, type DayHours } from './hours';
import type { DeliveryMethod } from './delivery-method';
import type { ShopSchedule } from './shop-info';

export const ASAP = 'So schnell wie möglich';
export const NO_SLOTS_MESSAGE = 'Keine Zeiten verfügbar';
export const SLOT_STEP_MINUTES = 15;
export const PREORDER_SLOTS = { from: '10:00', until: '22:30' } as const;
export const SAME_DAY_SLOTS = { from: '17:00', until: '22:30' } as const;
/**
 * Times before this are catering on request (the 17:00/100 € rule decides about them), not the
 * evening service that the opening-hours table describes.
 */
export const EARLY_ORDER_LIMIT_TIME = '17:00';
/** How far ahead a pre-order may be placed. */
export const MAX_PREORDER_DAYS = 30;

function grid(from: string, until: string): string[] {
  const out: string[] = [];
  for (let m = minutesOf(from); m <= minutesOf(until); m += SLOT_STEP_MINUTES) out.push(formatMinutes(m));
  return out;
}

export interface SlotQuery {
  /** The chosen day `YYYY-MM-DD`. */
  date: string;
  /** Now, read in the shop's zone. */
  now: ZonedTime;
  /** The customer ticked pre-order, or the server has pre-orders switched on. */
  preorder: boolean;
  /** Delivery is offered in the day's delivery hours, pickup while the shop is open. */
  deliveryMethod: DeliveryMethod;
  /** The owner's hours and closures (GET /api/shop-info); the demo week when left out. */
  schedule?: ShopSchedule;
}

/** Whether a slot lies in the day's service for the method; catering times before 17:00 always do. */
function isServed(time: string, hours: DayHours, method: DeliveryMethod): boolean {
  const minutes = minutesOf(time);
  if (minutes < minutesOf(EARLY_ORDER_LIMIT_TIME)) return true;
  const [from, until] = method === 'lieferung' ? [hours.deliveryFrom, hours.deliveryUntil] : [hours.open, hours.close];
  return minutes >= minutesOf(from) && minutes <= minutesOf(until);
}

/** An order for a later day is a pre-order by itself, whatever the form or a client's body says. */
export function isPreorder(query: Pick<SlotQuery, 'date' | 'now' | 'preorder'>): boolean {
  return query.preorder || query.date > query.now.date;
}

/**
 * The times a customer can pick: a pre-order gets every quarter hour from 10:00 to 22:30,
 * an ordinary order 17:00 to 22:30 of today; from 17:00 on only those within the day's
 * delivery hours (delivery) or opening hours (pickup). Times already past today, closed days
 * (the weekly one and closures) and days in the past offer nothing. A later day always gets the
 * pre-order grid.
 */
export function timeSlots(query: SlotQuery): string[] {
  const { date, now, deliveryMethod, schedule } = query;
  const hours = hoursOn(date, schedule);
  if (date < now.date || !hours) return [];
  const preorder = isPreorder(query);
  const all = preorder ? grid(PREORDER_SLOTS.from, PREORDER_SLOTS.until) : grid(SAME_DAY_SLOTS.from, SAME_DAY_SLOTS.until);
  const served = all.filter((t) => isServed(t, hours, deliveryMethod));
  return date === now.date ? served.filter((t) => minutesOf(t) > now.minutes) : served;
}

/** The options of the time select: ordinary orders also get 'So schnell wie möglich'. */
export function timeOptions(query: SlotQuery): string[] {
  const slots = timeSlots(query);
  return isPreorder(query) ? slots : [ASAP, ...slots];
}
