import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The VAT rate of each category in whole percent (prices are gross): 7 % for food delivered or
 * picked up, 19 % for drinks. Existing installations get 19 % for the two drinks categories of the
 * menu (7 Alkoholfreie Getränke, 8 Alkoholische Getränke) and 7 % for the rest.
 */
export class CategoryVatRate1767100200000 implements MigrationInterface {
  name = 'CategoryVatRate1767100200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE categories ADD COLUMN vat_rate smallint NOT NULL DEFAULT 7 CHECK (vat_rate BETWEEN 0 AND 100)`);
    await queryRunner.query(`UPDATE categories SET vat_rate = 19 WHERE id IN (7, 8)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE categories DROP COLUMN vat_rate`);
  }
}
