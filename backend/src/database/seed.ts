import type { DataSource } from 'typeorm';
import { seedDemoMenu } from '../catalog/demo-menu.seed';

/** Every area's idempotent demo-data seed (each only fills empty tables). */
export async function seedDatabase(dataSource: DataSource): Promise<void> {
  await seedDemoMenu(dataSource);
}
