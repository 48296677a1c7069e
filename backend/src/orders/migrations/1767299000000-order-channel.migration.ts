import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each order came in: the web shop (every order so far), a phone call or the counter. */
export class OrderChannel1767299000000 implements MigrationInterface {
  name = 'OrderChannel1767299000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN channel text NOT NULL DEFAULT 'online' CHECK (channel IN ('online', 'telefon', 'vor-ort'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN channel`);
  }
}
