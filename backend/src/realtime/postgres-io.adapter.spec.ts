import http from 'node:http';
import { Client } from 'pg';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../test/support/database';
import { PostgresIoAdapter } from './postgres-io.adapter';

describe('PostgresIoAdapter closing', () => {
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
});
