import { MigrationInterface, QueryRunner } from 'typeorm';

/** Back-office settings, one JSON value per section; a missing section means the defaults in code. */
export class CreateAppSettings1767100000100 implements MigrationInterface {
  name = 'CreateAppSettings1767100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_settings (
        key varchar(40) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE app_settings`);
  }
}
