import fs from 'node:fs';
import path from 'node:path';
import { zonedTime } from '@pizzeria/domain';

/** Nightly backups are named by the shop's day; only these are rotated, never one made by hand. */
const NIGHTLY = /^nightly-\d{4}-\d{2}-\d{2}\.dump$/;

/** `nightly-2026-11-27.dump`: the shop's day (SHOP_TIMEZONE) the backup was made on. */
export function nightlyName(day: string): string {
  return `nightly-${day}.dump`;
}

/** `pizzeria-2026-11-27-143005.dump` for `npm run backup`: the shop's date and time, to the second. */
export function manualName(now: Date, timeZone: string): string {
  const { date, time } = zonedTime(now, timeZone);
  const seconds = String(new Date(now).getUTCSeconds()).padStart(2, '0');
  return `pizzeria-${date}-${time.replace(':', '')}${seconds}.dump`;
}

/** Deletes the oldest nightly backups in `dir` beyond the newest `keep`; returns the names deleted. */
export function rotateNightly(dir: string, keep: number): string[] {
  const nightly = fs
    .readdirSync(dir)
    .filter((name) => NIGHTLY.test(name))
    .sort();
  const doomed = nightly.slice(0, Math.max(0, nightly.length - keep));
  for (const name of doomed) fs.rmSync(path.join(dir, name));
  return doomed;
}
