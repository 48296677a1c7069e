import { ILLUSTRATIONS } from '@pizzeria/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rules that were still keyed to the demo menu's category ids (docs/menu.md#demo-menu) become category attributes the owner
 * sets in the back office: which categories count as "pizzas" for the kitchen's capacity
 * (were 2 and 3), the drawing on the product cards, and the popup's labels for the size and the
 * optional sauce choice (category 5 said "Beilage"). An installation with the spec's ids keeps
 * exactly what it showed; a fresh one gets the values from the demo seed.
 */
export class CategoryPresentation1767100900000 implements MigrationInterface {
  name = 'CategoryPresentation1767100900000';

  async up(q: QueryRunner): Promise<void> {
    const names = ILLUSTRATIONS.map((i) => `'${i}'`).join(', ');
    await q.query(`
      ALTER TABLE categories
        ADD COLUMN counts_for_kitchen_capacity boolean NOT NULL DEFAULT false,
        ADD COLUMN illustration varchar(20) NOT NULL DEFAULT 'pizza' CHECK (illustration IN (${names})),
        ADD COLUMN variant_label varchar(30) NOT NULL DEFAULT 'Größe',
        ADD COLUMN option_label varchar(30) NOT NULL DEFAULT 'Sauce'`);
    await q.query(`UPDATE categories SET counts_for_kitchen_capacity = true WHERE id IN (2, 3)`);
    await q.query(`
      UPDATE categories SET illustration = CASE id
        WHEN 1 THEN 'salad' WHEN 2 THEN 'pizza' WHEN 3 THEN 'calzone' WHEN 4 THEN 'pasta' WHEN 5 THEN 'meat'
        WHEN 6 THEN 'extras' WHEN 7 THEN 'soft-drink' WHEN 8 THEN 'alcoholic-drink' WHEN 9 THEN 'dessert' ELSE 'pizza' END`);
    await q.query(`UPDATE categories SET variant_label = 'Beilage', option_label = 'Beilage' WHERE id = 5`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories DROP COLUMN counts_for_kitchen_capacity, DROP COLUMN illustration, DROP COLUMN variant_label, DROP COLUMN option_label`);
  }
}
