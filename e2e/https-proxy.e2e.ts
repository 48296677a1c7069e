import { fromCents, toCents, zonedTime, type CartItem, type OrderSubmission, type Product } from '@pizzeria/domain';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../backend/test/support/database';
import { parseMetrics } from '../backend/test/support/prometheus-text';
import { ADMIN_E2E_NOW } from './admin-test-support';
import { BackendProcess, CaddyProxy, freePort } from './support/proxied-shop';
import { E2E_ADMIN } from './support/shop-server';

const ORDERS = 200;
const CLIENTS = ['127.0.0.1', '127.0.0.2'];
/** Customers ordering from each client address at once, and their pause between orders. */
const PER_CLIENT = 2;
const THINK_MS = 150;

/**
 * The production recipe of docker-compose.yml, on this machine: Caddy (docker/Caddyfile) serving
 * HTTPS from its local CA in front of two backend processes on one PostgreSQL, and a rolling
 * restart (stop one, start it again, then the other) while customers keep ordering.
 */
describe('HTTPS through Caddy, two backend processes, rolling restart', () => {
  const database = uniqueDatabaseName('pizzeria_proxy');
  let databaseUrl: string;
  let a: BackendProcess;
  let b: BackendProcess;
  let caddy: CaddyProxy;
  let board: Socket | undefined;

  beforeAll(async () => {
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, database, process.env.PIZZERIA_E2E_TEMPLATE_DB);
    const env = {
      DATABASE_URL: databaseUrl,
      SHOP_FIXED_NOW: ADMIN_E2E_NOW,
      TRUST_PROXY: 'loopback',
      // On, so every order is counted per client address in rate_limit_counts; high enough for the stream.
      ORDER_RATE_LIMIT: '100000',
      OPEN_ORDERS_PER_CONTACT: '0',
      LOGIN_RATE_LIMIT: '100',
    };
    const [portA, portB, httpsPort, httpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    a = new BackendProcess(portA, env);
    b = new BackendProcess(portB, env);
    // One after the other: two processes booting at the same moment on a fresh database both try to create the admin account.
    await a.start();
    await b.start();
    caddy = new CaddyProxy(httpsPort, httpPort, [portA, portB]);
    await caddy.start();
  }, 120_000);

  afterAll(async () => {
    board?.close();
    caddy?.destroyAgents();
    await caddy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase(process.env.TEST_DATABASE_URL!, database);
  }, 60_000);

  it('serves HTTPS with HSTS (once), redirects plain HTTP, and counts limits by the customer’s address, not the proxy’s or a forged one', async () => {
    const health = await caddy.request('GET', '/api/health', undefined, '127.0.0.1');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(Array.isArray(health.headers['strict-transport-security'])).toBe(false);
    const plain = await fetch(`http://127.0.0.1:${caddy.httpPort}/`, { redirect: 'manual' });
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    const forged = await caddy.request('POST', '/api/orders', await orderOf('Forged-1'), '127.0.0.3', { 'X-Forwarded-For': '198.51.100.7' });
    expect(forged.status).toBe(201);
    const clients = await query<{ client: string }>(`SELECT DISTINCT key AS client FROM rate_limit_counts WHERE name = 'order'`);
    expect(clients.map((row) => row.client)).toEqual(['127.0.0.3']);
  });

  it('takes 200 orders during a rolling restart: each acknowledged one stored exactly once, none lost, the board reconnecting through the proxy', async () => {
    const token = JSON.parse((await caddy.request('POST', '/api/admin/login', E2E_ADMIN, '127.0.0.1')).body).token as string;
    const connects: number[] = [];
    let disconnects = 0;
    const created = new Set<number>();
    board = io(`${caddy.origin}/admin`, {
      auth: { token },
      transports: ['websocket'],
      ca: caddy.ca().toString(),
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      forceNew: true,
    });
    board.on('connect', () => connects.push(Date.now()));
    board.on('disconnect', () => disconnects++);
    board.on('order:created', (order: { order_id: number }) => created.add(order.order_id));
    await waitFor(() => connects.length === 1, 'board connected');

    const acknowledged = new Map<string, number>();
    const failures: { name: string; status: number; body: string }[] = [];
    const givenUp: string[] = [];
    let attempts = 0;
    let next = 0;
    let restarted = false;
    const customer = async (client: string) => {
      while (!restarted || acknowledged.size < ORDERS) {
        // A customer every few hundred milliseconds: a busy evening, not a load test.
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
        const name = `Rolling-${next++}`;
        // A customer whose order got no answer tries again, as the checkout does: the same order with the
        // same Idempotency-Key, so an order stored before its answer was lost is returned, not doubled.
        const order = await orderOf(name);
        for (let tries = 0; ; tries++) {
          attempts++;
          const res = await caddy.request('POST', '/api/orders', order, client, { 'Idempotency-Key': `rolling-${name}` });
          if (res.status === 201) {
            acknowledged.set(name, JSON.parse(res.body).orderId as number);
            break;
          }
          failures.push({ name, status: res.status, body: res.body.slice(0, 120) });
          if (tries === 5 || (res.status !== 0 && res.status < 500)) {
            givenUp.push(name);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    };
    const rollingRestart = async () => {
      await waitFor(() => acknowledged.size >= 30, '30 orders before the restart');
      const stoppedAt = Date.now();
      const step = (what: string) => process.stdout.write(`${what} after ${Date.now() - stoppedAt} ms, ${acknowledged.size} orders\n`);
      await a.stop();
      step('A stopped');
      await a.start();
      step('A started');
      // As a deploy script would: B goes only once Caddy sends orders to A again (A's own metrics say so).
      await waitForAsync(async () => (await ordersServedBy(a.port)) > 0, 'Caddy sending orders to the restarted A');
      step('A serving');
      await b.stop();
      step('B stopped');
      await b.start();
      step('B started');
      restarted = true;
      return Date.now() - stoppedAt;
    };
    const started = Date.now();
    const [restartMs] = await Promise.all([rollingRestart(), ...CLIENTS.flatMap((client) => Array.from({ length: PER_CLIENT }, () => customer(client)))]);
    const streamMs = Date.now() - started;

    const stored = await query<{ last_name: string; id: number }>("SELECT last_name, id FROM orders WHERE last_name LIKE 'Rolling-%'");
    const storedIds = new Map<string, number[]>();
    for (const row of stored) storedIds.set(row.last_name, [...(storedIds.get(row.last_name) ?? []), row.id]);
    const report = {
      acknowledged: acknowledged.size,
      attempts,
      failed: failures.length,
      failures: failures.slice(0, 10),
      restartMs,
      streamMs,
      disconnects,
      connects: connects.length,
    };
    process.stdout.write(`rolling restart: ${JSON.stringify(report)}\n`);

    expect(acknowledged.size).toBeGreaterThanOrEqual(ORDERS);
    // A stopping process drains first (health 503, then idle), so a customer rarely sees an error at all; on
    // a loaded box a request can still meet a connection the stopping process closes (Caddy cannot replay a
    // POST then). Such an error is only ever the proxy's or the connection's, and the retry gets the order.
    expect(failures.filter((failure) => ![0, 502, 503].includes(failure.status))).toEqual([]);
    expect(givenUp).toEqual([]);
    // Every acknowledged order is stored, once, under the id the customer was given; nothing else was stored.
    for (const [name, id] of acknowledged) expect({ name, ids: storedIds.get(name) }).toEqual({ name, ids: [id] });
    expect(stored).toHaveLength(acknowledged.size);
    // Counted per customer (the address Caddy saw), not per proxy.
    const clients = await query<{ client: string }>(`SELECT DISTINCT key AS client FROM rate_limit_counts WHERE name = 'order' ORDER BY client`);
    expect(clients.map((row) => row.client)).toEqual([...CLIENTS, '127.0.0.3']);

    // The board lost its process at least once and came back through Caddy; it hears a new order.
    expect(disconnects).toBeGreaterThanOrEqual(1);
    await waitFor(() => board!.connected, 'board reconnected');
    const after = await caddy.request('POST', '/api/orders', await orderOf('After-restart'), '127.0.0.1');
    expect(after.status).toBe(201);
    const afterId = JSON.parse(after.body).orderId as number;
    await waitFor(() => created.has(afterId), 'order:created on the reconnected board');
  }, 90_000);

  let menu: Product[] | undefined;
  /** A cash pickup order of two drinks for `lastName`, priced from the menu as the checkout does. */
  async function orderOf(lastName: string): Promise<OrderSubmission> {
    menu ??= JSON.parse((await caddy.request('GET', '/api/products', undefined, '127.0.0.1')).body) as Product[];
    const drink = menu.find((p) => p.productsID === 67)!;
    const cents = toCents(drink.normal_size_price) * 2;
    const line: CartItem = {
      productID: 67,
      productName: drink.productsName,
      quantity: 2,
      variantID: null,
      variantPrice: drink.normal_size_price,
      variantName: 'Standard',
      extras: [],
      dip: [],
      dressing: '',
      totalPrice: fromCents(cents),
      category_id: drink.category_id,
    };
    return {
      firstName: 'Rolf',
      lastName,
      street: '',
      house_number: '',
      company: '',
      email: 'rolf@example.de',
      phone: '0641 112233',
      postalCode: '',
      city: '',
      cartItems: [line],
      totalPriceShoppingCart: fromCents(cents),
      deliveryMethod: 'abholung',
      messageToChef: '',
      messageToDriver: '',
      discountCode: '',
      discountAmount: 0,
      desiredDeliveryTime: 'So schnell wie möglich',
      desiredDeliveryDate: zonedTime(new Date(ADMIN_E2E_NOW)).date,
      paymentMethod: 'cash',
    };
  }

  async function query<T>(sql: string): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
});

/** POST /api/orders answered by the backend on `port` since it started, from its /metrics (loopback may read them). */
async function ordersServedBy(port: number): Promise<number> {
  const families = parseMetrics(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
  return (families.get('pizzeria_http_requests_total')?.metrics ?? [])
    .filter((m) => m.labels?.route === '/api/orders' && m.labels.method === 'POST')
    .reduce((sum, m) => sum + Number(m.value), 0);
}

async function waitForAsync(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }
}
