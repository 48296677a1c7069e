import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { BackupToolError, findPgTools, serverMajor, type PgTools } from './pg-tools';
import { restoreInOneTransaction } from './restore-in-one-transaction';

const run = promisify(execFile);

/** A restore that would overwrite data or run under a live shop; the message says why and what to do. */
export class RestoreRefusedError extends Error {}

/**
 * The URL without its password, plus the environment that carries it: a password on the command
 * line would be readable by every user of the machine (ps).
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

async function toolsFor(databaseUrl: string, pgBinDir: string | null): Promise<PgTools> {
  return findPgTools(await serverMajor(databaseUrl), pgBinDir);
}

/** What a failed pg_dump or pg_restore wrote, for the error message. */
function toolFailure(tool: string, error: unknown): Error {
  const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
  return new BackupToolError(`${tool} ist fehlgeschlagen: ${stderr || (error instanceof Error ? error.message : String(error))}`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * Writes a pg_dump of the database in custom format to `dir/name`; written under a temporary name
 * and renamed at the end, so a file of that name is always a complete backup.
 */
export async function createBackup(databaseUrl: string, dir: string, name: string, pgBinDir: string | null): Promise<BackupResult> {
  const started = Date.now();
  const tools = await toolsFor(databaseUrl, pgBinDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  const { url, env } = connection(databaseUrl);
  try {
    await run(tools.pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw toolFailure('pg_dump', error);
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, ms: Date.now() - started };
}

/** Tables outside PostgreSQL's own schemas: an empty database has none. */
async function tableCount(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
  );
  return rows[0].n;
}

/** Other sessions on the database: a shop still running on it. */
async function otherSessions(client: Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  return rows[0].n;
}

/** The shop's schemas (`public` and any other outside PostgreSQL's own): what --force drops. */
async function shopSchemas(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
  );
  return rows.map((row) => row.name);
}

export interface RestoreResult {
  ms: number;
}

/**
 * Restores a backup of createBackup into the database: only into an empty one unless `force`
 * (then everything in it is replaced), and never while another session (a running shop) uses it.
 * Dropping the old content and restoring are one transaction: all or nothing.
 */
export async function restoreBackup(databaseUrl: string, file: string, force: boolean, pgBinDir: string | null): Promise<RestoreResult> {
  const started = Date.now();
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`Die Sicherung ${file} gibt es nicht.`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') !== 'PGDMP') throw new RestoreRefusedError(`${file} ist keine Sicherung von npm run backup (pg_dump im custom-Format).`);
  const major = await serverMajor(databaseUrl);
  const tools = findPgTools(major, pgBinDir);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let schemas: string[];
  try {
    const sessions = await otherSessions(client);
    if (sessions > 0) {
      throw new RestoreRefusedError(`Die Datenbank wird gerade benutzt (${sessions} weitere Verbindungen). Erst den Shop stoppen, dann wiederherstellen.`);
    }
    const tables = await tableCount(client);
    if (tables > 0 && !force) {
      throw new RestoreRefusedError(
        `Die Datenbank ist nicht leer (${tables} Tabellen). Wiederhergestellt wird nur in eine leere Datenbank; ` + 'mit --force wird ihr ganzer Inhalt ersetzt.',
      );
    }
    schemas = tables > 0 ? await shopSchemas(client) : [];
  } finally {
    await client.end();
  }
  await restoreInOneTransaction(tools, major, connection(databaseUrl), file, schemas);
  return { ms: Date.now() - started };
}
