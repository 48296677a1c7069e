import { MigrationInterface, QueryRunner } from 'typeorm';

const SETTINGS_TABLES = ['app_settings', 'shop_settings'];

/**
 * `settings_version` is bumped by a statement trigger on the settings tables, in the changing
 * transaction, whoever changes them (the back office, busy mode, the shop switches, psql). A cash
 * order checked against the settings as last read is written only while no newer version has
 * committed (settingsNotNewerThan), so a process may keep those settings between orders.
 */
export class SettingsVersion1767101000000 implements MigrationInterface {
  name = 'SettingsVersion1767101000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE settings_version (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`);
    await q.query(`INSERT INTO settings_version (id, version) VALUES (1, 1)`);
    await q.query(`
      CREATE FUNCTION bump_settings_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE settings_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`);
    for (const table of SETTINGS_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_settings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_settings_version()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of SETTINGS_TABLES) await q.query(`DROP TRIGGER ${table}_settings_version ON ${table}`);
    await q.query(`DROP FUNCTION bump_settings_version()`);
    await q.query(`DROP TABLE settings_version`);
  }
}
