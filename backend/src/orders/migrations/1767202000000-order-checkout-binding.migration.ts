import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One checkout, one order: the browser's checkout id (as SHA-256 hex) is kept with every order it
 * sends, cash or PayPal. The partial unique index lets any number of unpaid PayPal attempts share it,
 * but only one order that counts: stored for cash, paid, or a PayPal payment whose capture has begun
 * (claimed before PayPal is asked to take the money, so a cash order cannot slip in meanwhile).
 */
export class OrderCheckoutBinding1767202000000 implements MigrationInterface {
  name = 'OrderCheckoutBinding1767202000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN checkout_key_hash char(64), ADD COLUMN capture_started_at timestamptz`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX orders_checkout_key_hash_key ON orders (checkout_key_hash)
      WHERE payment_status <> 'offen' OR capture_started_at IS NOT NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_checkout_key_hash_key`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN capture_started_at, DROP COLUMN checkout_key_hash`);
  }
}
