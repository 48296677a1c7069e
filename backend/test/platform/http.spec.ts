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
    expect(res.body).toEqual({ success: false, message: 'Ungültige Anfrage.', field: null });
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

  it("answers a missing file with a short plain 404, never the page or Express's English one", async () => {
    for (const file of ['/assets/fehlt-abc123.js', '/assets/nope.js', '/robots.txt', '/checkout/bild.png']) {
      const res = await request(shop.baseUrl).get(file);
      expect({ file, status: res.status, type: res.headers['content-type'], text: res.text }).toEqual({
        file,
        status: 404,
        type: 'text/plain; charset=utf-8',
        text: 'Nicht gefunden.',
      });
    }
  });

  it('answers unknown page paths with the shop page and 404, known ones (admin included) with 200', async () => {
    for (const [route, status] of [
      ['/gibt-es-nicht', 404],
      ['/checkout/extra', 404],
      ['/agb/', 200],
      ['/admin/login', 200],
      ['/admin/irgendwas', 200],
    ] as const) {
      const res = await request(shop.baseUrl).get(route);
      expect({ route, status: res.status }).toEqual({ route, status });
      expect(res.text).toContain('<html lang="de"');
    }
  });

  it('refuses JSON nested 1,500 deep with a German 400 on every JSON endpoint, before validation', async () => {
    const deep = `${'['.repeat(1500)}${']'.repeat(1500)}`;
    const bodies: Array<[string, string]> = [
      ['/api/orders', `{"firstName":"Anna","cartItems":[${deep}]}`],
      ['/api/checkout/validate', `{"cartItems":[${deep}],"totalPriceShoppingCart":1}`],
      ['/api/admin/login', `{"username":${deep},"password":"x"}`],
    ];
    for (const [url, body] of bodies) {
      const res = await request(shop.baseUrl).post(url).set('Content-Type', 'application/json').send(body);
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 400, body: { success: false, message: 'Die Anfrage ist zu tief verschachtelt.' } });
    }
    const brackets = await request(shop.baseUrl)
      .post('/api/admin/login')
      .send({ username: '[[[['.repeat(10), password: 'falsch-falsch' });
    expect(brackets.status).toBe(401);
  });

  it('does not reveal the framework and sends basic security headers', async () => {
    for (const [route, framing] of [
      ['/api/health', 'DENY'],
      ['/', 'SAMEORIGIN'],
    ]) {
      const res = await request(shop.baseUrl).get(route);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe(framing);
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
