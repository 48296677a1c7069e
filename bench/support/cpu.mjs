/**
 * CPU time from /proc (Linux), so a row can say where its time went: the server's process against
 * PostgreSQL's (all `postgres` processes of the machine; the bench's database is the only busy one
 * during a run). Elsewhere the figures are null.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU of a process in ms, or null when it cannot be read. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU ms by pid of every `postgres` process. */
function postgresCpuMs() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(entry);
    if (ms !== null) byPid.set(entry, ms);
  }
  return byPid;
}

/** A reading of the server's and PostgreSQL's CPU so far (ms); see cpuPerRequest. */
export function cpuReading(serverPid) {
  const server = processCpuMs(serverPid);
  return { server, postgres: server === null ? null : postgresCpuMs() };
}

/** The server's and PostgreSQL's CPU ms per answered request between two readings. */
export function cpuPerRequest(before, after, requests) {
  const perRequest = (ms) => (ms === null || !requests ? null : Math.round((ms / requests) * 100) / 100);
  const server = before.server === null || after.server === null ? null : after.server - before.server;
  // A process that ended in between took its CPU along (a small loss); one that started counts whole.
  let postgres = null;
  if (before.postgres && after.postgres) {
    postgres = 0;
    for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  }
  return { serverMs: perRequest(server), postgresMs: perRequest(postgres) };
}
