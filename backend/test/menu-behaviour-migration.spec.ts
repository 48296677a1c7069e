import { readMenuRows } from '../src/catalog/menu-rows';
import { MenuSnapshot } from '../src/catalog/menu-snapshot';
import { MenuBehaviour1767100300000 } from '../src/catalog/migrations/1767100300000-menu-behaviour.migration';
import { createTestApp, type TestApp } from './support/test-app';

/** An installation from before the attributes existed: the migration gives its menu exactly the seed's behaviour. */
describe('menu behaviour migration on an existing installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('derives the same attributes from the spec ids as the demo seed sets', async () => {
    const now = new Date('2026-03-02T17:00:00Z');
    const seeded = new MenuSnapshot(await readMenuRows(t.dataSource.manager), now).data;
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new MenuBehaviour1767100300000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const migrated = new MenuSnapshot(await readMenuRows(t.dataSource.manager), now).data;
    expect(migrated.products).toEqual(seeded.products);
    expect(migrated.dressings).toEqual(seeded.dressings);
    expect(migrated.dips).toEqual(seeded.dips);
    expect(seeded.products.filter((p) => p.requiredChoice === 'sauce').map((p) => p.productsID)).toEqual([38, 39]);
  });
});
