import { SHOP_TIMEZONE_DEFAULT } from './shop';

/** A source of "now", injected everywhere so that tests never depend on the real date or hour. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
export function fixedClock(at: Date | string): Clock {
  const date = typeof at === 'string' ? new Date(at) : at;
  return { now: () => new Date(date.getTime()) };
}
/** Reads `from` at `startedAt` (ms) and runs on with the real time: tests of screens that watch the time pass. */
export function runningClock(from: Date | string, startedAt = Date.now()): Clock {
  const start = typeof from === 'string' ? Date.parse(from) : from.getTime();
  return { now: () => new Date(start + Date.now() - startedAt) };
}

/** A wall-clock reading in the shop's zone. weekday: 0 = Sunday ... 6 = Saturday. */
export interface ZonedTime {
  date: string;
  time: string;
  minutes: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The last reading per zone and UTC minute: one order reads the same minute several times (rules,
 * slot, mail), and formatToParts is the costly part. Sound because every zone's offset is whole
 * minutes since 1972 (before, a few had seconds), so a UTC minute is one wall-clock minute.
 */
const lastReading = new Map<string, { minute: number; reading: ZonedTime }>();
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1973, 0, 1);

/** Reads an instant as the shop sees it, whatever the server machine's own zone is. */
export function zonedTime(instant: Date, timeZone: string = SHOP_TIMEZONE_DEFAULT): ZonedTime {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastReading.get(timeZone);
  if (last && last.minute === minute) return { ...last.reading };
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour);
  const minuteOfHour = Number(parts.minute);
  const reading = {
    date,
    time: `${String(hour).padStart(2, '0')}:${String(minuteOfHour).padStart(2, '0')}`,
    minutes: hour * 60 + minuteOfHour,
    weekday: weekdayOf(date),
  };
  if (instant.getTime() >= WHOLE_MINUTE_OFFSETS_FROM) lastReading.set(timeZone, { minute, reading });
  return { ...reading };
}

/** Weekday of a calendar date `YYYY-MM-DD` (0 = Sunday), independent of any zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * A real calendar day `YYYY-MM-DD` the shop can count with: the day after it must be one too (a
 * service day ends on the next day), so 9999-12-31, whose next day has a five-digit year, is not.
 */
export function isValidDateString(date: unknown): date is string {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date === '9999-12-31') return false;
  const [y, m, d] = date.split('-').map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** Adds whole days to a calendar date `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The UTC instant at which a wall-clock time on a date happens in the zone
 * (e.g. the start of a Berlin day for "today" statistics).
 */
export function zonedToInstant(date: string, time: string, timeZone: string = SHOP_TIMEZONE_DEFAULT): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const seen = zonedTime(new Date(instant), timeZone);
    const [sy, sm, sd] = seen.date.split('-').map(Number);
    const seenUtc = Date.UTC(sy, sm - 1, sd, Math.floor(seen.minutes / 60), seen.minutes % 60);
    instant += guess - seenUtc;
  }
  return new Date(instant);
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
