import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a category's lines print on kitchen tickets: the kitchen has no use for the drinks the
 * counter hands out. An installation with the demo's drink categories (7 and 8) leaves them off;
 * every other category keeps printing.
 */
export class CategoryKitchenTickets1767206000000 implements MigrationInterface {
  name = 'CategoryKitchenTickets1767206000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories ADD COLUMN on_kitchen_tickets boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE categories SET on_kitchen_tickets = false WHERE illustration IN ('soft-drink', 'alcoholic-drink')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories DROP COLUMN on_kitchen_tickets`);
  }
}
