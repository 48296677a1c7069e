import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deposit (Pfand) per product, charged per unit on top of its price, and a delivery fee per
 * delivery zone; both 0 for what exists, so no price changes by this migration. The lines and
 * orders keep what was charged: the deposit per unit on each line, deposit and fee on the order.
 */
export class DepositAndDeliveryFee1767203000000 implements MigrationInterface {
  name = 'DepositAndDeliveryFee1767203000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN deposit_cents integer NOT NULL DEFAULT 0 CHECK (deposit_cents BETWEEN 0 AND 1000)`);
    await queryRunner.query(`ALTER TABLE locations ADD COLUMN delivery_fee_cents integer NOT NULL DEFAULT 0 CHECK (delivery_fee_cents BETWEEN 0 AND 5000)`);
    await queryRunner.query(`ALTER TABLE order_items ADD COLUMN deposit_cents integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN deposit_cents integer NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
         ADD COLUMN delivery_fee_cents integer NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0),
         DROP CONSTRAINT orders_total_matches,
         ADD CONSTRAINT orders_total_matches CHECK (total_cents = subtotal_cents - discount_cents + deposit_cents + delivery_fee_cents)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders DROP CONSTRAINT orders_total_matches, DROP COLUMN deposit_cents, DROP COLUMN delivery_fee_cents,
         ADD CONSTRAINT orders_total_matches CHECK (total_cents = subtotal_cents - discount_cents)`,
    );
    await queryRunner.query(`ALTER TABLE order_items DROP COLUMN deposit_cents`);
    await queryRunner.query(`ALTER TABLE locations DROP COLUMN delivery_fee_cents`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN deposit_cents`);
  }
}
