import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../test/support/database';
import { PostgresIoAdapter } from './postgres-io.adapter';

describe('PostgresIoAdapter', () => {
  const serverUrl = () => process.env.TEST_DATABASE_URL as string;
  let name: string;
  let databaseUrl: string;

  beforeAll(async () => {
    name = uniqueDatabaseName('pizzeria_io');
    databaseUrl = await createDatabase(serverUrl(), name, process.env.PIZZERIA_TEST_TEMPLATE_DB);
  });
  afterAll(() => dropDatabase(serverUrl(), name));

  /** Sessions on the test's database, waited for down to `expected` (a closed client's backend ends a moment later). */
  async function sessionsSettleAt(expected: number): Promise<number> {
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    try {
      const count = async () => (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n;
      let sessions = await count();
      for (const deadline = Date.now() + 10_000; sessions !== expected && Date.now() < deadline; sessions = await count()) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return sessions;
    } finally {
      await admin.end();
    }
  }

  it('closes at once after the start, while socket.io is still getting its LISTEN connection, and leaves no session behind', async () => {
    const adapter = new PostgresIoAdapter(http.createServer() as never, databaseUrl, null);
    const server = adapter.createIOServer(0);
    // As the app closes (SocketModule.close), right away: connecting to PostgreSQL takes longer.
    await adapter.close(server);
    await adapter.dispose();
    expect(await sessionsSettleAt(0)).toBe(0);
  });

  /** A socket.io server on its own HTTP server and adapter (a backend process of its own), with a client on /test. */
  async function processWithClient(): Promise<{ emit: (payload: string) => void; client: Socket; close: () => Promise<void> }> {
    const httpServer = http.createServer();
    const adapter = new PostgresIoAdapter(httpServer as never, databaseUrl, null);
    const server = adapter.createIOServer(0);
    const namespace = server.of('/test');
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const client = connect(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/test`, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    const close = async () => {
      client.close();
      await adapter.close(server);
      await adapter.dispose();
      httpServer.close();
    };
    return { emit: (payload) => namespace.emit('big', payload), client, close };
  }

  it("sends a broadcast to the process's own sockets without waiting for PostgreSQL, and to the other processes through it", async () => {
    const a = await processWithClient();
    const b = await processWithClient();
    // Above socket.io's 8000-byte threshold a broadcast goes to the other processes through an
    // INSERT into socket_io_attachments: a lock on that table holds the publish in PostgreSQL.
    const payload = 'x'.repeat(20_000);
    const locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      const atB = new Promise<string>((resolve) => b.client.once('big', resolve));
      let arrivedAtB = false;
      void atB.then(() => (arrivedAtB = true));
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE socket_io_attachments IN ACCESS EXCLUSIVE MODE');
      const atA = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('kein Broadcast an A binnen 10 s')), 10_000);
        a.client.once('big', (received: string) => {
          clearTimeout(timer);
          resolve(received);
        });
      });
      a.emit(payload);
      expect(await atA).toBe(payload);
      expect(arrivedAtB).toBe(false);
      await locker.query('COMMIT');
      expect(await atB).toBe(payload);
    } finally {
      await locker.end();
      await a.close();
      await b.close();
    }
  }, 60_000);
});
