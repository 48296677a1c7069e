import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../support/database';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

/**
 * Two processes started at the same moment on a database nobody has used yet (docker compose up
 * with two app services): both migrate, seed and create the admin. Neither may die on, or retry
 * after, what the other has just made.
 */
describe('two backend instances booting at once on one new database', () => {
  const serverUrl = () => process.env.TEST_DATABASE_URL!;
  // Each round's apps and database go at its end: the shared test server has connections for few apps at a time.
  const apps: TestApp[] = [];
  let name = '';
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await dropDatabase(serverUrl(), name);
  });

  // Empty: both run the migrations. From the template (migrated and seeded, as after an earlier
  // first start that stopped before the admin was made): both create the admin from ADMIN_PASSWORD.
  it.each([
    ['empty', 1],
    ['empty', 2],
    ['migrated, without a login', 1],
    ['migrated, without a login', 2],
  ])(
    'both come up on a database %s, with one schema, one menu and one admin, logging no error (round %i)',
    async (state) => {
      name = uniqueDatabaseName('pizzeria_first_boot');
      const databaseUrl = await createDatabase(serverUrl(), name, state === 'empty' ? undefined : process.env.PIZZERIA_TEST_TEMPLATE_DB);
      const errors = jest.spyOn(Logger.prototype, 'error');
      try {
        const booted = await Promise.allSettled([0, 1].map(() => createTestApp({ env: { DATABASE_URL: databaseUrl } })));
        for (const result of booted) if (result.status === 'fulfilled') apps.push(result.value);
        expect(booted.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);
        // TypeORM retries a failed start three times: a migration that collided would show here as "Retrying".
        expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      } finally {
        errors.mockRestore();
      }

      const [a, b] = apps;
      expect(await a.dataSource.query('SELECT username FROM admin_users')).toEqual([{ username: TEST_ADMIN.username }]);
      expect(await a.dataSource.query('SELECT name FROM migrations GROUP BY name HAVING count(*) > 1')).toEqual([]);
      const [menuA, menuB] = await Promise.all([a, b].map((app) => request(app.baseUrl).get('/api/products').expect(200)));
      expect(menuB.body).toEqual(menuA.body);
      await request(b.baseUrl).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    },
    120_000,
  );
});
