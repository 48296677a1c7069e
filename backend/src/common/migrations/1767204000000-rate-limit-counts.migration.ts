import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every abuse limit (logins per address and per account, password changes, voucher checks,
 * orders) counted in one table instead of process memory, so all backend processes on the
 * database share each count. One row per limit, key (a client's address or /64, an account)
 * and fixed window; rows of ended windows are cleared as new windows start. The orders' own
 * table of the same kind is folded into it.
 */
export class RateLimitCounts1767204000000 implements MigrationInterface {
  name = 'RateLimitCounts1767204000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_counts (
        name varchar(32) NOT NULL,
        key varchar(128) NOT NULL,
        window_start timestamptz NOT NULL,
        window_end timestamptz NOT NULL,
        hits integer NOT NULL CHECK (hits >= 0),
        PRIMARY KEY (name, key, window_start)
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_counts_end_idx ON rate_limit_counts (window_end)`);
    await queryRunner.query(`DROP TABLE order_rate_counts`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_rate_counts (
        client varchar(64) NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (client, window_start)
      )`);
    await queryRunner.query(`CREATE INDEX order_rate_counts_window_idx ON order_rate_counts (window_start)`);
    await queryRunner.query(`DROP TABLE rate_limit_counts`);
  }
}
