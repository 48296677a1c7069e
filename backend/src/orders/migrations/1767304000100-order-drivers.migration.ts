import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery's driver (the login, and the name as it was when assigned, so the record needs no
 * join), when they set off and handed it over, and the customer's "Ich zahle mit …" in cents.
 */
export class OrderDrivers1767304000100 implements MigrationInterface {
  name = 'OrderDrivers1767304000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN driver_id integer REFERENCES admin_users (id),
        ADD COLUMN driver_name varchar(50),
        ADD COLUMN dispatched_at timestamptz,
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN pay_with_cents integer CHECK (pay_with_cents > 0)`);
    // The driver's screen asks for their open deliveries; the settlement for a day's handed-over ones.
    await q.query(`CREATE INDEX orders_driver_open ON orders (driver_id) WHERE driver_id IS NOT NULL AND delivered_at IS NULL`);
    await q.query(`CREATE INDEX orders_delivered_at ON orders (delivered_at) WHERE delivered_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_delivered_at`);
    await q.query(`DROP INDEX orders_driver_open`);
    await q.query(`ALTER TABLE orders DROP COLUMN pay_with_cents, DROP COLUMN delivered_at, DROP COLUMN dispatched_at, DROP COLUMN driver_name, DROP COLUMN driver_id`);
  }
}
