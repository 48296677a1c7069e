import { execFile } from 'node:child_process';
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

  // As root the server runs as "postgres". Where that user may not enter (a clone under /root, or
  // in a mode-700 directory) its binaries and data move to /var/lib/pizzeria-<hash>, said once per start.
  const itAsRoot = process.getuid?.() === 0 ? it : it.skip;

  itAsRoot(
    'as root with its data in a directory the postgres user may not enter, runs anyway and keeps the data there across starts',
    async () => {
      const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-rootonly-'));
      fs.chmodSync(closed, 0o700);
      const closedData = path.join(closed, 'x', '.data', 'pg');
      let moved: string | undefined;
      try {
        const starts: string[] = [];
        for (const body of [
          `const db = await startEmbeddedPostgres(${JSON.stringify(closedData)});
         const client = new Client({ connectionString: db.url });
         await client.connect();
         await client.query("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('Quattro Stagioni')");
         await client.end();
         await db.stop();`,
          `const db = await startEmbeddedPostgres(${JSON.stringify(closedData)});
         const client = new Client({ connectionString: db.url });
         await client.connect();
         console.log('kept:' + (await client.query('SELECT note FROM kept')).rows[0].note);
         await client.end();
         await db.stop();`,
        ]) {
          starts.push((await run(body)).stdout);
        }
        for (const log of starts) {
          const said = log.split('\n').filter((line) => line.includes('Als root läuft die eingebettete Datenbank unter dem Benutzer "postgres"'));
          expect(said).toHaveLength(1);
          // Only the data is out of reach, or (a clone that itself lies in such a directory, as in CI) the
          // programs too: then the message names the directory above the clone instead.
          const [, shut, what] = /der (\S+) nicht betreten darf; ihre (Daten|Programme und Daten) liegen deshalb in \/var\/lib\/pizzeria-/.exec(said[0]) ?? [];
          if (what === 'Daten') expect(shut).toBe(closed);
          else expect({ what, repoInside: REPO_ROOT.startsWith(`${shut}/`) }).toEqual({ what: 'Programme und Daten', repoInside: true });
          moved = /in (\/var\/lib\/pizzeria-[0-9a-f]+) /.exec(said[0])?.[1];
        }
        expect(starts[1]).toContain('kept:Quattro Stagioni');
        expect(fs.existsSync(path.join(moved!, 'pg', 'PG_VERSION'))).toBe(true);
        expect(fs.existsSync(closedData)).toBe(false);
      } finally {
        fs.rmSync(closed, { recursive: true, force: true });
        if (moved) fs.rmSync(moved, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('keeps its data from one start to the next and refuses a second start on the same files in German', async () => {
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
