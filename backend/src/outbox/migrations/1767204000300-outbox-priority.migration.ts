import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's place in its lane: lower first, then in id order. Customers' mails about their orders
 * go before everything else (the owner's mails), so a backlog never delays an order confirmation.
 */
export class OutboxPriority1767204000300 implements MigrationInterface {
  name = 'OutboxPriority1767204000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_jobs ADD COLUMN priority smallint NOT NULL DEFAULT 1`);
    await queryRunner.query(`DROP INDEX outbox_jobs_due_idx`);
    await queryRunner.query(`CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (kind, priority, id) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX outbox_jobs_due_idx`);
    await queryRunner.query(`CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (kind, next_attempt_at, id) WHERE status = 'pending'`);
    await queryRunner.query(`ALTER TABLE outbox_jobs DROP COLUMN priority`);
  }
}
