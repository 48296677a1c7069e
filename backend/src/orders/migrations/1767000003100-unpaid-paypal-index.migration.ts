import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The PayPal reconciler looks for orders awaiting payment by age every minute; the index keeps that off the whole table. */
export class UnpaidPaypalIndex1767000003100 implements MigrationInterface {
  name = 'UnpaidPaypalIndex1767000003100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX orders_unpaid_paypal_idx ON orders (created_at) WHERE payment_status = 'offen'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_unpaid_paypal_idx`);
  }
}
