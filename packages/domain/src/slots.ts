import { formatMinutes, minutesOf, type ZonedTime } from './clock';
import { hoursOn } from './hours';
import type { DeliveryMethod } from './delivery-method';
import { serviceRangeAt, serviceRanges, withinServiceHours } from './service-ranges';
import { orderTimesOf, type ShopSchedule } from './shop-info';

export const ASAP = 'So schnell wie möglich';
export const NO_SLOTS_MESSAGE = 'Keine Zeiten verfügbar';
export const SLOT_STEP_MINUTES = 15;

export interface SlotQuery {
  /** The chosen day `YYYY-MM-DD`. */
  date: string;
  /** Now (or the earliest time busy mode allows), read in the shop's zone. */
  now: ZonedTime;
  /** The customer ticked pre-order, or the server has pre-orders switched on. */
  preorder: boolean;
  /** Delivery and pickup follow their own hours. */
  deliveryMethod: DeliveryMethod;
  /** The owner's hours, closures and order-time figures (GET /api/shop-info); the demo week when left out. */
  schedule?: ShopSchedule;
  /** Whether the method is open right now (see isOpenNow): only then is 'So schnell wie möglich' offered. */
  openNow?: boolean;
}

/**
 * Whether a time needs the early-order minimum: before the owner's hour for it (seed 17:00, docs/hours-and-times.md#early-orders) and
 * not in a lunch service. Such times are catering on request, not the service the hours describe.
 */
export function isEarlyTime(time: string, where: { date: string; deliveryMethod: DeliveryMethod; schedule?: ShopSchedule }): boolean {
  if (!/^\d{2}:\d{2}$/.test(time)) return false;
  const schedule = where.schedule;
  const times = orderTimesOf(schedule ?? ({} as ShopSchedule));
  if (minutesOf(time) >= minutesOf(times.earlyOrderBefore)) return false;
  const hours = hoursOn(where.date, schedule);
  return !hours || !serviceRangeAt(minutesOf(time), serviceRanges(hours, where.deliveryMethod, times))?.lunch;
}

/** An order for a later day is a pre-order by itself, whatever the form or a client's body says. */
export function isPreorder(query: Pick<SlotQuery, 'date' | 'now' | 'preorder'>): boolean {
  return query.preorder || query.date > query.now.date;
}

/**
 * The times a customer can pick, every quarter hour: the method's service times from the owner's
 * hours (lunch and evening, up to the last-order margin; delivery until "Lieferung bis"). An
 * ordinary order for today gets those outside the early-order hours; a pre-order also gets the
 * catering window's times before that hour (seed: 10:00 on, from 100 €). Times already past
 * today, closed days (the weekly one and closures) and days in the past offer nothing.
 */
export function timeSlots(query: SlotQuery): string[] {
  const { date, now, deliveryMethod } = query;
  const schedule = query.schedule;
  const hours = hoursOn(date, schedule);
  if (date < now.date || !hours) return [];
  const times = orderTimesOf(schedule ?? ({} as ShopSchedule));
  const ranges = serviceRanges(hours, deliveryMethod, times);
  const preorder = isPreorder(query);
  const early = minutesOf(times.earlyOrderBefore);
  const [windowFrom, windowUntil] = [minutesOf(times.cateringFrom), minutesOf(times.cateringUntil)];
  const offered = (m: number): boolean => {
    const range = serviceRangeAt(m, ranges);
    const isEarly = m < early && !range?.lunch;
    if (!isEarly) return range !== undefined;
    return preorder && (range !== undefined || (m >= windowFrom && m <= windowUntil));
  };
  const out: string[] = [];
  const first = date === now.date ? now.minutes + 1 : 0;
  for (let m = Math.ceil(first / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES; m < 24 * 60; m += SLOT_STEP_MINUTES) if (offered(m)) out.push(formatMinutes(m));
  return out;
}

/** The options of the time select: an ordinary order for today also gets 'So schnell wie möglich' while the method is open. */
export function timeOptions(query: SlotQuery): string[] {
  const slots = timeSlots(query);
  const asap = !isPreorder(query) && query.date === query.now.date && (query.openNow ?? withinServiceHours(query.now, query.deliveryMethod, query.schedule));
  return asap ? [ASAP, ...slots] : slots;
}
