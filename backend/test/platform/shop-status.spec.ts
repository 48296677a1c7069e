import { BUSY_MODE_OFF } from '@pizzeria/domain';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { connectSocket, nextEvent } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET/POST /api/shop-status', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp();
    token = await shop.login();
  });
  afterAll(async () => {
    await shop.close();
  });

  const post = (body: object) => request(shop.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${token}`).send(body);
  /** The two switches as GET reports them (its serverTime moves on between two reads). */
  const switches = async () => {
    const { isShopLive, preordersEnabled } = (await request(shop.baseUrl).get('/api/shop-status')).body;
    return { isShopLive, preordersEnabled };
  };

  it('starts live with pre-orders off, as 1/0 flags, for everyone', async () => {
    const res = await request(shop.baseUrl).get('/api/shop-status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isShopLive: 1,
      preordersEnabled: 0,
      serverTime: expect.any(String),
      timezone: 'Europe/Berlin',
      expectedMinutes: { lieferung: 45, abholung: 20 },
      busy: BUSY_MODE_OFF,
      // This app runs on the real clock: whether the hours say open depends on when the test runs.
      openNow: { abholung: expect.any(Boolean), lieferung: expect.any(Boolean) },
      nextOpening: res.body.nextOpening === null ? null : expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
    });
  });

  it('refuses a change without admin token', async () => {
    const res = await request(shop.baseUrl).post('/api/shop-status').send({ isShopLive: 0 });
    expect(res.status).toBe(401);
    expect((await request(shop.baseUrl).get('/api/shop-status')).body.isShopLive).toBe(1);
  });

  it.each([[{ isShopLive: 2 }], [{ isShopLive: 'ja' }], [{ isShopLive: 'vielleicht' }], [{ preordersEnabled: [1] }]])('refuses %j with a German 400', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^(isShopLive|preordersEnabled) muss 1 oder 0 sein\.$/);
  });

  it.each([[{}], [{ isShopLive: null }], [{ somethingElse: 1 }]])('refuses %j, which names no switch, with a German 400 and changes nothing', async (body) => {
    const before = await switches();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Bitte isShopLive oder preordersEnabled angeben (1 oder 0).', field: 'isShopLive' });
    expect(await switches()).toEqual(before);
  });

  it('keeps both changes when two screens flip different switches at the same moment', async () => {
    await post({ isShopLive: 1, preordersEnabled: 0 });
    const [live, preorders] = await Promise.all([post({ isShopLive: 0 }), post({ preordersEnabled: 1 })]);
    expect([live.status, preorders.status]).toEqual([200, 200]);
    expect(await switches()).toEqual({ isShopLive: 0, preordersEnabled: 1 });
    await post({ isShopLive: 1, preordersEnabled: 0 });
  });

  it('flips the switches (1/0 or booleans, either one alone) and tells connected admin screens', async () => {
    const socket: Socket = await connectSocket(shop.baseUrl, '/admin', { token });
    try {
      const pushed = nextEvent(socket, 'shop-status');
      const res = await post({ isShopLive: 0 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, isShopLive: 0, preordersEnabled: 0 });
      expect(await pushed).toEqual({ isShopLive: 0, preordersEnabled: 0 });

      const again = await post({ preordersEnabled: true });
      expect(again.body).toEqual({ success: true, isShopLive: 0, preordersEnabled: 1 });
      const both = await post({ isShopLive: true, preordersEnabled: 0 });
      expect(both.body).toEqual({ success: true, isShopLive: 1, preordersEnabled: 0 });
      expect(await switches()).toEqual({ isShopLive: 1, preordersEnabled: 0 });
    } finally {
      socket.close();
    }
  });
});

describe('GET /api/shop-status tells the server’s time and zone', () => {
  it('reads the server’s clock and SHOP_TIMEZONE, so a phone with a wrong clock still gets the slots the server accepts', async () => {
    const shop = await createTestApp({ now: '2026-03-02T17:05:00.000Z', env: { SHOP_TIMEZONE: 'Europe/Lisbon' } });
    try {
      const res = await request(shop.baseUrl).get('/api/shop-status');
      expect(res.status).toBe(200);
      // Monday 17:05 in Lisbon: pickup opened at 17:00, delivery starts at 17:30.
      expect(res.body).toEqual({
        isShopLive: 1,
        preordersEnabled: 0,
        serverTime: '2026-03-02T17:05:00.000Z',
        timezone: 'Europe/Lisbon',
        expectedMinutes: { lieferung: 45, abholung: 20 },
        busy: BUSY_MODE_OFF,
        openNow: { abholung: true, lieferung: false },
        nextOpening: null,
      });
    } finally {
      await shop.close();
    }
  });
});
