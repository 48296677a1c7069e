import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('HTTP conventions', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers unknown API paths with a German 404 body', async () => {
    const res = await request(shop.baseUrl).get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Nicht gefunden.' });
  });

  it('answers broken JSON with a German 400 and no parser details', async () => {
    const res = await request(shop.baseUrl).post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('answers a body that is no object with a German 400', async () => {
    const token = await shop.login();
    const res = await request(shop.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${token}`).send([1, 0]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Ungültige Anfrage.' });
  });

  it('serves the shop page for client-side routes, never for API paths', async () => {
    for (const route of ['/', '/checkout', '/admin/dashboard']) {
      const res = await request(shop.baseUrl).get(route);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<html lang="de"');
    }
  });

  it('does not answer a missing hashed asset with the page', async () => {
    const res = await request(shop.baseUrl).get('/assets/fehlt-abc123.js');
    expect(res.status).toBe(404);
  });

  it('does not reveal the framework and sends basic security headers', async () => {
    for (const route of ['/api/health', '/']) {
      const res = await request(shop.baseUrl).get(route);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('compresses responses for clients that accept gzip, and only for them', async () => {
    const zipped = await request(shop.baseUrl).get('/api/products').set('Accept-Encoding', 'gzip');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeGreaterThan(60);
    const plain = await request(shop.baseUrl).get('/api/products').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(zipped.body);
  });
});
