import request from 'supertest';
import { connectSocket, nextEvent } from '../support/sockets';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';

describe('socket.io namespaces', () => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp({ now: OPEN_MONDAY_EVENING });
    token = await shop.login();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('refuses the default namespace /, with or without credentials; only /admin and /orders accept', async () => {
    await expect(connectSocket(shop.baseUrl, '/', {})).rejects.toThrow('Unbekannter Kanal.');
    await expect(connectSocket(shop.baseUrl, '/', { token })).rejects.toThrow('Unbekannter Kanal.');
    const admin = await connectSocket(shop.baseUrl, '/admin', { token });
    expect(admin.connected).toBe(true);
    admin.close();
  });

  it('refuses /admin without a token or with a bad one (connect_error with the German reason)', async () => {
    await expect(connectSocket(shop.baseUrl, '/admin', {})).rejects.toThrow('Nicht angemeldet oder Sitzung abgelaufen.');
    await expect(connectSocket(shop.baseUrl, '/admin', { token: `${token}x` })).rejects.toThrow('Nicht angemeldet oder Sitzung abgelaufen.');
  });

  it('refuses /orders without auth, for an unknown order and with a wrong token', async () => {
    await expect(connectSocket(shop.baseUrl, '/orders', {})).rejects.toThrow('Bestellung nicht gefunden.');
    await expect(connectSocket(shop.baseUrl, '/orders', { orderId: 999999, token: 'x'.repeat(43) })).rejects.toThrow('Bestellung nicht gefunden.');
    const placed = await request(shop.baseUrl)
      .post('/api/orders')
      .send(await pickupOrder(shop.baseUrl));
    expect(placed.body.success).toBe(true);
    await expect(connectSocket(shop.baseUrl, '/orders', { orderId: placed.body.orderId, token: 'falsch' })).rejects.toThrow('Bestellung nicht gefunden.');
  });

  it("pushes a new order to /admin and its status change to that order's /orders room only", async () => {
    const admin = await connectSocket(shop.baseUrl, '/admin', { token });
    try {
      const created = nextEvent<{ order_id: number; order_status: string; token: string }>(admin, 'order:created');
      const placed = await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl));
      expect(placed.status).toBe(201);
      const order = await created;
      expect(order).toMatchObject({ order_id: placed.body.orderId, order_status: 'ausstehend', token: placed.body.token });

      const other = await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl));
      const customer = await connectSocket(shop.baseUrl, '/orders', { orderId: String(placed.body.orderId), token: placed.body.token });
      const bystander = await connectSocket(shop.baseUrl, '/orders', { orderId: other.body.orderId, token: other.body.token });
      try {
        let bystanderHeard = false;
        bystander.on('order:updated', () => (bystanderHeard = true));
        const forCustomer = nextEvent<Record<string, unknown>>(customer, 'order:updated');
        const forAdmin = nextEvent<Record<string, unknown>>(admin, 'order:updated');
        const cancelled = await request(shop.baseUrl)
          .put('/api/admin/orders/status')
          .set('Authorization', `Bearer ${token}`)
          .send({ orderId: placed.body.orderId, status: 'storniert', token: placed.body.token, email: 'anna@example.de', deliveryMethod: 'abholung' });
        expect(cancelled.status).toBe(200);
        expect(await forAdmin).toMatchObject({ order_id: placed.body.orderId, order_status: 'storniert', email: 'anna@example.de' });
        const view = await forCustomer;
        expect(view).toMatchObject({ order_id: placed.body.orderId, order_status: 'storniert' });
        expect(view).not.toHaveProperty('email');
        expect(view).not.toHaveProperty('token');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(bystanderHeard).toBe(false);
      } finally {
        customer.close();
        bystander.close();
      }
    } finally {
      admin.close();
    }
  });
});
