import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_SETTINGS_DEFAULTS, settingsFromRows, withDefaults, type AppSettingsKey, type AppSettingsMap, type StoredSection } from './app-settings.sections';
import { SettingsSnapshotService } from './settings-snapshot.service';

/**
 * Reads and writes the settings sections in `app_settings`. Reads answer from the process's
 * settings snapshot, which every committed change marks stale on every process (NOTIFY), so a
 * change counts everywhere at once without a query per read. With a transaction's manager a read
 * goes to the database through it: for a change that reads, locks and writes a section.
 */
@Injectable()
export class AppSettingsStore {
  constructor(private readonly snapshot: SettingsSnapshotService) {}

  async get<K extends AppSettingsKey>(key: K, manager?: EntityManager): Promise<AppSettingsMap[K]> {
    if (!manager) return (await this.snapshot.current()).settings[key];
    const rows = (await manager.query('SELECT value FROM app_settings WHERE key = $1', [key])) as { value: AppSettingsMap[K] }[];
    return rows.length ? withDefaults(APP_SETTINGS_DEFAULTS[key], rows[0].value) : APP_SETTINGS_DEFAULTS[key];
  }

  async getAll(manager?: EntityManager): Promise<AppSettingsMap> {
    if (!manager) return (await this.snapshot.current()).settings;
    return settingsFromRows((await manager.query('SELECT key, value FROM app_settings')) as StoredSection[]);
  }

  /** Replaces one section; run it inside the transaction of the change (and its audit record). */
  async set<K extends AppSettingsKey>(manager: EntityManager, key: K, value: AppSettingsMap[K]): Promise<void> {
    await manager.query(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
    // This process reads the change once committed, before its NOTIFY arrives (the writer reads it back at once).
    this.snapshot.invalidate();
  }

  /** Call after the change's transaction committed: a read between set() and the commit kept the old sections. */
  committed(): void {
    this.snapshot.invalidate();
  }
}
