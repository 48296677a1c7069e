import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test-app';

export interface ChildBackendOptions {
  /** An existing, migrated database; without it the backend starts its embedded PostgreSQL in `dataDir`. */
  databaseUrl?: string;
  /** Where the embedded PostgreSQL keeps its files (instead of the repository's .data). */
  dataDir?: string;
  env?: Record<string, string>;
  /** Leader of a process group of its own, as a shop started in a terminal: interrupt() signals the whole group. */
  ownProcessGroup?: boolean;
}

export interface ChildBackend {
  baseUrl: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, open connections just drop. */
  kill(): Promise<void>;
  /** `signal` to its process group (see ownProcessGroup), as its terminal sends SIGINT on Ctrl+C and SIGHUP when closed; resolves with how it ended. */
  interrupt(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the backend in a child process (child-app.js); resolves once it listens. */
export function startChildBackend({ databaseUrl, dataDir, env = {}, ownProcessGroup = false }: ChildBackendOptions): Promise<ChildBackend> {
  const child = spawn(process.execPath, [path.join(__dirname, 'child-app.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SHOP_TIMEZONE: 'Europe/Berlin',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...(dataDir && { CHILD_APP_DATA_DIR: dataDir }),
      // Tests place many orders from one address and phone; the limits have their own tests.
      ORDER_RATE_LIMIT: '0',
      OPEN_ORDERS_PER_CONTACT: '0',
      // A run in the night's backup hour would otherwise dump every test database into the repository's .data; the backup tests ask for it.
      BACKUP_KEEP: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`backend exited (${code}) before listening:\n${output.slice(-3000)}`));
    child.once('exit', failed);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /LISTENING (\d+)/.exec(output)?.[1];
      if (!port) return;
      child.off('exit', failed);
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        process: child,
        output: () => output,
        kill: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          return ended.then(() => undefined);
        },
        interrupt: (signal = 'SIGINT') => {
          if (!ownProcessGroup) throw new Error('interrupt() needs ownProcessGroup');
          process.kill(-child.pid!, signal);
          return ended;
        },
      });
    });
  });
}
