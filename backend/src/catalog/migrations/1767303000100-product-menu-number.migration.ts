import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The number a product has on the printed menu ("Nr. 12"), by which the counter finds it on the
 * phone. Unique among the products on the menu: a product taken off frees its number.
 */
export class ProductMenuNumber1767303000100 implements MigrationInterface {
  name = 'ProductMenuNumber1767303000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN menu_number integer CHECK (menu_number BETWEEN 1 AND 9999)`);
    await q.query(`CREATE UNIQUE INDEX products_menu_number_key ON products (menu_number) WHERE archived_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_menu_number_key`);
    await q.query(`ALTER TABLE products DROP COLUMN menu_number`);
  }
}
