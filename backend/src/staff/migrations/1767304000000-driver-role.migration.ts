import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Drivers sign in too: their screen lists their deliveries. */
export class DriverRole1767304000000 implements MigrationInterface {
  name = 'DriverRole1767304000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check`);
    await q.query(`ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('owner', 'counter', 'kitchen', 'driver'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check`);
    await q.query(`ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('owner', 'counter', 'kitchen'))`);
  }
}
