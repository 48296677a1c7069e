import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['extras', 'dressings', 'dips'] as const;

/**
 * Allergens (LMIV letters, e.g. 'CM') and labelled additives (footnote numbers) of extras,
 * dressings and dips: a customised pizza's labelling is incomplete without its toppings and dips.
 */
export class OptionFoodLabels1767000004000 implements MigrationInterface {
  name = 'OptionFoodLabels1767000004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN allergens varchar(14) NOT NULL DEFAULT '' CHECK (allergens ~ '^[A-HLMNOPR]*$'),
          ADD COLUMN additives smallint[] NOT NULL DEFAULT '{}'`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN allergens, DROP COLUMN additives`);
  }
}
