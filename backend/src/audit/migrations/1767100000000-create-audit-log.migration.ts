import { MigrationInterface, QueryRunner } from 'typeorm';

/** The change log of the back office: who changed what and when. */
export class CreateAuditLog1767100000000 implements MigrationInterface {
  name = 'CreateAuditLog1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor varchar(50) NOT NULL,
        action varchar(40) NOT NULL,
        target varchar(200) NOT NULL,
        details jsonb
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
  }
}
