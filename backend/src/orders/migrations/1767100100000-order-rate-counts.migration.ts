import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders placed per client address and 10-minute window (ORDER_RATE_LIMIT). Counted in the
 * database, not in process memory, so several backend processes behind one proxy share the count.
 */
export class OrderRateCounts1767100100000 implements MigrationInterface {
  name = 'OrderRateCounts1767100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_rate_counts (
        client varchar(64) NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (client, window_start)
      )`);
    await queryRunner.query(`CREATE INDEX order_rate_counts_window_idx ON order_rate_counts (window_start)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_rate_counts`);
  }
}
