import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The change log is filtered by person: one index so that stays quick as the log grows. */
export class AuditLogByActor1767206000300 implements MigrationInterface {
  name = 'AuditLogByActor1767206000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX audit_log_actor_idx`);
  }
}
