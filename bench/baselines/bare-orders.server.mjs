/**
 * Baseline of the order and push rows: a bare node:http + pg server that stores each POSTed
 * order in one BEGIN/INSERT/COMMIT (pool of 10, as the shop's) and, after the commit, emits
 * `order:created` to the socket.io namespace /admin. socket.io uses the same PostgreSQL adapter
 * setup as the shop (@socket.io/postgres-adapter on a pool of 4), so the push row compares the
 * same fan-out machinery (its table comes from the shop's migrations). Env: PORT, DATABASE_URL.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const adapterPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
await pool.query('CREATE TABLE IF NOT EXISTS bare_orders (id serial PRIMARY KEY, body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())');

async function store(body) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('INSERT INTO bare_orders (body) VALUES ($1) RETURNING id', [body]);
    await client.query('COMMIT');
    return rows[0].id;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  if (req.url === '/ready') return res.end('ok');
  if (req.method !== 'POST' || req.url !== '/api/orders') return res.writeHead(404).end();
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const order = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    store(order).then(
      (id) => {
        admin.emit('order:created', { ...order, order_id: id });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, orderId: id }));
      },
      (error) => res.writeHead(500).end(String(error)),
    );
  });
});
const io = new Server(server, { path: '/socket.io', serveClient: false });
// Its own channel: on the shop's, each process would also receive and decode the other's
// broadcasts, and the one being measured would share the two cores with the idle one's work.
io.adapter(createAdapter(adapterPool, { channelPrefix: 'bare-socket.io' }));
const admin = io.of('/admin');
server.listen(Number(process.env.PORT), '127.0.0.1');
