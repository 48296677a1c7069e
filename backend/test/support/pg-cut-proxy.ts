import net from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL that plays the database dropping: armed with a piece
 * of SQL, it forwards the server's answer to the COMMIT of the transaction that sent that SQL,
 * then closes every connection and refuses new ones until `restore()`. The app speaks the real
 * protocol to the real server throughout; only the network goes away.
 */
export interface PgCutProxy {
  /** `databaseUrl` with host and port of the proxy. */
  url: string;
  /** Cuts right after the COMMIT of the next transaction that sends `sql`; resolves when cut. */
  cutAfterCommitOf(sql: string): Promise<void>;
  /**
   * Cuts when the next transaction that sent `sql` sends its COMMIT, which never reaches the
   * server: the statement ran, the transaction dies with its connection. Resolves when cut.
   */
  cutBeforeCommitOf(sql: string): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

const COMMIT_COMPLETE = Buffer.from('COMMIT\0');
const COMMIT_SENT = Buffer.from('COMMIT');

interface Trigger {
  sql: string;
  /** Whether the cut comes before the COMMIT reaches the server or after its answer left it. */
  when: 'before-commit' | 'after-commit';
  cut: () => void;
}

export async function startPgCutProxy(databaseUrl: string): Promise<PgCutProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let trigger: Trigger | null = null;

  const cutAll = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let armed = false;
    client.on('data', (chunk) => {
      if (trigger && chunk.includes(trigger.sql)) armed = true;
      else if (armed && trigger?.when === 'before-commit' && chunk.includes(COMMIT_SENT)) {
        const { cut } = trigger;
        trigger = null;
        cut();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      client.write(chunk);
      if (armed && trigger?.when === 'after-commit' && chunk.includes(COMMIT_COMPLETE)) {
        const { cut } = trigger;
        trigger = null;
        // Let the COMMIT's answer leave before the line goes dead.
        client.once('drain', cut);
        if (!client.writableNeedDrain) setImmediate(cut);
      }
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const arm = (sql: string, when: Trigger['when']) =>
    new Promise<void>((resolve) => {
      let done = false;
      trigger = {
        sql,
        when,
        cut: () => {
          if (done) return;
          done = true;
          cutAll();
          resolve();
        },
      };
    });

  return {
    url: url.toString(),
    cutAfterCommitOf: (sql) => arm(sql, 'after-commit'),
    cutBeforeCommitOf: (sql) => arm(sql, 'before-commit'),
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}
