import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackupToolError, findPgTools } from './pg-tools';

describe('findPgTools', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-pgbin-'));
  beforeAll(() => {
    // Stand-ins that answer --version as PostgreSQL 19's client programs do.
    for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
      fs.writeFileSync(path.join(dir, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) 19.2"\n`, { mode: 0o755 });
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes tools at least as new as the server', () => {
    const real = fs.realpathSync(dir);
    expect(findPgTools(19, dir)).toEqual({ pgDump: path.join(real, 'pg_dump'), pgRestore: path.join(real, 'pg_restore'), psql: path.join(real, 'psql'), major: 19 });
  });

  it('prefers PG_BIN_DIR over a closer version found elsewhere', () => {
    expect(findPgTools(15, dir).pgDump).toBe(path.join(fs.realpathSync(dir), 'pg_dump'));
  });

  it('says which it found and what to install when none is new enough', () => {
    const find = () => findPgTools(20, dir);
    expect(find).toThrow(BackupToolError);
    expect(find).toThrow(/von PostgreSQL 20 oder neuer/);
    expect(find).toThrow(`${fs.realpathSync(dir)} (PostgreSQL 19)`);
    expect(find).toThrow(/apt-get install postgresql-client-20.*PG_BIN_DIR/s);
  });
});
