import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A stopping process is done draining once no request (health checks aside) came for this long... */
const DRAIN_IDLE_MS = 1000;
/** ...or after this long at most. */
const DRAIN_MAX_MS = 10_000;
const HEALTH_PATH = '/api/health';
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Every further response closes its connection, and idle ones close at once: a proxy (or a
 * browser) holding keep-alive connections would otherwise keep the closing server waiting, and
 * could send a request down a connection just as it goes. Its next request opens a new
 * connection, which a proxy in front sends to another process.
 */
export function stopKeepingAlive(server: Server): void {
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  server.closeIdleConnections();
}

/**
 * Before a process told to stop closes its port: its health check answers 503, so a proxy in
 * front (Caddy's active health check) stops sending it requests, while the requests that still
 * come are served, each closing its connection. Resolves once requests have stopped coming (or
 * after DRAIN_MAX_MS); without a proxy that is DRAIN_IDLE_MS. A request cut off while the port
 * closes under it is what a proxy cannot safely send elsewhere (an order may have been placed).
 */
export async function drainForProxy(server: Server): Promise<void> {
  const started = Date.now();
  let lastRequest = started;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Connection', 'close');
    if (req.url === HEALTH_PATH) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ status: 'stopping', db: 'up' }));
      return;
    }
    lastRequest = Date.now();
    for (const listener of listeners) listener(req, res);
  });
  server.closeIdleConnections();
  while (Date.now() - lastRequest < DRAIN_IDLE_MS && Date.now() - started < DRAIN_MAX_MS) await new Promise((resolve) => setTimeout(resolve, 100));
}
