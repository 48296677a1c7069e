import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedBinaryDir } from '../database/embedded-binaries';

/** pg_dump, pg_restore or psql fitting the server cannot be found or cannot run; the message says what to install. */
export class BackupToolError extends Error {}

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  /** psql, which runs a restore as one transaction. */
  psql: string;
  /** Major version of the tools, e.g. 15. */
  major: number;
}

/** Major version of the server behind `databaseUrl` (server_version_num 150020 → 15). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * Directories that may hold pg_dump, pg_restore and psql: PG_BIN_DIR when set, the embedded server's
 * binaries, Debian's /usr/lib/postgresql/<major>/bin (several majors may be installed side by
 * side) and whatever PATH finds.
 */
function candidateDirs(pgBinDir: string | null): string[] {
  const dirs: string[] = [];
  if (pgBinDir) dirs.push(pgBinDir);
  const embedded = embeddedBinaryDir();
  if (embedded) dirs.push(embedded);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) for (const major of fs.readdirSync(debian)) dirs.push(path.join(debian, major, 'bin'));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) dirs.push(dir);
  // /bin and /usr/bin are often one directory.
  return [...new Set(dirs.filter((dir) => fs.existsSync(dir)).map((dir) => fs.realpathSync(dir)))];
}

/** The major version `pg_dump --version` reports ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15), or null when it does not run. */
function toolMajor(binary: string): number | null {
  try {
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 }));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The client programs a backup and a restore run, all taken from one directory (one version). */
const TOOLS = ['pg_dump', 'pg_restore', 'psql'] as const;

/**
 * pg_dump, pg_restore and psql from one directory whose major version is at least the server's
 * (pg_dump refuses a newer server): PG_BIN_DIR's when they fit, else the closest such version.
 * Throws a BackupToolError naming what was found and what to install when none fits.
 */
export function findPgTools(major: number, pgBinDir: string | null): PgTools {
  const found: { dir: string; major: number }[] = [];
  for (const dir of candidateDirs(pgBinDir)) {
    const pgDump = path.join(dir, 'pg_dump');
    if (!TOOLS.every((tool) => fs.existsSync(path.join(dir, tool)))) continue;
    const version = toolMajor(pgDump);
    if (version !== null) found.push({ dir, major: version });
  }
  const chosen = pgBinDir && fs.existsSync(pgBinDir) ? fs.realpathSync(pgBinDir) : null;
  const fitting = found.filter((tools) => tools.major >= major).sort((a, b) => Number(b.dir === chosen) - Number(a.dir === chosen) || a.major - b.major)[0];
  if (fitting) {
    const [pgDump, pgRestore, psql] = TOOLS.map((tool) => path.join(fitting.dir, tool));
    return { pgDump, pgRestore, psql, major: fitting.major };
  }
  const seen = found.length
    ? `Gefunden: ${found.map((tools) => `${tools.dir} (PostgreSQL ${tools.major})`).join(', ')} – zu alt für diesen Server.`
    : 'Weder die eingebettete Datenbank noch dieses System bringen pg_dump, pg_restore und psql mit.';
  throw new BackupToolError(
    `Für die Sicherung braucht es pg_dump, pg_restore und psql von PostgreSQL ${major} oder neuer (der Server ist PostgreSQL ${major}). ${seen}\n` +
      `Abhilfe: die Client-Programme installieren (Debian/Ubuntu: apt-get install postgresql-client-${major}, ` +
      'bei älteren Distributionen aus apt.postgresql.org) oder PG_BIN_DIR auf ihr Verzeichnis setzen.',
  );
}
