import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What ties an order to the browser that placed it, as SHA-256 hex digests (never the secret
 * itself): the submission stored with an Idempotency-Key, so a reused key with another body is
 * refused; and the checkout attempt's key behind a PayPal order, which capture and follow-up
 * calls must present before they reveal the order.
 */
export class OrderClientProofs1767000003000 implements MigrationInterface {
  name = 'OrderClientProofs1767000003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN idempotency_fingerprint char(64),
        ADD COLUMN paypal_attempt_key_hash char(64)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN paypal_attempt_key_hash, DROP COLUMN idempotency_fingerprint`);
  }
}
