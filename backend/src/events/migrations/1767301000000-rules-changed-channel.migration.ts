import { MigrationInterface, QueryRunner } from 'typeorm';

/** The version triggers before this migration: menu changes notified their own channel, settings changes none. */
const MENU_BEFORE = `
  CREATE OR REPLACE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE next bigint;
  BEGIN
    UPDATE menu_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next;
    PERFORM pg_notify('menu_version', next::text);
    RETURN NULL;
  END $$`;
const SETTINGS_BEFORE = `
  CREATE OR REPLACE FUNCTION bump_settings_version() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE settings_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
  END $$`;

/**
 * Menu and settings changes are announced on one channel, `rules_changed`, with the part and its
 * new version as payload (`menu:42`, `settings:7`): each process keeps one LISTEN connection for
 * both caches (events/rules-listener.ts). PostgreSQL delivers a NOTIFY only once its transaction
 * committed, so a process never hears of a change that could still roll back.
 */
export class RulesChangedChannel1767301000000 implements MigrationInterface {
  name = 'RulesChangedChannel1767301000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        UPDATE menu_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next;
        PERFORM pg_notify('rules_changed', 'menu:' || next);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_settings_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        UPDATE settings_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next;
        PERFORM pg_notify('rules_changed', 'settings:' || next);
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(MENU_BEFORE);
    await q.query(SETTINGS_BEFORE);
  }
}
