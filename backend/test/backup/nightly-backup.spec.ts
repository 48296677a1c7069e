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

  /** Polls until `done` (a backup the app started by itself, in the background), at most 10 s. */
  const waitFor = async (done: () => boolean) => {
    for (const deadline = Date.now() + 10_000; !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (Date.now() > deadline) throw new Error(`still waiting; backups: ${files().join(', ')}`);
    }
  };
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

    // A process that was running but asleep at the hour (here: looking only at 04:30) makes up for the night at its next look.
    clock.set('2026-03-06T03:30:00Z');
    await runBoth();
    expect(files()).toEqual(['nightly-2026-03-05.dump', 'nightly-2026-03-06.dump', 'pizzeria-2026-03-02-170000.dump']);

    // Summer time (UTC+2): 02:05 UTC is 04:05 in Berlin, 01:05 UTC is 03:05. Before the hour, the night before counts.
    clock.set('2026-06-01T23:30:00Z'); // 01:30 on 2 June: the latest hour passed is 1 June's, missed
    await runBoth();
    expect(files()).toEqual(['nightly-2026-03-06.dump', 'nightly-2026-06-01.dump', 'pizzeria-2026-03-02-170000.dump']);
    clock.set('2026-06-02T01:05:00Z');
    await runBoth();
    expect(files()).toEqual(['nightly-2026-06-01.dump', 'nightly-2026-06-02.dump', 'pizzeria-2026-03-02-170000.dump']);
    expect(fs.readFileSync(path.join(backups, 'nightly-2026-06-02.dump')).subarray(0, 5).toString()).toBe('PGDMP');
  }, 120_000);

  it('makes up for nights the shop was down at the hour when it starts again, once, named by the night missed', async () => {
    await second.close();
    // Down from 2 June until Tuesday 9 June, 10:00 in Berlin: the nights of 3 to 9 June had no backup.
    clock.set('2026-06-09T08:00:00Z');
    const restarted = await createTestApp({ clock, dataDir, env: { BACKUP_HOUR: '3', BACKUP_KEEP: '2', DATABASE_URL: shop.databaseUrl } });
    second = restarted;
    // Made at the start, without waiting for a minute's look.
    await waitFor(() => files().includes('nightly-2026-06-09.dump'));
    await runBoth();
    expect(files()).toEqual(['nightly-2026-06-02.dump', 'nightly-2026-06-09.dump', 'pizzeria-2026-03-02-170000.dump']);
    const runs = (await shop.dataSource.query("SELECT to_char(day, 'YYYY-MM-DD') AS day, file FROM backup_runs WHERE day >= '2026-06-02' ORDER BY day")) as unknown[];
    expect(runs).toEqual([
      { day: '2026-06-02', file: 'nightly-2026-06-02.dump' },
      { day: '2026-06-09', file: 'nightly-2026-06-09.dump' },
    ]);
  }, 120_000);
});
