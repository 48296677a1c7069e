/**
 * Row 3: commit → `order:created` on 20 admin sockets. The moment of the commit is taken from
 * PostgreSQL itself: a bench-only trigger NOTIFYs the bench on every inserted order, and a NOTIFY
 * is delivered exactly when its transaction commits. Latency = arrival of the event on each
 * socket − arrival of that notification, both on the bench's clock. Orders are placed one after
 * another (no load), 20 warm-up orders first. The bare baseline emits after its own COMMIT, with
 * the same PostgreSQL adapter setup as the shop, as the library comes (its own sockets hear a
 * broadcast after the adapter's pg_notify round trip; the shop's hear it first, see localFirst).
 */
import pg from 'pg';
import { io } from 'socket.io-client';
import { round, ratio } from '../support/load.mjs';

const SOCKETS = 20;
const ORDERS = 150;
const WARMUP = 20;
const TIMEOUT_MS = 10_000;

async function installCommitTrigger(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`CREATE OR REPLACE FUNCTION bench_commit_notify() RETURNS trigger AS $$
    BEGIN PERFORM pg_notify('bench_commit', TG_TABLE_NAME || ':' || NEW.id); RETURN NEW; END $$ LANGUAGE plpgsql`);
  for (const table of ['orders', 'bare_orders']) {
    await client.query(`CREATE OR REPLACE TRIGGER bench_commit AFTER INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION bench_commit_notify()`);
  }
  await client.query('LISTEN bench_commit');
  return client;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function connectSockets(baseUrl, token) {
  const sockets = Array.from({ length: SOCKETS }, () => io(`${baseUrl}/admin`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false }));
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve, reject) => {
          s.once('connect', resolve);
          s.once('connect_error', reject);
        }),
    ),
  );
  return sockets;
}

const orderIdOf = (payload) => payload?.order_id ?? payload?.orderId ?? payload?.id;

/** Places orders one by one; resolves with every socket's latency (ms) of the measured orders. */
async function latencies({ baseUrl, token, table, body, listener }) {
  const sockets = await connectSockets(baseUrl, token);
  const commits = new Map();
  const arrivals = new Map();
  let waiter = null;
  const check = () => waiter?.();
  const onNotify = (msg) => {
    const [from, id] = msg.payload.split(':');
    if (from === table) commits.set(Number(id), performance.now());
    check();
  };
  listener.on('notification', onNotify);
  for (const s of sockets) {
    s.on('order:created', (payload) => {
      const at = performance.now();
      const id = Number(orderIdOf(payload));
      arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
      check();
    });
  }
  const measured = [];
  try {
    for (let i = 0; i < WARMUP + ORDERS; i++) {
      const res = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      const answer = await res.json();
      if (res.status !== 201) throw new Error(`Bestellung abgelehnt (${res.status}): ${JSON.stringify(answer)}`);
      const id = Number(answer.orderId);
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`order:created für ${id} kam nicht auf allen Sockets an`)), TIMEOUT_MS);
        waiter = () => {
          if (commits.has(id) && (arrivals.get(id)?.length ?? 0) >= SOCKETS) {
            clearTimeout(timer);
            resolve();
          }
        };
        waiter();
      });
      if (i >= WARMUP) measured.push(...arrivals.get(id).map((at) => at - commits.get(id)));
    }
  } finally {
    waiter = null;
    listener.off('notification', onNotify);
    for (const s of sockets) s.disconnect();
  }
  const sorted = measured.sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50), 2), p99Ms: round(percentile(sorted, 99), 2), samples: sorted.length };
}

export async function pushRow({ databaseUrl, shopUrl, bareUrl, token, body }) {
  const listener = await installCommitTrigger(databaseUrl);
  try {
    const bare = await latencies({ baseUrl: bareUrl, token, table: 'bare_orders', body, listener });
    const shop = await latencies({ baseUrl: shopUrl, token, table: 'orders', body, listener });
    return { adapter: '@socket.io/postgres-adapter on both, the shop local-first', shop, bare, p50Ratio: ratio(shop.p50Ms, bare.p50Ms) };
  } finally {
    await listener.end();
  }
}
