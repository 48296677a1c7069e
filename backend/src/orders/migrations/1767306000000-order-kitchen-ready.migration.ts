import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the kitchen reported a delivery cooked while a driver is still to take it out (OrderStateService.kitchenDone). */
export class OrderKitchenReady1767306000000 implements MigrationInterface {
  name = 'OrderKitchenReady1767306000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN kitchen_ready_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN kitchen_ready_at`);
  }
}
