import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox: mails, kitchen tickets and PayPal refunds as rows written in the transaction of the
 * change that causes them, sent by a worker. `dedupe_key` makes enqueueing the same effect twice a
 * no-op; `outbox_channels` keeps the state of each outside party (mail server, printer, PayPal) so
 * every process pauses the same way while it is down and staff see it. Orders get their refund.
 */
export class CreateOutbox1767100500000 implements MigrationInterface {
  name = 'CreateOutbox1767100500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_jobs (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('mail', 'print', 'refund')),
        dedupe_key text NOT NULL UNIQUE,
        order_id integer REFERENCES orders (id),
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        give_up_at timestamptz NOT NULL DEFAULT now() + interval '1 day',
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (kind, next_attempt_at, id) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX outbox_jobs_order_idx ON outbox_jobs (order_id)`);
    await queryRunner.query(`
      CREATE TABLE outbox_channels (
        kind text PRIMARY KEY,
        down_since timestamptz,
        paused_until timestamptz,
        last_error text
      )`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN refund_status text CHECK (refund_status IN ('ausstehend', 'erstattet', 'fehlgeschlagen'))`);
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN paypal_refund_id varchar`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN paypal_refund_id, DROP COLUMN refund_status`);
    await queryRunner.query(`DROP TABLE outbox_channels`);
    await queryRunner.query(`DROP TABLE outbox_jobs`);
  }
}
