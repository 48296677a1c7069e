import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { parseMetrics, sampleValue, type MetricFamily } from '../support/prometheus-text';
import { connectSocket } from '../support/sockets';
import { createStaff } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

const EXPECTED: [string, MetricFamily['type']][] = [
  ['pizzeria_http_requests_total', 'COUNTER'],
  ['pizzeria_http_request_duration_seconds', 'HISTOGRAM'],
  ['pizzeria_orders_total', 'COUNTER'],
  ['pizzeria_outbox_jobs', 'GAUGE'],
  ['pizzeria_printer_reachable', 'GAUGE'],
  ['pizzeria_socket_connections', 'GAUGE'],
  ['pizzeria_db_pool_connections', 'GAUGE'],
  ['nodejs_eventloop_lag_seconds', 'GAUGE'],
];

describe('GET /metrics (Prometheus text format)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Mail server and printer down: the order's mail waits in the outbox, the printer is configured.
    shop = await createTestApp({
      now: OPEN_MONDAY_EVENING,
      env: { SMTP_URL: 'smtp://127.0.0.1:1', PRINTER_URL: 'tcp://127.0.0.1:1', TRUST_PROXY: 'loopback' },
    });
  }, 60_000);
  afterAll(() => shop?.close());

  const scrape = async () => {
    const res = await request(shop.baseUrl).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(res.text);
  };

  it('has every metric, and the order ones move when an order is placed', async () => {
    const before = await scrape();
    for (const [name, type] of EXPECTED) expect({ name, type: before.get(name)?.type }).toEqual({ name, type });
    expect(sampleValue(before, 'pizzeria_printer_reachable')).toBe(1);
    expect(
      before
        .get('pizzeria_db_pool_connections')!
        .metrics.map((m) => m.labels!.state)
        .sort(),
    ).toEqual(['idle', 'in_use', 'waiting']);

    const board = await connectSocket(shop.baseUrl, '/admin', { token: await shop.login() });
    const driverPhone = await connectSocket(shop.baseUrl, '/driver', { token: (await createStaff(shop, 'fahrer-metrik', 'driver')).token });
    try {
      await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl))
        .expect(201);
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
      expect(moved('pizzeria_http_requests_total', { method: 'POST', route: '/api/orders', status: '201' })).toBe(1);
      expect(moved('pizzeria_http_request_duration_seconds_count', { method: 'POST', route: '/api/orders' })).toBe(1);
      expect(moved('pizzeria_orders_total', { channel: 'online', payment: 'cash' })).toBe(1);
      expect(moved('pizzeria_outbox_jobs', { kind: 'mail', status: 'pending' })).toBe(1);
      expect(moved('pizzeria_socket_connections', { namespace: 'admin' })).toBe(1);
      expect(moved('pizzeria_socket_connections', { namespace: 'driver' })).toBe(1);
      expect(sampleValue(after, 'pizzeria_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      // Route patterns, never raw paths: one label value for every order's status page.
      const routes = after.get('pizzeria_http_requests_total')!.metrics.map((m) => m.labels!.route);
      expect(routes.some((route) => /\d{2,}/.test(route))).toBe(false);
    } finally {
      board.close();
      driverPhone.close();
    }
  });

  it('is refused to other machines when METRICS_TOKEN is unset (the client address as the trusted proxy says)', async () => {
    const res = await request(shop.baseUrl).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    expect(res.body).toEqual({ success: false, message: 'Keine Berechtigung.' });
  });

  it('with METRICS_TOKEN asks everyone for the bearer token', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: 'scrape-me-0123456789' } });
    try {
      await request(guarded.baseUrl).get('/metrics').expect(401);
      await request(guarded.baseUrl).get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
      const res = await request(guarded.baseUrl).get('/metrics').set('Authorization', 'Bearer scrape-me-0123456789').expect(200);
      expect(parseMetrics(res.text).has('pizzeria_orders_total')).toBe(true);
    } finally {
      await guarded.close();
    }
  });
});
