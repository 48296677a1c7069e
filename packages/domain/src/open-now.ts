import { addDays, formatMinutes, weekdayOf, zonedTime, zonedToInstant, type ZonedTime } from './clock';
import type { BusyModeState } from './busy-mode';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery-method';
import { WEEKDAY_NAMES, hoursOn } from './hours';
import { orderTimesOf, type ShopSchedule } from './shop-info';
import { MAX_PREORDER_DAYS, serviceRanges, withinServiceHours } from './service-ranges';

/** Everything "open now" depends on (docs/hours-and-times.md#open-now). */
export interface OpenState {
  /** Now in the shop's zone (the real now, not busy mode's earliest time). */
  now: ZonedTime;
  schedule: ShopSchedule;
  /** The shop-live switch. */
  isShopLive: boolean;
  /** When a paused method resumes, in the shop's zone; a method not in here is not paused. */
  pausedUntil?: Partial<Record<DeliveryMethod, ZonedTime>>;
}

/** A wall-clock moment in the shop's zone. */
export interface WallTime {
  date: string;
  time: string;
}

const after = (a: WallTime, b: ZonedTime) => a.date > b.date || (a.date === b.date && a.time > b.time);

/** The pauses of busy mode (already cut to those still running) as wall-clock ends in the shop's zone. */
export function pausesInZone(busy: BusyModeState, timeZone: string): Partial<Record<DeliveryMethod, ZonedTime>> {
  const out: Partial<Record<DeliveryMethod, ZonedTime>> = {};
  for (const method of DELIVERY_METHODS) {
    const pause = busy.pauses[method];
    if (pause) out[method] = zonedTime(new Date(pause.until), timeZone);
  }
  return out;
}

/**
 * Open now for a method: the switch is on, today is no closed day or closure, the method is not
 * paused, and now lies within the method's hours (up to its last order time).
 */
export function isOpenNow(method: DeliveryMethod, state: OpenState): boolean {
  const pause = state.pausedUntil?.[method];
  if (!state.isShopLive || (pause && after(pause, state.now))) return false;
  return withinServiceHours(state.now, method, state.schedule);
}

/**
 * When the method opens next after now (its next service range on an open day, or the end of its
 * pause inside the hours). Null while it is open, when the switch is off (nobody knows when staff
 * switch it on) or when no opening lies within the pre-order horizon.
 */
export function nextOpeningOf(method: DeliveryMethod, state: OpenState): WallTime | null {
  if (!state.isShopLive || isOpenNow(method, state)) return null;
  const times = orderTimesOf(state.schedule);
  const pause = state.pausedUntil?.[method];
  for (let day = 0; day <= MAX_PREORDER_DAYS; day++) {
    const date = addDays(state.now.date, day);
    const hours = hoursOn(date, state.schedule);
    if (!hours) continue;
    const ranges = serviceRanges(hours, method, times);
    // Each range opens at its start; a pause that ends inside a range opens the method then.
    const starts = ranges.map((r) => r.from);
    if (pause?.date === date && ranges.some((r) => pause.minutes > r.from && pause.minutes <= r.until)) starts.push(pause.minutes);
    const next = starts
      .sort((a, b) => a - b)
      .map((m) => ({ date, time: formatMinutes(m), minutes: m }))
      .find((c) => after(c, state.now) && !(pause && (pause.date > c.date || (pause.date === c.date && pause.minutes > c.minutes))));
    if (next) return { date: next.date, time: next.time };
  }
  return null;
}

/** The shop's next opening: null while pickup or delivery is open now; else the sooner of the two. */
export function nextShopOpening(state: OpenState): WallTime | null {
  if (DELIVERY_METHODS.some((m) => isOpenNow(m, state))) return null;
  const nexts = DELIVERY_METHODS.map((m) => nextOpeningOf(m, state)).filter((n): n is WallTime => n !== null);
  return nexts.sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))[0] ?? null;
}

/** GET /api/shop-status's `openNow` and `nextOpening` (ISO instant or null). */
export function openNowStatus(state: OpenState, timeZone: string): { openNow: Record<DeliveryMethod, boolean>; nextOpening: string | null } {
  const next = nextShopOpening(state);
  return {
    openNow: { abholung: isOpenNow('abholung', state), lieferung: isOpenNow('lieferung', state) },
    nextOpening: next ? zonedToInstant(next.date, next.time, timeZone).toISOString() : null,
  };
}

/** "heute, 17:00 Uhr", "morgen, 16:00 Uhr", "Donnerstag, 03.12., 17:00 Uhr". */
export function openingText(next: WallTime, today: string): string {
  if (next.date === today) return `heute, ${next.time} Uhr`;
  if (next.date === addDays(today, 1)) return `morgen, ${next.time} Uhr`;
  return dateTimeText(next);
}

/** "Freitag, 06.03., 17:00 Uhr": a day and time of the shop's wall clock. */
export function dateTimeText({ date, time }: WallTime): string {
  const [, month, day] = date.split('-');
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${day}.${month}., ${time} Uhr`;
}

/** What customers read while the shop (or the chosen method) is closed: "Jetzt geschlossen – wieder geöffnet ab morgen, 17:00 Uhr." */
export function closedNowText(next: WallTime | null, today: string, method?: DeliveryMethod): string {
  if (!method) return next ? `Jetzt geschlossen – wieder geöffnet ab ${openingText(next, today)}.` : 'Jetzt geschlossen.';
  const label = method === 'lieferung' ? 'Lieferung' : 'Abholung';
  return next ? `${label} ist jetzt nicht möglich – wieder ab ${openingText(next, today)}.` : `${label} ist jetzt nicht möglich.`;
}

/**
 * The refusal of "So schnell wie möglich" outside the method's hours, closures or a pause; names
 * the method when only it is closed (`method`), else the shop.
 */
export function asapClosedMessage(next: WallTime | null, today: string, method?: DeliveryMethod): string {
  return `${closedNowText(next, today, method)} „So schnell wie möglich“ geht nur während der Öffnungszeiten – bitte wählen Sie eine Uhrzeit (Vorbestellung).`;
}
