import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createBackup, restoreBackup, RestoreRefusedError } from '../../src/backup/pg-backup';
import { findPgTools } from '../../src/backup/pg-tools';
import { createDatabase, dropDatabase, uniqueDatabaseName, withDatabase } from '../support/database';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createStaff, STAFF_PASSWORD } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

/** A dead disk must not lose the shop: a backup of a shop with orders, restored into an empty database, is the same shop. */
describe('npm run backup / npm run restore (pg_dump custom format)', () => {
  const serverUrl = () => process.env.TEST_DATABASE_URL!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-backup-'));
  const restoredName = uniqueDatabaseName('pizzeria_restored');
  const newerName = uniqueDatabaseName('pizzeria_restored_newer');
  let shop: TestApp;
  let restored: TestApp | undefined;

  /** Apps still running; the tests close them themselves to wipe or restore their databases. */
  const running = new Set<TestApp>();
  const closeApp = async (app: TestApp) => {
    running.delete(app);
    await app.app.close();
  };

  afterAll(async () => {
    for (const app of running) await app.app.close();
    await dropDatabase(serverUrl(), new URL(shop.databaseUrl).pathname.slice(1));
    await dropDatabase(serverUrl(), restoredName);
    await dropDatabase(serverUrl(), newerName);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores every order, setting and login into an empty database, and refuses a database that is not empty', async () => {
    shop = await createTestApp({ now: OPEN_MONDAY_EVENING });
    running.add(shop);
    const owner = await shop.login();
    const orderIds: number[] = [];
    for (const lastName of ['Erste', 'Zweite', 'Dritte']) {
      const placed = await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl, { lastName }))
        .expect(201);
      orderIds.push(placed.body.orderId);
    }
    await request(shop.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${owner}`).send({ isShopLive: 0 }).expect(200);
    await createStaff(shop, 'tresen.anna', 'counter');

    const backup = await createBackup(shop.databaseUrl, dir, 'shop.dump', null);
    expect(fs.readFileSync(backup.file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(fs.readdirSync(dir)).toEqual(['shop.dump']);

    // The shop's own database is not empty: refused, and nothing in it changed.
    await expect(restoreBackup(shop.databaseUrl, backup.file, false, null)).rejects.toThrow(RestoreRefusedError);
    await closeApp(shop);
    await expect(restoreBackup(shop.databaseUrl, backup.file, false, null)).rejects.toThrow(/nicht leer \(\d+ Tabellen\).*--force/);

    // The disk died: an empty database on a new server.
    const emptyUrl = await createDatabase(serverUrl(), restoredName);
    await restoreBackup(emptyUrl, backup.file, false, null);
    restored = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: withDatabase(serverUrl(), restoredName) } });
    running.add(restored);

    const token = await restored.login();
    const board = await request(restored.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(200);
    const onBoard = Object.values(board.body.orders as Record<string, { order_id: number; lastName: string }[]>).flat();
    expect(onBoard.map((o) => o.order_id).sort()).toEqual([...orderIds].sort());
    expect(onBoard.map((o) => o.lastName).sort()).toEqual(['Dritte', 'Erste', 'Zweite']);
    expect((await request(restored.baseUrl).get('/api/shop-status').expect(200)).body.isShopLive).toBe(0);
    await request(restored.baseUrl).post('/api/admin/login').send({ username: 'tresen.anna', password: STAFF_PASSWORD }).expect(200);
    // The next order continues the numbering instead of colliding with a restored one.
    await request(restored.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${token}`).send({ isShopLive: 1 }).expect(200);
    const placed = await request(restored.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(restored.baseUrl))
      .expect(201);
    expect(placed.body.orderId).toBeGreaterThan(Math.max(...orderIds));
  }, 120_000);

  it('with --force empties a database that is not empty before restoring; never while a shop is connected', async () => {
    const backup = path.join(dir, 'shop.dump');
    await expect(restoreBackup(restored!.databaseUrl, backup, true, null)).rejects.toThrow(/wird gerade benutzt .*Erst den Shop stoppen/);
    await closeApp(restored!);
    await restoreBackup(restored!.databaseUrl, backup, true, null);
    const again = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: restored!.databaseUrl } });
    running.add(again);
    try {
      const token = await again.login();
      const board = await request(again.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(200);
      // The order placed after the first restore is gone: the database is the backup's again.
      expect(Object.values(board.body.orders as Record<string, unknown[]>).flat()).toHaveLength(3);
    } finally {
      await closeApp(again);
    }
  }, 120_000);

  it('with --force replaces all or nothing: a backup cut short or not a backup at all leaves the database as it was', async () => {
    const target = restored!.databaseUrl;
    const content = async () => {
      const client = new Client({ connectionString: target });
      await client.connect();
      try {
        const orders = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
        const logins = await client.query<{ username: string }>('SELECT username FROM admin_users ORDER BY username');
        return { orders: orders.rows[0].n, logins: logins.rows.map((row) => row.username) };
      } finally {
        await client.end();
      }
    };
    const whole = fs.readFileSync(path.join(dir, 'shop.dump'));
    // A copy that broke off (disk full, a transfer cut short) near its end: pg_restore has passed the
    // schema and most rows to psql, inside the transaction, when it fails on the missing bytes.
    const cutShort = path.join(dir, 'cut-short.dump');
    fs.writeFileSync(cutShort, whole.subarray(0, whole.length - 512));
    const garbage = path.join(dir, 'garbage.dump');
    fs.writeFileSync(garbage, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(2048, 7)]));

    await expect(content()).resolves.toEqual({ orders: 3, logins: ['admin', 'tresen.anna'] });
    for (const file of [cutShort, garbage]) {
      await expect(restoreBackup(target, file, true, null)).rejects.toThrow(/fehlgeschlagen, nichts wurde verändert/);
      await expect(content()).resolves.toEqual({ orders: 3, logins: ['admin', 'tresen.anna'] });
    }
  }, 120_000);

  it('restores with client programs newer than the server (Debian 13: 17), whose script sets what an older server does not know', async () => {
    const real = path.dirname(findPgTools(15, null).pgRestore);
    // Stand-ins for PostgreSQL 17's programs: the real ones, with 17's version and its extra setting at the top of the script.
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-pg17-'));
    fs.writeFileSync(path.join(newer, 'pg_dump'), `#!/bin/sh\n[ "$1" = --version ] && exec echo "pg_dump (PostgreSQL) 17.7"\nexec ${real}/pg_dump "$@"\n`, {
      mode: 0o755,
    });
    fs.writeFileSync(
      path.join(newer, 'pg_restore'),
      `#!/bin/bash\nset -o pipefail\n${real}/pg_restore "$@" | sed '/^SET idle_in_transaction_session_timeout = 0;$/a SET transaction_timeout = 0;'\n`,
      { mode: 0o755 },
    );
    fs.writeFileSync(path.join(newer, 'psql'), `#!/bin/sh\nexec ${real}/psql "$@"\n`, { mode: 0o755 });
    const backup = path.join(dir, 'shop.dump');
    try {
      const script = spawnSync(path.join(newer, 'pg_restore'), ['--file=-', backup], { encoding: 'utf8' });
      expect(script.stdout.split('\n').slice(0, 30)).toContain('SET transaction_timeout = 0;');

      const url = await createDatabase(serverUrl(), newerName);
      await restoreBackup(url, backup, false, newer);
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        expect((await client.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(3);
      } finally {
        await client.end();
      }
    } finally {
      fs.rmSync(newer, { recursive: true, force: true });
    }
  }, 120_000);
});
