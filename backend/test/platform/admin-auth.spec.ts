import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { OPEN_MONDAY_EVENING } from '../support/orders';
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET, TestApp } from '../support/test-app';

describe('admin login and the staff guard', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp();
    token = await shop.login();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers success, token and a German message for the configured admin', async () => {
    const res = await request(shop.baseUrl).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(res.body).toEqual({ success: true, token: expect.any(String), role: 'owner', device: expect.any(String), message: 'Anmeldung erfolgreich.' });
  });

  it('returns a token for the configured admin, valid for 12 hours', async () => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await request(shop.baseUrl).post('/api/admin/login').send({ username: 'admin', password: 'falsch-falsch' });
    const unknown = await request(shop.baseUrl).post('/api/admin/login').send({ username: 'niemand', password: 'admin-test-pw' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Benutzername oder Passwort falsch.' });
    }
  });

  it('answers a login without password with a German 400', async () => {
    const res = await request(shop.baseUrl).post('/api/admin/login').send({ username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Bitte Benutzername und Passwort eingeben.', field: 'password' });
  });

  it('rate limits logins per client: the sixth attempt within a minute gets 429', async () => {
    // A fixed shop clock: the six attempts fall into one window however slowly a busy machine sends them.
    const fresh = await createTestApp({ now: OPEN_MONDAY_EVENING });
    try {
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (let i = 0; i < 6; i++) {
        last = await request(fresh.baseUrl)
          .post('/api/admin/login')
          .send({ username: 'admin', password: `falsch-${i}` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(last!.body).toEqual({ success: false, message: 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.' });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
      const evenRight = await request(fresh.baseUrl).post('/api/admin/login').send(TEST_ADMIN);
      expect(evenRight.status).toBe(429);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('behind a trusted reverse proxy counts login attempts per forwarded client, not per proxy', async () => {
    const proxied = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { TRUST_PROXY: 'loopback' } });
    try {
      const attempt = (client: string) =>
        request(proxied.baseUrl).post('/api/admin/login').set('X-Forwarded-For', client).send({ username: 'admin', password: 'falsch' });
      for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('198.51.100.23')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('guards admin routes: 401 without a token, with a forged token and with an expired one', async () => {
    const forged = new JwtService({ secret: 'some-other-secret-of-at-least-32-characters' }).sign({ sub: 1, username: 'admin' });
    const expired = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: 1, username: 'admin', exp: Math.floor(Date.now() / 1000) - 10 });
    for (const header of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, 'Basic YWRtaW46eA==']) {
      const req = request(shop.baseUrl).post('/api/shop-status').send({ isShopLive: 1 });
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
    }
  });

  const sessionToken = async (startedSecondsAgo: number, validForSeconds: number) => {
    const [admin] = await shop.dataSource.query('SELECT id, token_version FROM admin_users WHERE username = $1', ['admin']);
    const now = Math.floor(Date.now() / 1000);
    const sst = now - startedSecondsAgo;
    const payload = { sub: admin.id, username: 'admin', role: 'owner', ver: admin.token_version, sst, iat: now - 3600, exp: now + validForSeconds };
    return { token: new JwtService({ secret: TEST_JWT_SECRET }).sign(payload), sst, now, id: admin.id };
  };
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  it('renews a valid token: POST /api/admin/refresh answers a fresh 12-hour token for the same session', async () => {
    const { token: aging, sst, now, id } = await sessionToken(2 * 3600, 5 * 3600);
    const res = await request(shop.baseUrl).post('/api/admin/refresh').set('Authorization', `Bearer ${aging}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, role: 'owner' });
    const payload = claims(res.body.token);
    expect(payload).toMatchObject({ sub: id, username: 'admin', role: 'owner', sst });
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect(payload.exp).toBeGreaterThanOrEqual(now + 12 * 3600);
    const withNew = await request(shop.baseUrl).get('/api/admin/orders').set('Authorization', `Bearer ${res.body.token}`);
    expect(withNew.status).toBe(200);
  });

  it('a session has an absolute end 16 h after login: renewals never reach past it, and after it nothing is accepted', async () => {
    const late = await sessionToken(10 * 3600, 2 * 3600);
    const renewed = await request(shop.baseUrl).post('/api/admin/refresh').set('Authorization', `Bearer ${late.token}`).expect(200);
    expect(claims(renewed.body.token).exp).toBe(late.sst + 16 * 3600);
    const over = await sessionToken(16 * 3600 + 5, 3600);
    for (const call of [request(shop.baseUrl).post('/api/admin/refresh'), request(shop.baseUrl).get('/api/admin/orders')]) {
      const res = await call.set('Authorization', `Bearer ${over.token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
    }
  });

  it('renews nothing without a valid token, or for an admin that no longer exists', async () => {
    const expired = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: 1, username: 'admin', exp: Math.floor(Date.now() / 1000) - 10 });
    const gone = new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: 9999, username: 'ehemalig' }, { expiresIn: '1h' });
    for (const header of [undefined, `Bearer ${expired}`, `Bearer ${gone}`]) {
      const req = request(shop.baseUrl).post('/api/admin/refresh');
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
    }
  });

  it('stores the admin password only as an argon2id hash', async () => {
    const [row] = await shop.dataSource.query('SELECT password_hash FROM admin_users WHERE username = $1', ['admin']);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});
