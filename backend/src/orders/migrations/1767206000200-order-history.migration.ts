import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of a placed order as a row: who (a staff login, or "System" for what the shop
 * does by itself), when, from which state to which, and why. Kept with the order; the order
 * dialog shows them.
 */
export class OrderHistory1767206000200 implements MigrationInterface {
  name = 'OrderHistory1767206000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_history (
        id bigserial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        actor varchar(50) NOT NULL,
        action varchar(20) NOT NULL,
        from_state text,
        to_state text,
        reason text,
        details jsonb
      )`);
    await q.query(`CREATE INDEX order_history_order_idx ON order_history (order_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_history`);
  }
}
