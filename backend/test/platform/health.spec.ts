import request from 'supertest';
import { adminQuery } from '../support/database';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers 200 with the database up', async () => {
    const res = await request(shop.baseUrl).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 while the database refuses connections (other calls a German 503 without details), and recovers', async () => {
    const database = new URL(shop.databaseUrl).pathname.slice(1);
    const serverUrl = process.env.TEST_DATABASE_URL!;
    await adminQuery(serverUrl, `ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
    await adminQuery(serverUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    try {
      const res = await request(shop.baseUrl).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', db: 'down' });

      const failing = await request(shop.baseUrl).get('/api/shop-status');
      expect(failing.status).toBe(503);
      expect(failing.body).toEqual({
        success: false,
        message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
      });
    } finally {
      await adminQuery(serverUrl, `ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`);
    }
    const again = await request(shop.baseUrl).get('/api/health');
    expect(again.status).toBe(200);
  });
});
