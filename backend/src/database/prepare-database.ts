import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { seedDatabase } from './seed';

/**
 * Migrates and seeds the database of DATABASE_URL, then exits; used to build the template
 * database of the browser tests from the compiled app (`node backend/dist/database/prepare-database.js`).
 */
async function prepare(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const dataSource = new DataSource({ ...dataSourceOptions(url), logging: ['error'] });
  await dataSource.initialize();
  try {
    await seedDatabase(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

prepare().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
