import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVouchers1767000001100 implements MigrationInterface {
  name = 'CreateVouchers1767000001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vouchers (
        id serial PRIMARY KEY,
        code varchar(10) NOT NULL UNIQUE CHECK (code = upper(code) AND code = btrim(code) AND code <> ''),
        kind varchar(10) NOT NULL CHECK (kind IN ('percent', 'fixed')),
        value integer NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
        min_order_cents integer NOT NULL DEFAULT 0 CHECK (min_order_cents >= 0),
        valid_from timestamptz,
        valid_until timestamptz,
        usage_limit integer CHECK (usage_limit IS NULL OR usage_limit >= 0),
        used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
        active boolean NOT NULL DEFAULT true
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE vouchers`);
  }
}
