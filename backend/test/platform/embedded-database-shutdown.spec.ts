import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startChildBackend } from '../support/child-backend';

/** Lines that tell of trouble: Nest's warnings and errors, pg's and TypeORM's complaints. */
const TROUBLE = /\b(WARN|ERROR)\b|error|Fehler|shutting down|terminating connection|terminated unexpectedly/i;

/** A server a failed run left behind (it is no child of this process): stopped before its directory goes. */
async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + 30_000; alive() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * `npm start` without DATABASE_URL runs an embedded PostgreSQL beside the app. Ctrl+C in its
 * terminal signals the whole foreground process group; the app closes first (its LISTEN clients,
 * socket.io's goodbye to the other processes) and stops the database after, so nothing fails.
 */
describe('Ctrl+C or a closed terminal on the shop with its embedded database', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-embedded-'));
    // As root the database runs as `postgres`, who must reach its data directory in here.
    fs.chmodSync(dir, 0o755);
  });
  afterAll(async () => {
    await stopLeftoverServer(path.join(dir, 'pg'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    { signal: 'SIGINT', cause: 'Ctrl+C' },
    { signal: 'SIGHUP', cause: 'its terminal closed' },
  ] as const)(
    'on $signal ($cause) closes the app, then the database, exits with 0 and logs no warning or error',
    async ({ signal }) => {
      const shop = await startChildBackend({ dataDir: dir, ownProcessGroup: true });
      try {
        await request(shop.baseUrl).get('/api/health').expect(200);
        expect(await shop.interrupt(signal)).toEqual({ code: 0, signal: null });
      } finally {
        await shop.kill();
      }
      expect(
        shop
          .output()
          .split('\n')
          .filter((line) => TROUBLE.test(line)),
      ).toEqual([]);
      // The database stopped too: it removes its lock file when it ends.
      expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    120_000,
  );
});
