import { Transform } from 'node:stream';

/** pg_restore's script opens with its session settings within these lines (the rest is schema and data). */
const PREAMBLE_LINES = 40;

/**
 * Session settings that pg_restore from PostgreSQL `since` on writes at the top of every script
 * and an older server refuses ("unrecognized configuration parameter"); with psql stopping at
 * the first error, a restore with Debian 13's client (17) into the embedded PostgreSQL 15 would fail.
 */
const NEWER_SETTINGS = [{ line: 'SET transaction_timeout = 0;', since: 17 }];

/**
 * Passes pg_restore's script on, without the settings at its top that the server (major version
 * `serverMajor`) does not know. Only the first lines are looked at, so a row of data that happens
 * to read the same is never touched.
 */
export function withoutSettingsUnknownTo(serverMajor: number): Transform {
  const unknown = new Set(NEWER_SETTINGS.filter((setting) => serverMajor < setting.since).map((setting) => setting.line));
  let lines = 0;
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (lines >= PREAMBLE_LINES || unknown.size === 0) return done(null, chunk);
      // latin1 keeps every byte as it is; a line is held back only until its end has arrived.
      pending += chunk.toString('latin1');
      let out = '';
      let end: number;
      while (lines < PREAMBLE_LINES && (end = pending.indexOf('\n')) !== -1) {
        const line = pending.slice(0, end + 1);
        pending = pending.slice(end + 1);
        lines += 1;
        if (!unknown.has(line.trimEnd())) out += line;
      }
      if (lines >= PREAMBLE_LINES) {
        out += pending;
        pending = '';
      }
      done(null, Buffer.from(out, 'latin1'));
    },
    flush(done) {
      done(null, Buffer.from(pending, 'latin1'));
    },
  });
}
