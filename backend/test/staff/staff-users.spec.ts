import { SOCKET_NAMESPACES } from '@pizzeria/domain';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { connectSocket } from '../support/sockets';
import { createStaff, STAFF_PASSWORD } from '../support/staff';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

const UNAUTHORIZED = { success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' };

/** Resolves when the server closes the socket; fails after 10 s. */
function serverDisconnect(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open after 10 s')), 10_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('staff logins: /api/admin/users, /api/admin/password, sessions and the change log', () => {
  let t: TestApp;
  let owner: string;
  const api = () => request(t.baseUrl);
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const lastAudit = async () => (await t.dataSource.query('SELECT actor, action, target, details FROM audit_log ORDER BY id DESC LIMIT 1'))[0];

  beforeAll(async () => {
    // Many logins in a row; the login rate limit is tested in admin-auth.spec.ts.
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '100' } });
    owner = await t.login();
  });
  afterAll(() => t.close());

  it('creates a login, lists it, and records who did it (never the password)', async () => {
    const res = await api().post('/api/admin/users').set(as(owner)).send({ username: 'anna', password: 'geheim-123', role: 'counter' }).expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Mitarbeiter angelegt.',
      user: { id: expect.any(Number), username: 'anna', role: 'counter', active: true, lastUsedAt: null },
    });
    const list = await api().get('/api/admin/users').set(as(owner)).expect(200);
    expect(list.body.users).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), username: 'admin', role: 'owner', active: true, lastUsedAt: expect.any(String) },
        { id: res.body.user.id, username: 'anna', role: 'counter', active: true, lastUsedAt: null },
      ]),
    );
    const audit = await lastAudit();
    expect(audit).toEqual({ actor: 'admin', action: 'user.create', target: `Mitarbeiter ${res.body.user.id} (anna)`, details: { username: 'anna', role: 'counter' } });
    expect(JSON.stringify(audit)).not.toContain('geheim-123');
    const login = await api().post('/api/admin/login').send({ username: 'anna', password: 'geheim-123' }).expect(200);
    expect(login.body.role).toBe('counter');
    expect(JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString()).role).toBe('counter');
  });

  it.each([
    [{ username: '', password: 'geheim-123', role: 'counter' }, 'Der Benutzername muss 1–50 Zeichen lang sein (Buchstaben, Ziffern, . _ @ -).', 'username'],
    [{ username: 'bo b', password: 'geheim-123', role: 'counter' }, 'Der Benutzername muss 1–50 Zeichen lang sein (Buchstaben, Ziffern, . _ @ -).', 'username'],
    [{ username: 'bob', password: 'kurz', role: 'counter' }, 'Das Passwort muss mindestens 8 Zeichen lang sein.', 'password'],
    [
      { username: 'bob', password: 'geheim-123', role: 'chef' },
      'Bitte eine Rolle wählen: Inhaber (owner), Theke (counter), Küche (kitchen) oder Fahrer (driver).',
      'role',
    ],
  ])('refuses a bad new login with a German 400 and stores nothing: %j', async (body, message, field) => {
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM admin_users');
    const res = await api().post('/api/admin/users').set(as(owner)).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, field });
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM admin_users')).toEqual(before);
  });

  it('refuses a taken username (409) and an unknown id (404)', async () => {
    const taken = await api().post('/api/admin/users').set(as(owner)).send({ username: 'admin', password: 'geheim-123', role: 'kitchen' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, message: 'Dieser Benutzername ist bereits vergeben.' });
    const missing = await api().patch('/api/admin/users/99999').set(as(owner)).send({ role: 'kitchen' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Mitarbeiter nicht gefunden.' });
    const empty = await api().patch('/api/admin/users/1').set(as(owner)).send({});
    expect(empty.status).toBe(400);
  });

  it('the last active owner can be neither demoted nor deactivated (409); with a second owner it can', async () => {
    const [admin] = await t.dataSource.query(`SELECT id FROM admin_users WHERE username = 'admin'`);
    for (const change of [{ role: 'counter' }, { active: false }]) {
      const res = await api().patch(`/api/admin/users/${admin.id}`).set(as(owner)).send(change);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: 'Der letzte aktive Inhaber kann weder herabgestuft noch deaktiviert werden.' });
    }
    const second = await createStaff(t, 'chefin', 'owner');
    const demoted = await api().patch(`/api/admin/users/${second.id}`).set(as(owner)).send({ role: 'kitchen' }).expect(200);
    expect(demoted.body.user).toEqual({ id: second.id, username: 'chefin', role: 'kitchen', active: true, lastUsedAt: expect.any(String) });
    expect(await lastAudit()).toMatchObject({ action: 'user.update', details: { changes: [{ field: 'role', from: 'owner', to: 'kitchen' }] } });
    // The new role counts at once, without a new login.
    expect((await api().get('/api/admin/users').set(as(second.token))).status).toBe(403);
  });

  it('deactivating a login ends its sessions and sockets at once; it cannot log in until reactivated', async () => {
    const kitchen = await createStaff(t, 'koch', 'kitchen');
    const socket = await connectSocket(t.baseUrl, SOCKET_NAMESPACES.admin, { token: kitchen.token });
    const closed = serverDisconnect(socket);
    await api().patch(`/api/admin/users/${kitchen.id}`).set(as(owner)).send({ active: false }).expect(200);
    expect(await closed).toBe('io server disconnect');
    const res = await api().get('/api/admin/orders').set(as(kitchen.token));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    await expect(connectSocket(t.baseUrl, SOCKET_NAMESPACES.admin, { token: kitchen.token })).rejects.toThrow();
    expect((await api().post('/api/admin/login').send({ username: 'koch', password: STAFF_PASSWORD })).status).toBe(401);
    await api().patch(`/api/admin/users/${kitchen.id}`).set(as(owner)).send({ active: true }).expect(200);
    expect((await api().post('/api/admin/login').send({ username: 'koch', password: STAFF_PASSWORD })).status).toBe(200);
  });

  it('a person changes their own password: other sessions and sockets end, the answer carries a working token', async () => {
    const counter = await createStaff(t, 'berta', 'counter');
    const otherDevice = (await api().post('/api/admin/login').send({ username: 'berta', password: STAFF_PASSWORD })).body.token as string;
    const socket = await connectSocket(t.baseUrl, SOCKET_NAMESPACES.admin, { token: otherDevice });
    const closed = serverDisconnect(socket);
    const wrong = await api().post('/api/admin/password').set(as(counter.token)).send({ currentPassword: 'falsch-falsch', newPassword: 'neues-passwort' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'Das aktuelle Passwort ist falsch.' });
    const short = await api().post('/api/admin/password').set(as(counter.token)).send({ currentPassword: STAFF_PASSWORD, newPassword: 'kurz' });
    expect(short.body).toEqual({ success: false, message: 'Das Passwort muss mindestens 8 Zeichen lang sein.', field: 'newPassword' });
    const res = await api().post('/api/admin/password').set(as(counter.token)).send({ currentPassword: STAFF_PASSWORD, newPassword: 'neues-passwort' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Passwort geändert. Andere Sitzungen wurden beendet.', token: expect.any(String) });
    expect(await closed).toBe('io server disconnect');
    for (const old of [counter.token, otherDevice]) expect((await api().get('/api/admin/orders').set(as(old))).status).toBe(401);
    expect((await api().get('/api/admin/orders').set(as(res.body.token))).status).toBe(200);
    expect((await api().post('/api/admin/login').send({ username: 'berta', password: 'neues-passwort' })).status).toBe(200);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actor: 'berta', action: 'user.password', details: { passwordChanged: true } });
    expect(JSON.stringify(audit)).not.toContain('neues-passwort');
  });

  it('GET /api/admin/audit-log: newest first, paged with before', async () => {
    const first = await api().get('/api/admin/audit-log?limit=2').set(as(owner)).expect(200);
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      atText: expect.stringMatching(/^[A-Z][a-z] \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/),
      actor: 'berta',
      action: 'user.password',
      actionText: 'Eigenes Passwort geändert',
      target: expect.any(String),
      details: { passwordChanged: true },
      lines: [{ label: 'Passwort neu gesetzt', to: 'ja' }],
    });
    expect(first.body.entries[0].id).toBeGreaterThan(first.body.entries[1].id);
    const next = await api().get(`/api/admin/audit-log?limit=2&before=${first.body.nextBefore}`).set(as(owner)).expect(200);
    expect(next.body.entries[0].id).toBeLessThan(first.body.entries[1].id);
    const bad = await api().get('/api/admin/audit-log?limit=0').set(as(owner));
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('the ADMIN_USERNAME account logs in as owner', async () => {
    expect((await api().post('/api/admin/login').send(TEST_ADMIN)).body.role).toBe('owner');
  });
});
