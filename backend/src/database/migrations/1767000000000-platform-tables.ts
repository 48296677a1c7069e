import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin accounts, the single shop-settings row and the socket.io PostgreSQL adapter's table. */
export class PlatformTables1767000000000 implements MigrationInterface {
  name = 'PlatformTables1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE shop_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        is_shop_live boolean NOT NULL DEFAULT true,
        preorders_enabled boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO shop_settings (id, is_shop_live, preorders_enabled) VALUES (1, true, false)`);
    await queryRunner.query(`
      CREATE TABLE socket_io_attachments (
        id bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload bytea
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE socket_io_attachments`);
    await queryRunner.query(`DROP TABLE shop_settings`);
    await queryRunner.query(`DROP TABLE admin_users`);
  }
}
