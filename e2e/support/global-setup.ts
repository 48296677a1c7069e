import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDatabase, LOCAL_SERVER_URL, serverAnswers, uniqueDatabaseName, withDatabase } from '../../backend/test/support/database';
import { BACKEND_DIST } from './paths';

declare global {
  var __PIZZERIA_E2E_DB_STOP__: (() => Promise<void>) | undefined;
}

async function resolveServerUrl(): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (await serverAnswers(LOCAL_SERVER_URL)) return LOCAL_SERVER_URL;
  const { startEmbeddedPostgres } = require(path.join(BACKEND_DIST, 'database', 'embedded-postgres.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-e2e-pg-'));
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres(path.join(dir, 'data'));
  globalThis.__PIZZERIA_E2E_DB_STOP__ = async () => {
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return withDatabase(embedded.url, 'postgres');
}

/** Builds the migrated, seeded template database once per run, with the compiled backend. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(BACKEND_DIST, 'main.js'))) {
    throw new Error('backend/dist/main.js is missing: run `npm run build` before the browser tests');
  }
  const serverUrl = await resolveServerUrl();
  const template = uniqueDatabaseName('pizzeria_e2e_tpl');
  const url = await createDatabase(serverUrl, template);
  await promisify(execFile)(process.execPath, [path.join(BACKEND_DIST, 'database', 'prepare-database.js')], {
    env: { ...process.env, DATABASE_URL: url },
  });
  process.env.TEST_DATABASE_URL = serverUrl;
  process.env.PIZZERIA_E2E_TEMPLATE_DB = template;
}
