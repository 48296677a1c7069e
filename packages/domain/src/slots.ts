import { formatMinutes, minutesOf, type ZonedTime } from './clock';
import { isClosedDay } from './hours';

export const ASAP = 'So schnell wie möglich';
export const NO_SLOTS_MESSAGE = 'Keine Zeiten verfügbar';
export const SLOT_STEP_MINUTES = 15;
export const PREORDER_SLOTS = { from: '10:00', until: '22:30' } as const;
export const SAME_DAY_SLOTS = { from: '17:00', until: '22:30' } as const;
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
}

/**
 * The times a customer can pick: a pre-order gets every quarter hour from 10:00 to 22:30,
 * an ordinary order 17:00 to 22:30 of today. Times already past today, Tuesdays and
 * days in the past offer nothing.
 */
export function timeSlots({ date, now, preorder }: SlotQuery): string[] {
  if (date < now.date || isClosedDay(date)) return [];
  if (!preorder && date !== now.date) return [];
  const all = preorder ? grid(PREORDER_SLOTS.from, PREORDER_SLOTS.until) : grid(SAME_DAY_SLOTS.from, SAME_DAY_SLOTS.until);
  return date === now.date ? all.filter((t) => minutesOf(t) > now.minutes) : all;
}

/** The options of the time select: ordinary orders also get 'So schnell wie möglich'. */
export function timeOptions(query: SlotQuery): string[] {
  const slots = timeSlots(query);
  return query.preorder ? slots : [ASAP, ...slots];
}
