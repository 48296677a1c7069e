import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { loadMigrations } from '../../src/database/load-migrations';
import { seedDatabase } from '../../src/database/seed';
import { createDatabase, LOCAL_SERVER_URL, serverAnswers, uniqueDatabaseName, withDatabase } from './database';

/*
 * Loaded while Jest's TypeScript hook is active (module evaluation); later, inside the async
 * setup, plain Node would no longer compile the .ts migration files.
 */
const MIGRATIONS = loadMigrations(path.resolve(__dirname, '..', '..', 'src'));

declare global {
  var __PIZZERIA_TEST_DB_STOP__: (() => Promise<void>) | undefined;
}

async function resolveServerUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (await serverAnswers(LOCAL_SERVER_URL)) return LOCAL_SERVER_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres(path.join(dir, 'data'));
  globalThis.__PIZZERIA_TEST_DB_STOP__ = async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return withDatabase(embedded.url, 'postgres');
}

/** Migrates and seeds a template database once; every test app copies it (CREATE DATABASE … TEMPLATE). */
export async function buildTemplate(serverUrl: string): Promise<string> {
  const name = uniqueDatabaseName('pizzeria_tpl');
  const url = await createDatabase(serverUrl, name);
  const dataSource = new DataSource(dataSourceOptions(url, MIGRATIONS));
  await dataSource.initialize();
  try {
    await seedDatabase(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return name;
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = await resolveServerUrl();
  process.env.TEST_DATABASE_URL = serverUrl;
  process.env.PIZZERIA_TEST_TEMPLATE_DB = await buildTemplate(serverUrl);
}
