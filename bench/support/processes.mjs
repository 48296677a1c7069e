/**
 * The processes a bench run needs: a throwaway database on the test PostgreSQL, the built shop,
 * and the bare baselines. Each server runs in its own process (like the shop), so the load
 * generator in the bench process never shares an event loop with the server it measures.
 */
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A Friday at 18:30 in Berlin: the shop is open and takes ASAP orders. */
export const FIXED_NOW = '2026-11-20T17:30:00.000Z';
export const ADMIN = { username: 'admin', password: 'bench-admin-pw' };

export async function withDatabase(fn) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * A port nothing listens on, as the system hands it out. A random pick could be the port of a server
 * this run already started: the new one then failed to listen while the other answered its `/ready`,
 * and the row measured the wrong server (the bare menu row once counted 0 answers that way).
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node script` with env and waits until `readyPath` answers 200 on the port it was given. */
async function startServer(label, script, env, readyPath, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}${readyPath}`)).ok) return { baseUrl, stop, pid: child.pid };
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not become ready:\n${log}`);
}

/**
 * The built shop as `npm start` runs it, on a fresh database, as a real shop runs: mail and kitchen
 * printer configured (bench/support/fakes.server.mjs) and tickets printed on arrival, so every order
 * writes its outbox jobs (confirmation mail, ticket) in its transaction and the worker sends them
 * during the run. The order rate limits are off (ORDER_RATE_LIMIT=0, OPEN_ORDERS_PER_CONTACT=0).
 * `delivered()` answers how many mails and tickets reached the fakes so far.
 */
export async function startShop(databaseUrl) {
  const fakes = await startServer('Fake mail server and printer', join(root, 'bench/support/fakes.server.mjs'), {}, '/ready');
  const delivered = async () => (await fetch(`${fakes.baseUrl}/ready`)).json();
  try {
    const { smtpUrl, printerUrl } = await delivered();
    const shop = await startServer(
      'Shop',
      join(root, 'backend/dist/main.js'),
      {
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        SHOP_FIXED_NOW: FIXED_NOW,
        ORDER_RATE_LIMIT: '0',
        OPEN_ORDERS_PER_CONTACT: '0',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        SMTP_URL: smtpUrl,
        PRINTER_URL: printerUrl,
      },
      '/api/health',
      // Where the shop's time goes: a CPU profile per run, written when the shop stops.
      process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    );
    const stop = async () => {
      await shop.stop();
      await fakes.stop();
    };
    try {
      await printOnArrival(shop.baseUrl);
    } catch (error) {
      await shop.stop();
      throw error;
    }
    return { baseUrl: shop.baseUrl, pid: shop.pid, stop, delivered };
  } catch (error) {
    await fakes.stop();
    throw error;
  }
}

/** The owner's printing setting: a ticket per order as it arrives (the default is no automatic print). */
async function printOnArrival(baseUrl) {
  const res = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseUrl)}` },
    body: JSON.stringify({ printing: { autoPrint: 'on-arrival', copies: 1 } }),
  });
  if (!res.ok) throw new Error(`Druckeinstellung fehlgeschlagen: ${res.status} ${await res.text()}`);
}

/** bench/baselines/bare-menu.server.mjs: node:http answering the shop's menu bytes. */
export function startBareMenu(shopUrl) {
  return startServer('Bare menu server', join(root, 'bench/baselines/bare-menu.server.mjs'), { SHOP_URL: shopUrl }, '/ready');
}

/** bench/baselines/bare-orders.server.mjs: node:http + pg BEGIN/INSERT/COMMIT, then a socket.io emit. */
export function startBareOrders(databaseUrl) {
  return startServer('Bare order server', join(root, 'bench/baselines/bare-orders.server.mjs'), { DATABASE_URL: databaseUrl }, '/ready');
}

export async function adminToken(baseUrl) {
  const res = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = await res.json();
  if (!body.token) throw new Error(`Admin-Login fehlgeschlagen: ${JSON.stringify(body)}`);
  return body.token;
}
