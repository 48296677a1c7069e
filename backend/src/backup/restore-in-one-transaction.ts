import { spawn } from 'node:child_process';
import { withoutSettingsUnknownTo } from './newer-client-settings';
import { BackupToolError, type PgTools } from './pg-tools';

/** An exited program: its exit code and what it wrote to stderr. */
interface Ended {
  code: number | null;
  stderr: string;
}

function ended(child: ReturnType<typeof spawn>): Promise<Ended> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: -1, stderr: error.message }));
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * Replaces everything in the database with the backup `file`, all or nothing: psql runs one
 * transaction that first drops the schemas in `schemas` (the database's current content, when
 * --force) and then executes the SQL pg_restore makes of the backup, streamed (without settings
 * a newer client writes that this server does not know). COMMIT is sent only
 * once pg_restore read the whole file without error; a backup cut short, a statement the server
 * refuses or a crash in between end the session without it, and PostgreSQL rolls everything back
 * (its DDL is transactional), so the old content is still there.
 */
export async function restoreInOneTransaction(
  tools: PgTools,
  serverMajor: number,
  connection: { url: string; env: NodeJS.ProcessEnv },
  file: string,
  schemas: string[],
): Promise<void> {
  const { url, env } = connection;
  // Owners and grants of the machine the backup came from need not exist here: the restoring user owns everything.
  const restore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn(tools.psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const filter = withoutSettingsUnknownTo(serverMajor);
  const restoreEnded = ended(restore);
  const psqlEnded = ended(psql);
  // Every line of the script has gone into psql's input once the filter has ended.
  const filtered = new Promise<void>((resolve) => filter.once('end', resolve));
  // psql gone early (it stopped at an error): pg_restore has nobody to write to, and what it wrote is dropped.
  psql.stdin!.on('error', () => restore.kill());
  void psqlEnded.then(() => {
    restore.kill();
    filter.unpipe();
    filter.resume();
  });

  const drops = schemas.map((name) => `DROP SCHEMA "${name.replace(/"/g, '""')}" CASCADE;\n`).join('');
  psql.stdin!.write(`SET client_min_messages = warning;\nBEGIN;\n${drops}${schemas.length ? 'CREATE SCHEMA public;\n' : ''}`);
  restore.stdout!.pipe(filter).pipe(psql.stdin!, { end: false });
  const [restored] = await Promise.all([restoreEnded, filtered]);
  if (restored.code === 0) psql.stdin!.end('COMMIT;\n');
  else psql.stdin!.end();
  const applied = await psqlEnded;

  if (restored.code !== 0 && applied.code === 0) {
    throw new BackupToolError(`pg_restore ist fehlgeschlagen, nichts wurde verändert: ${restored.stderr.trim() || `Exit-Code ${restored.code}`}`);
  }
  if (applied.code !== 0) {
    throw new BackupToolError(`Die Wiederherstellung ist fehlgeschlagen, nichts wurde verändert: ${applied.stderr.trim() || `psql Exit-Code ${applied.code}`}`);
  }
}
