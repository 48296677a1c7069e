import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createBackup, restoreBackup } from '../../src/backup/pg-backup';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';
import { withDatabase } from '../support/database';

/**
 * A quick-start install (no DATABASE_URL) backs up its embedded database with the pg_dump this
 * system has (Debian 12: 15): the embedded server must not be newer than that.
 */
describe('backup of the embedded database of npm start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-embedded-backup-'));
  // As root the server runs as "postgres", who must reach the data.
  fs.chmodSync(dir, 0o755);
  let embedded: EmbeddedDatabase;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
  }, 60_000);
  afterAll(async () => {
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const query = async <T>(url: string, sql: string): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it('is dumped with the tools found on this machine and restored into an empty database', async () => {
    await query(embedded.url, "CREATE TABLE orders (id int PRIMARY KEY, note text); INSERT INTO orders VALUES (1, 'Margherita')");

    const backup = await createBackup(embedded.url, path.join(dir, 'backups'), 'quick-start.dump', null);
    expect(fs.readFileSync(backup.file).subarray(0, 5).toString()).toBe('PGDMP');

    await query(embedded.url, 'CREATE DATABASE restored');
    const restored = withDatabase(embedded.url, 'restored');
    await restoreBackup(restored, backup.file, false, null);
    expect(await query(restored, 'SELECT id, note FROM orders')).toEqual([{ id: 1, note: 'Margherita' }]);
  }, 60_000);
});
