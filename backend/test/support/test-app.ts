import type { NestExpressApplication } from '@nestjs/platform-express';
import { fixedClock, systemClock, type Clock } from '@pizzeria/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database';

export const TEST_ADMIN = { username: 'admin', password: 'admin-test-pw' } as const;
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef-0123456789';

export interface TestAppOptions {
  /** Fixed "now" of the app's CLOCK (ISO instant or Date); the real clock when omitted. */
  now?: string | Date;
  /** A clock the test moves itself (e.g. a pending order waiting minutes); wins over `now`. */
  clock?: Clock;
  /**
   * Extra environment (e.g. PAYPAL_API_BASE of a fake server). With DATABASE_URL the app joins
   * that existing database (a second process on one database) and close() leaves it in place.
   */
  env?: Record<string, string>;
  /** Data directory (generated secrets, nightly backups) instead of the repository's .data. */
  dataDir?: string;
}

export interface TestApp {
  app: NestExpressApplication;
  /** e.g. http://127.0.0.1:41234 — the REST API is under `${baseUrl}/api`. */
  baseUrl: string;
  databaseUrl: string;
  dataSource: DataSource;
  /** A valid admin JWT (logs in once per app, then reuses the token). */
  login(): Promise<string>;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/**
 * Boots the complete backend, as main.ts does, on a fresh copy of the migrated and seeded
 * template database, listening on a free port of 127.0.0.1.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.PIZZERIA_TEST_TEMPLATE_DB;
  if (!serverUrl || !template) throw new Error('createTestApp needs the Jest globalSetup of backend/jest.config.js');
  const joined = opts.env?.DATABASE_URL;
  const ownDatabase = joined ? null : uniqueDatabaseName('pizzeria_test');
  const databaseUrl = joined ?? (await createDatabase(serverUrl, ownDatabase!, template));
  const now = opts.now === undefined ? undefined : new Date(opts.now);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SHOP_TIMEZONE: 'Europe/Berlin',
    // Tests place many orders from one address and one e-mail; the limits' own tests switch them on.
    ORDER_RATE_LIMIT: '0',
    OPEN_ORDERS_PER_CONTACT: '0',
    // A run in the night's backup hour would otherwise dump every test database into the repository's .data; the backup tests ask for it.
    BACKUP_KEEP: '0',
    ...(now ? { SHOP_FIXED_NOW: now.toISOString() } : {}),
    ...opts.env,
    DATABASE_URL: databaseUrl,
  };
  const dropOwnDatabase = async () => {
    if (ownDatabase) await dropDatabase(serverUrl, ownDatabase);
  };
  let created: Awaited<ReturnType<typeof createApp>>;
  try {
    created = await createApp({ env, clock: opts.clock ?? (now ? fixedClock(now) : systemClock), logger: ['error', 'warn'], dataDir: opts.dataDir });
    await created.app.listen(0, '127.0.0.1');
  } catch (error) {
    await dropOwnDatabase();
    throw error;
  }
  const { app } = created;
  const { port } = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  let token: Promise<string> | undefined;
  return {
    app,
    baseUrl,
    databaseUrl,
    dataSource: app.get(DataSource),
    login: () => {
      token ??= request(baseUrl)
        .post('/api/admin/login')
        .send(TEST_ADMIN)
        .then((res) => {
          if (res.status !== 200) throw new Error(`Admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
          return res.body.token as string;
        });
      return token;
    },
    close: async () => {
      await created.close();
      await dropOwnDatabase();
    },
  };
}
