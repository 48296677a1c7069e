import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 15-minute kitchen slot each order is planned in (the kitchen's capacity counts them), and
 * when a pending order was escalated because nobody answered it.
 */
export class KitchenSlotsAndEscalation1767100600000 implements MigrationInterface {
  name = 'KitchenSlotsAndEscalation1767100600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_kitchen_slots (
        order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        slot_date date NOT NULL,
        slot_time char(5) NOT NULL,
        pizzas integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX order_kitchen_slots_slot_idx ON order_kitchen_slots (slot_date, slot_time)`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN escalated_at timestamptz`);
    await queryRunner.query(`CREATE INDEX orders_pending_unescalated_idx ON orders (placed_at) WHERE status = 'ausstehend' AND escalated_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_pending_unescalated_idx`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN escalated_at`);
    await queryRunner.query(`DROP TABLE order_kitchen_slots`);
  }
}
