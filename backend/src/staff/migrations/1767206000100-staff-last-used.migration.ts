import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each login was last used (signed in or worked with), so the owner sees logins nobody uses any more. */
export class StaffLastUsed1767206000100 implements MigrationInterface {
  name = 'StaffLastUsed1767206000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users ADD COLUMN last_used_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP COLUMN last_used_at`);
  }
}
