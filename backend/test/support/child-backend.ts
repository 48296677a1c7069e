import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test-app';

export interface ChildBackend {
  baseUrl: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown hook runs, open connections just drop. */
  kill(): Promise<void>;
}

/** Starts the backend in a child process on `databaseUrl` (an existing, migrated database). */
export function startChildBackend(databaseUrl: string, env: Record<string, string>): Promise<ChildBackend> {
  const child = spawn(process.execPath, [path.join(__dirname, 'child-app.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SHOP_TIMEZONE: 'Europe/Berlin',
      DATABASE_URL: databaseUrl,
      // Tests place many orders from one address and phone; the limits have their own tests.
      ORDER_RATE_LIMIT: '0',
      OPEN_ORDERS_PER_CONTACT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
        kill: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    });
  });
}
