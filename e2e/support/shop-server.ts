import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../backend/test/support/database';
import { BACKEND_DIST, REPO_ROOT } from './paths';

export const E2E_ADMIN = { username: 'admin', password: 'admin-test-pw' } as const;

export interface StartShopOptions {
  /** The shop's "now" (ISO instant), via SHOP_FIXED_NOW; the real clock when omitted. */
  fixedNow?: string;
  /** With fixedNow: the shop's clock starts there and runs with the real time (SHOP_CLOCK_RUNS). */
  clockRuns?: boolean;
  /** Extra or overriding environment of the backend process (e.g. PAYPAL_API_BASE, SMTP_URL). */
  env?: Record<string, string>;
  /** Join this shop's database (a second process behind the same load balancer) instead of a fresh copy; it is not dropped on stop. */
  databaseOf?: RunningShop;
}

export interface RunningShop {
  /** e.g. http://127.0.0.1:40123 — the shop page at /, the API under /api. */
  baseUrl: string;
  databaseUrl: string;
  /** Everything the backend printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The shop did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built backend (backend/dist/main.js, which also serves frontend/dist) as its own
 * process on a free port, with NODE_ENV=test and a fresh copy of the template database.
 * Needs `npm run build` beforehand and the globalSetup of e2e/jest.config.js.
 */
export async function startShop(opts: StartShopOptions = {}): Promise<RunningShop> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.PIZZERIA_E2E_TEMPLATE_DB;
  if (!serverUrl || !template) throw new Error('startShop needs the globalSetup of e2e/jest.config.js');
  const database = opts.databaseOf ? null : uniqueDatabaseName('pizzeria_e2e');
  const databaseUrl = opts.databaseOf?.databaseUrl ?? (await createDatabase(serverUrl, database!, template));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'e2e-only-jwt-secret-0123456789abcdef-0123456789',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOGIN_RATE_LIMIT: '100',
    // The browser tests place many orders from one address and one e-mail.
    ORDER_RATE_LIMIT: '0',
    OPEN_ORDERS_PER_CONTACT: '0',
    // A run in the night's backup hour would otherwise dump every test database into the repository's .data; the backup tests ask for it.
    BACKUP_KEEP: '0',
    ...(opts.fixedNow ? { SHOP_FIXED_NOW: opts.fixedNow } : {}),
    ...(opts.clockRuns ? { SHOP_CLOCK_RUNS: 'true' } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, [path.join(BACKEND_DIST, 'main.js')], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10000);
      await exited(child);
      clearTimeout(killer);
    }
    if (database) await dropDatabase(serverUrl, database);
  };
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, output, stop };
}
