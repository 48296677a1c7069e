import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool, type PoolClient } from 'pg';
import { localFirst } from './local-first.adapter';

type IoServerOptions = Parameters<IoAdapter['createIOServer']>[1];
type IoServer = ReturnType<IoAdapter['createIOServer']>;

export const SOCKET_IO_PATH = '/socket.io';
const UNKNOWN_NAMESPACE_MESSAGE = 'Unbekannter Kanal.';

/**
 * socket.io on the HTTP server at /socket.io, with events fanned out through PostgreSQL
 * (LISTEN/NOTIFY + the socket_io_attachments table) so several backend processes sharing
 * the database reach every connected screen; this process's own screens first (see localFirst).
 */
export class PostgresIoAdapter extends IoAdapter {
  private readonly pool: Pool;
  /** Clients socket.io's adapter holds: its LISTEN client, or the one it is still setting up. */
  private readonly held = new Set<PoolClient>();
  private disposed = false;
  private readonly log = new Logger('Echtzeit');
  private readonly warn = (error: Error) => this.log.warn(`socket.io-Adapter: ${error.message}`);

  constructor(
    app: INestApplicationContext,
    databaseUrl: string,
    private readonly corsOrigin: string[] | null,
  ) {
    super(app);
    this.pool = new Pool({ connectionString: databaseUrl, max: 4 });
    this.pool.on('error', this.warn);
    this.pool.on('connect', (client) => {
      // The adapter keeps one client checked out for LISTEN. When the database drops it, its error
      // must not crash the process, and it has to go back to the pool (the adapter only forgets it
      // and reconnects), or every outage would leak one pool slot.
      client.on('error', this.warn);
      client.on('end', () => {
        if (client.listenerCount('notification') === 0) return;
        try {
          client.release(true);
        } catch {
          // already released by its user
        }
      });
    });
    this.pool.on('release', (_error, client) => this.held.delete(client));
  }

  createIOServer(port: number, options?: IoServerOptions): IoServer {
    const server = super.createIOServer(port, {
      ...(options as NonNullable<IoServerOptions>),
      path: SOCKET_IO_PATH,
      cors: this.corsOrigin ? { origin: this.corsOrigin, credentials: true } : undefined,
      serveClient: false,
    });
    // Nest bundles its own socket.io copy; both build on the one socket.io-adapter, so the types differ only nominally.
    server.adapter(localFirst(createAdapter(this.adapterPool(), { errorHandler: this.warn })) as never);
    // Nothing is served on the default namespace; an open door there only invites anonymous sockets.
    server.of('/').use((_socket: unknown, next: (error?: Error) => void) => next(new Error(UNKNOWN_NAMESPACE_MESSAGE)));
    return server;
  }

  /**
   * The pool as socket.io's adapter sees it. The adapter gets its LISTEN client asynchronously and
   * keeps one it was still setting up when it was closed (a shutdown right after the start or during
   * a reconnect; socketio/socket.io-postgres-adapter#13), so pool.end() waited for it forever. After
   * dispose() a client that arrives goes back at once, and the adapter's request stays unanswered
   * instead of failing into a reconnect every two seconds.
   */
  private adapterPool(): Pool {
    const never = () => new Promise<never>(() => undefined);
    const connect = async (): Promise<PoolClient> => {
      if (this.disposed) return never();
      const client = await this.pool.connect();
      if (!this.disposed) {
        this.held.add(client);
        return client;
      }
      client.release();
      return never();
    };
    return { connect, query: this.pool.query.bind(this.pool) } as unknown as Pool;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await super.dispose();
    // Socket.io has closed its adapters: a client it still holds is one it was setting up.
    for (const client of this.held) client.release(true);
    await this.pool.end();
  }
}
