import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per shop day a nightly backup was started: several backend processes on one database
 * all see the hour come, and the one whose INSERT wins makes the backup.
 */
export class CreateBackupRuns1767207000000 implements MigrationInterface {
  name = 'CreateBackupRuns1767207000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE backup_runs (
        day date PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        file text,
        error text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE backup_runs');
  }
}
