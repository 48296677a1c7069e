import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff logins get a role and can be switched off. token_version is part of every token: raising
 * it (password change, deactivation) ends all sessions of that person at once on every process.
 * The accounts that exist already are the ADMIN_USERNAME account, hence owners.
 */
export class StaffRoles1767100400000 implements MigrationInterface {
  name = 'StaffRoles1767100400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE admin_users
        ADD COLUMN role varchar(10) NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'counter', 'kitchen')),
        ADD COLUMN active boolean NOT NULL DEFAULT true,
        ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE admin_users ALTER COLUMN role DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE admin_users DROP COLUMN token_version, DROP COLUMN active, DROP COLUMN role`);
  }
}
