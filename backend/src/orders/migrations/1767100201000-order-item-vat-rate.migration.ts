import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order line keeps the VAT rate (whole percent) in force when it was ordered, so a later
 * change of a category's rate never alters a placed order. Lines placed before take their
 * category's rate (categories got theirs in CategoryVatRate1767100200000).
 */
export class OrderItemVatRate1767100201000 implements MigrationInterface {
  name = 'OrderItemVatRate1767100201000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items ADD COLUMN vat_rate smallint CHECK (vat_rate BETWEEN 0 AND 100)`);
    await queryRunner.query(`UPDATE order_items i SET vat_rate = c.vat_rate FROM categories c WHERE c.id = i.category_id`);
    await queryRunner.query(`UPDATE order_items SET vat_rate = CASE WHEN category_id IN (7, 8) THEN 19 ELSE 7 END WHERE vat_rate IS NULL`);
    await queryRunner.query(`ALTER TABLE order_items ALTER COLUMN vat_rate SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items DROP COLUMN vat_rate`);
  }
}
