import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Why staff cancelled an order; the customer reads it on the status page and in the mail. */
export class OrderCancelReason1767100700000 implements MigrationInterface {
  name = 'OrderCancelReason1767100700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN cancel_reason text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN cancel_reason`);
  }
}
