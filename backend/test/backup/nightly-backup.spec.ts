import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NightlyBackupWorker } from '../../src/backup/nightly-backup.worker';
import { MovableClock } from '../support/movable-clock';
import { createTestApp, type TestApp } from '../support/test-app';

/** The running shop backs itself up in the hour BACKUP_HOUR of the shop's zone and keeps the newest BACKUP_KEEP. */
describe('nightly backup', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-nightly-'));
  const backups = path.join(dataDir, 'backups');
  // 02:30 in Berlin (winter time, UTC+1), the night before Monday 2 March 2026.
  const clock = new MovableClock('2026-03-02T01:30:00Z');
  let shop: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({ clock, dataDir, env: { BACKUP_HOUR: '3', BACKUP_KEEP: '2' } });
    // A second process on the same database (behind a load balancer): it sees the hour come too.
    second = await createTestApp({ clock, dataDir, env: { BACKUP_HOUR: '3', BACKUP_KEEP: '2', DATABASE_URL: shop.databaseUrl } });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await shop?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const files = () => (fs.existsSync(backups) ? fs.readdirSync(backups).sort() : []);
  const runBoth = () => Promise.all([shop.app.get(NightlyBackupWorker).runIfDue(), second.app.get(NightlyBackupWorker).runIfDue()]);

  it('makes one backup per night at BACKUP_HOUR in the shop zone, across processes, and keeps the newest BACKUP_KEEP', async () => {
    await runBoth();
    expect(files()).toEqual([]);

    clock.set('2026-03-02T02:05:00Z'); // 03:05 in Berlin
    await runBoth();
    await runBoth();
    expect(files()).toEqual(['nightly-2026-03-02.dump']);

    clock.set('2026-03-02T16:00:00Z'); // 17:00: not the hour
    await runBoth();
    expect(files()).toEqual(['nightly-2026-03-02.dump']);

    // A backup made by hand is never rotated away.
    fs.writeFileSync(path.join(backups, 'pizzeria-2026-03-02-170000.dump'), 'PGDMP');
    for (const night of ['2026-03-03T02:10:00Z', '2026-03-04T02:59:00Z', '2026-03-05T02:00:00Z']) {
      clock.set(night);
      await runBoth();
    }
    expect(files()).toEqual(['nightly-2026-03-04.dump', 'nightly-2026-03-05.dump', 'pizzeria-2026-03-02-170000.dump']);

    // Summer time (UTC+2): 03:30 in Berlin is 01:30 UTC; 02:30 UTC is already 04:30.
    clock.set('2026-06-01T02:30:00Z');
    await runBoth();
    expect(files()).not.toContain('nightly-2026-06-01.dump');
    clock.set('2026-06-02T01:30:00Z');
    await runBoth();
    expect(files()).toEqual(['nightly-2026-03-05.dump', 'nightly-2026-06-02.dump', 'pizzeria-2026-03-02-170000.dump']);
    expect(fs.readFileSync(path.join(backups, 'nightly-2026-06-02.dump')).subarray(0, 5).toString()).toBe('PGDMP');
  }, 120_000);
});
