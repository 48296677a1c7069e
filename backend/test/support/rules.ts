import { SettingsSnapshotService } from '../../src/settings/settings-snapshot.service';
import type { TestApp } from './test-app';

/** `read()` again every 20 ms until `done` holds of its answer (the answer), or an error after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the app's settings in memory are those committed now. A change made behind its back
 * (SQL of the test itself) reaches it by NOTIFY, a moment after the commit.
 */
export async function settingsSettled(t: TestApp): Promise<void> {
  const [{ version }] = (await t.dataSource.query('SELECT version::int AS version FROM settings_version WHERE id = 1')) as { version: number }[];
  const snapshot = t.app.get(SettingsSnapshotService);
  await eventually(
    () => snapshot.current(),
    (read) => read.version >= version,
  );
}
