import request from 'supertest';
import { createStaff } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

interface RouteCase {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
  /** Which of the two limited roles may call it (the owner may call everything). */
  kitchen: boolean;
  counter: boolean;
  /** Drivers may call only what their phone screen needs; every other route is 403 for them. */
  driver?: true;
}

/**
 * EVERY staff route with what kitchen and counter staff may do. A route added without a row here
 * fails the completeness test below, so nobody can add an admin call without deciding its roles.
 */
const ROUTES: RouteCase[] = [
  { method: 'post', path: '/api/admin/refresh', kitchen: true, counter: true, driver: true },
  { method: 'post', path: '/api/admin/password', body: {}, kitchen: true, counter: true, driver: true },
  { method: 'put', path: '/api/admin/orders/999999/driver', body: { driverId: null }, kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/orders/999999/dispatch', kitchen: false, counter: true, driver: true },
  { method: 'post', path: '/api/admin/orders/999999/delivered', kitchen: false, counter: true, driver: true },
  { method: 'get', path: '/api/admin/drivers', kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/drivers/me/orders', kitchen: false, counter: false, driver: true },
  { method: 'get', path: '/api/admin/drivers/me/settlement', kitchen: false, counter: false, driver: true },
  { method: 'get', path: '/api/admin/settlements?date=2026-11-20', kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/settlements', body: {}, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/orders', kitchen: true, counter: true },
  { method: 'get', path: '/api/admin/order-details/999999', kitchen: true, counter: true },
  { method: 'put', path: '/api/admin/orders/status', body: { orderId: 999999, status: 'abgeschlossen' }, kitchen: true, counter: true },
  { method: 'post', path: '/api/admin/orders/confirm', body: { orderId: 999999, deliveryTime: '30 Min.' }, kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/orders/print', body: { orderId: 999999 }, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/ordersOverview?dateFilter=total', kitchen: false, counter: true },
  { method: 'post', path: '/api/shop-status', body: { isShopLive: 1 }, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/users', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/users', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/users/999999', body: {}, kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/audit-log', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/settings', kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/settings', body: {}, kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/products', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/products/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/products/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/product-variants', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/product-variants/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/product-variants/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/extras', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/extras/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/extras/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/dressings', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/dressings/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/dressings/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/dips', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/dips/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/dips/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/categories', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/categories/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/categories/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/locations', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/locations/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/locations/999999', kitchen: false, counter: false },
  { method: 'post', path: '/api/admin/vouchers', body: {}, kitchen: false, counter: false },
  { method: 'patch', path: '/api/admin/vouchers/999999', body: {}, kitchen: false, counter: false },
  { method: 'delete', path: '/api/admin/vouchers/999999', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/categories', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/locations', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/vouchers', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/menu', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/ordersOverview/csv?dateFilter=total', kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/outbox', kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/outbox/retry', body: { kind: 'mail' }, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/printer', kitchen: true, counter: true },
  { method: 'get', path: '/api/admin/busy-mode', kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/busy-mode/extra', body: { minutes: 0 }, kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/busy-mode/pause', body: { deliveryMethod: 'lieferung', paused: false }, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/orders/999999/history', kitchen: true, counter: true },
  { method: 'get', path: '/api/admin/sold-out', kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/settings/preorders', kitchen: true, counter: true },
  { method: 'patch', path: '/api/admin/sold-out/products/999999', body: {}, kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/orders', body: {}, kitchen: false, counter: true },
  { method: 'get', path: '/api/admin/customers?q=0641', kitchen: false, counter: true },
  { method: 'delete', path: '/api/admin/customers/999999', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/day-report?date=2026-11-19', kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/day-report/print', body: { date: '2099-01-01' }, kitchen: false, counter: true },
  { method: 'post', path: '/api/admin/day-close', body: { date: '2099-01-01', countedCash: 0 }, kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/day-closes', kitchen: false, counter: false },
  { method: 'get', path: '/api/admin/exports/datev?from=2026-11-01&until=2026-11-30', kitchen: false, counter: false },
];

/** The public routes of the shop; every other route must appear in ROUTES. */
const PUBLIC_ROUTES = [
  'GET /api/products',
  'GET /api/products/:id/details',
  'GET /api/categories',
  'GET /api/productVariants',
  'GET /api/productsExtra',
  'GET /api/dressing',
  'GET /api/dips',
  'GET /api/locations',
  'GET /api/health',
  'POST /api/checkout/applyVoucher',
  'POST /api/checkout/validate',
  'POST /api/orders',
  'GET /api/orders/:orderId/token/:token',
  'GET /api/payments/config',
  'POST /api/orders/paypal',
  'POST /api/orders/:paypalOrderId/capture',
  'GET /api/shop-status',
  'GET /api/shop-info',
  'GET /api/menu-version',
  'GET /api/slots',
  'POST /api/admin/login',
  // Prometheus metrics: loopback or METRICS_TOKEN, checked by the metrics module itself (test/operations/metrics.spec.ts)
  'GET /metrics',
  // the built frontend's client-side routes (ServeStaticModule, outside the guard)
  'GET {*any}',
];

/** Method and path of every route express knows, e.g. 'PATCH /api/admin/users/:id'. */
function registeredRoutes(t: TestApp): string[] {
  const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  return (
    router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`) : []))
      // The request logger (nestjs-pino) is middleware mounted on every path under /api, not a route anyone calls.
      .filter((route) => !route.endsWith(' /api{/*splat}'))
  );
}

const concrete = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/999999/, '/:id')
    .replace('/order-details/:id', '/order-details/:orderId')
    .replace('/orders/:id/history', '/orders/:orderId/history')
    .replace(/\/orders\/:id\/(driver|dispatch|delivered)$/, '/orders/:orderId/$1')
    .replace('/sold-out/products/:id', '/sold-out/:kind/:id')
    .replace('/customers/:id', '/customers/:phone');

describe('who may call which staff route', () => {
  let t: TestApp;
  const tokens: Record<'kitchen' | 'counter' | 'driver', string> = { kitchen: '', counter: '', driver: '' };

  beforeAll(async () => {
    // Many logins in a row; the login rate limit is tested in admin-auth.spec.ts.
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '100' } });
    tokens.kitchen = (await createStaff(t, 'kueche', 'kitchen')).token;
    tokens.counter = (await createStaff(t, 'theke', 'counter')).token;
    tokens.driver = (await createStaff(t, 'fahrer', 'driver')).token;
  });
  afterAll(() => t.close());

  it('the table lists every registered non-public route, and nothing that does not exist', () => {
    const registered = registeredRoutes(t).filter((route) => !PUBLIC_ROUTES.includes(route));
    const listed = ROUTES.map((r) => `${r.method.toUpperCase()} ${concrete(r.path)}`);
    expect([...registered].sort()).toEqual([...listed].sort());
  });

  it.each(ROUTES)('$method $path: 401 without a token', async ({ method, path, body }) => {
    const res = await request(t.baseUrl)
      [method](path)
      .send(body ?? {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
  });

  for (const role of ['kitchen', 'counter', 'driver'] as const) {
    it.each(ROUTES)(`${role}: $method $path`, async (route) => {
      const res = await request(t.baseUrl)
        [route.method](route.path)
        .set('Authorization', `Bearer ${tokens[role]}`)
        .send(route.body ?? {});
      if (route[role] ?? false) {
        expect([401, 403]).not.toContain(res.status);
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, message: 'Keine Berechtigung.' });
      }
    });
  }

  it('the kitchen may only complete orders, not cancel or confirm them through the status call', async () => {
    const res = await request(t.baseUrl).put('/api/admin/orders/status').set('Authorization', `Bearer ${tokens.kitchen}`).send({ orderId: 1, status: 'storniert' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Die Küche kann Bestellungen nur als abgeschlossen markieren.' });
  });

  it('the public shop needs no token', async () => {
    for (const path of ['/api/products', '/api/shop-status', '/api/health', '/api/shop-info']) {
      expect((await request(t.baseUrl).get(path)).status).toBe(200);
    }
  });
});
