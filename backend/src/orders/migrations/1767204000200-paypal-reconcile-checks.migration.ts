import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the reconciler last asked PayPal about an order awaiting payment. It asks the never-asked
 * and longest-unasked first, so abandoned checkouts cannot keep a captured payment out of a pass
 * (they used to: the 50 oldest were looked at, always the same ones). Abandoned checkouts end as
 * cancelled (status 'storniert', payment still 'offen', a cancel reason saying so) and leave the index.
 */
export class PaypalReconcileChecks1767204000200 implements MigrationInterface {
  name = 'PaypalReconcileChecks1767204000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN paypal_checked_at timestamptz`);
    await queryRunner.query(`DROP INDEX orders_unpaid_paypal_idx`);
    await queryRunner.query(
      `CREATE INDEX orders_awaiting_paypal_idx ON orders (paypal_checked_at NULLS FIRST, created_at DESC) WHERE payment_status = 'offen' AND status = 'ausstehend'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_awaiting_paypal_idx`);
    await queryRunner.query(`CREATE INDEX orders_unpaid_paypal_idx ON orders (created_at) WHERE payment_status = 'offen'`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN paypal_checked_at`);
  }
}
