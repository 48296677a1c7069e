import type { MigrationInterface, QueryRunner } from 'typeorm';

const OPTION_TABLES = ['product_variants', 'extras', 'dressings', 'dips'] as const;
/** Every table the public menu GETs and the repricing read: a change to any of them is a new menu version. */
export const MENU_TABLES = [
  'categories',
  'products',
  'product_variants',
  'extras',
  'dressings',
  'dips',
  'locations',
  'allergens',
  'substances',
  'product_allergens',
  'product_substances',
] as const;

/**
 * The demo menu's id rules become attributes (docs/menu.md#behaviour): category defaults, product
 * overrides (null = the category's default), option groups of dressings and dips; sold-out marks
 * ("bis morgen" clears itself at `sold_out_until`) and soft deletion (`archived_at`), so stored
 * orders keep what was ordered. An existing installation with the spec's ids gets the attributes
 * that make it behave exactly as before; a fresh one gets them from the demo seed.
 *
 * `menu_version` is bumped by a statement trigger on every menu table, in the changing
 * transaction, whoever changes it (the back office, a migration, psql), and NOTIFY wakes every
 * process so its in-memory menu snapshot is reloaded.
 */
export class MenuBehaviour1767100300000 implements MigrationInterface {
  name = 'MenuBehaviour1767100300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE categories
        ADD COLUMN add_directly boolean NOT NULL DEFAULT false,
        ADD COLUMN price_from varchar(10) NOT NULL DEFAULT 'variant' CHECK (price_from IN ('product', 'variant')),
        ADD COLUMN show_variant_selector boolean NOT NULL DEFAULT true,
        ADD COLUMN offers_extras boolean NOT NULL DEFAULT false,
        ADD COLUMN dressing_group varchar(40),
        ADD COLUMN required_choice varchar(10) CHECK (required_choice IN ('dressing', 'sauce')),
        ADD COLUMN dip_group varchar(40),
        ADD COLUMN line_detail varchar(20) NOT NULL DEFAULT 'default' CHECK (line_detail IN ('sauce-and-variant', 'dip', 'variant', 'default')),
        ADD COLUMN archived_at timestamptz`);
    await q.query(`CREATE SEQUENCE categories_id_seq OWNED BY categories.id`);
    await q.query(`SELECT setval('categories_id_seq', GREATEST((SELECT COALESCE(MAX(id), 0) FROM categories), 1), (SELECT COUNT(*) > 0 FROM categories))`);
    await q.query(`ALTER TABLE categories ALTER COLUMN id SET DEFAULT nextval('categories_id_seq')`);
    await q.query(`
      ALTER TABLE products
        ADD COLUMN add_directly boolean,
        ADD COLUMN price_from varchar(10) CHECK (price_from IN ('product', 'variant')),
        ADD COLUMN show_variant_selector boolean,
        ADD COLUMN offers_extras boolean,
        ADD COLUMN dressing_group varchar(40),
        ADD COLUMN required_choice varchar(10) CHECK (required_choice IN ('none', 'dressing', 'sauce')),
        ADD COLUMN dip_group varchar(40),
        ADD COLUMN line_detail varchar(20) CHECK (line_detail IN ('sauce-and-variant', 'dip', 'variant', 'default')),
        ADD COLUMN sold_out_until timestamptz,
        ADD COLUMN archived_at timestamptz`);
    await q.query(`ALTER TABLE extras ADD COLUMN available boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE dressings ADD COLUMN available boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE dips ADD COLUMN available boolean NOT NULL DEFAULT true`);
    for (const table of OPTION_TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN sold_out_until timestamptz, ADD COLUMN archived_at timestamptz`);
    }
    await q.query(`ALTER TABLE dressings ADD COLUMN group_key varchar(40) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE dips ADD COLUMN group_key varchar(40) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE vouchers ADD COLUMN archived_at timestamptz`);

    await q.query(`UPDATE categories SET add_directly = true WHERE id IN (7, 8)`);
    await q.query(`UPDATE categories SET price_from = 'product' WHERE id IN (4, 5, 9)`);
    await q.query(`UPDATE categories SET offers_extras = true WHERE id IN (1, 2, 3, 4)`);
    await q.query(`UPDATE categories SET dressing_group = 'salat', required_choice = 'dressing' WHERE id = 1`);
    await q.query(`UPDATE categories SET dressing_group = 'pommes' WHERE id = 6`);
    await q.query(`UPDATE categories SET dressing_group = 'beilage' WHERE id = 5`);
    await q.query(`UPDATE categories SET dip_group = 'pizza' WHERE id = 2`);
    await q.query(`UPDATE categories SET dip_group = 'calzone' WHERE id = 3`);
    await q.query(`UPDATE products SET add_directly = true WHERE id IN (33, 34, 35, 36, 37, 42, 43, 44, 45, 46, 48, 60, 61, 62)`);
    await q.query(`UPDATE products SET dressing_group = 'schnitzel-schwein', required_choice = 'sauce', line_detail = 'sauce-and-variant' WHERE id = 38`);
    await q.query(`UPDATE products SET dressing_group = 'schnitzel-haehnchen', required_choice = 'sauce', line_detail = 'sauce-and-variant' WHERE id = 39`);
    await q.query(`UPDATE products SET show_variant_selector = false, line_detail = 'dip' WHERE id IN (40, 41)`);
    await q.query(`UPDATE products SET line_detail = 'dip' WHERE id = 47`);
    await q.query(`UPDATE products SET line_detail = 'variant' WHERE id = 59`);
    await q.query(`
      UPDATE dressings SET group_key = CASE
        WHEN id <= 4 THEN 'salat' WHEN id <= 7 THEN 'pommes' WHEN id <= 10 THEN 'schnitzel-schwein'
        WHEN id <= 13 THEN 'schnitzel-haehnchen' ELSE 'beilage' END`);
    await q.query(`UPDATE dips SET group_key = CASE WHEN dip_id <= 4 THEN 'pizza' WHEN dip_id >= 8 THEN 'calzone' ELSE '' END`);

    await q.query(`CREATE TABLE menu_version (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)`);
    await q.query(`INSERT INTO menu_version (id, version) VALUES (1, 1)`);
    await q.query(`
      CREATE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE next bigint;
      BEGIN
        UPDATE menu_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next;
        PERFORM pg_notify('menu_version', next::text);
        RETURN NULL;
      END $$`);
    for (const table of MENU_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_menu_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of MENU_TABLES) await q.query(`DROP TRIGGER ${table}_menu_version ON ${table}`);
    await q.query(`DROP FUNCTION bump_menu_version()`);
    await q.query(`DROP TABLE menu_version`);
    await q.query(`ALTER TABLE vouchers DROP COLUMN archived_at`);
    await q.query(`ALTER TABLE dressings DROP COLUMN group_key, DROP COLUMN available`);
    await q.query(`ALTER TABLE dips DROP COLUMN group_key, DROP COLUMN available`);
    await q.query(`ALTER TABLE extras DROP COLUMN available`);
    for (const table of OPTION_TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN sold_out_until, DROP COLUMN archived_at`);
    await q.query(`
      ALTER TABLE products DROP COLUMN add_directly, DROP COLUMN price_from, DROP COLUMN show_variant_selector, DROP COLUMN offers_extras,
        DROP COLUMN dressing_group, DROP COLUMN required_choice, DROP COLUMN dip_group, DROP COLUMN line_detail,
        DROP COLUMN sold_out_until, DROP COLUMN archived_at`);
    await q.query(`ALTER TABLE categories ALTER COLUMN id DROP DEFAULT`);
    await q.query(`DROP SEQUENCE categories_id_seq`);
    await q.query(`
      ALTER TABLE categories DROP COLUMN add_directly, DROP COLUMN price_from, DROP COLUMN show_variant_selector, DROP COLUMN offers_extras,
        DROP COLUMN dressing_group, DROP COLUMN required_choice, DROP COLUMN dip_group, DROP COLUMN line_detail, DROP COLUMN archived_at`);
  }
}
