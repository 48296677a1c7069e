import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders staff enter at the counter: paid by card at the door or counter ('card', status
 * 'karte'), the two decisions staff may take for them (waive a zone's minimum, book a full kitchen
 * slot), and when an order's personal data was erased (DSGVO). Customers are found by the digits of
 * their phone number, hence the index on them.
 */
export class CounterOrders1767303000000 implements MigrationInterface {
  name = 'CounterOrders1767303000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('cash', 'paypal', 'card'))`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('offen', 'bezahlt', 'bar', 'karte'))`);
    // Only an order staff entered can be paid by card, and card is the only payment of 'karte'.
    await q.query(
      `ALTER TABLE orders ADD CONSTRAINT orders_card_at_counter CHECK ((payment_method = 'card') = (payment_status = 'karte') AND (payment_method <> 'card' OR channel <> 'online'))`,
    );
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN waive_minimum boolean NOT NULL DEFAULT false,
        ADD COLUMN overbook boolean NOT NULL DEFAULT false,
        ADD COLUMN anonymised_at timestamptz`);
    await q.query(`CREATE INDEX orders_phone_digits_idx ON orders ((regexp_replace(phone, '\\D', '', 'g'))) WHERE anonymised_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_phone_digits_idx`);
    await q.query(`ALTER TABLE orders DROP COLUMN anonymised_at, DROP COLUMN overbook, DROP COLUMN waive_minimum`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_card_at_counter`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('offen', 'bezahlt', 'bar'))`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check CHECK (payment_method IN ('cash', 'paypal'))`);
  }
}
