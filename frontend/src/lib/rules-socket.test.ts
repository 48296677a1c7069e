/**
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_EVENTS, SOCKET_NAMESPACES, type RulesChange, type RulesPart } from '@pizzeria/domain';
import { Server, type Socket } from 'socket.io';
import { WebSocket as NodeWebSocket } from 'ws';
import { listenForRules } from './rules-socket';

// The customer pages' own Socket.IO client (light-socket.ts) against a real socket.io server, as
// the backend runs it, with the `ws` package's WebSocket for the browser's (the node export of
// both packages, not jsdom's browser one). Short ping intervals, so several cycles pass within the
// test; a long timeout, so a busy machine's pause of a few hundred ms does not drop the connection.
const PING_MS = 150;
const PING_TIMEOUT_MS = 5_000;

/** Resolves once `done()` holds, checked every 20 ms; rejects after 10 s. */
async function waitUntil(done: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; !done();) {
    if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the customer pages’ /shop socket (light-socket.ts) against a real socket.io server', () => {
  let http: HttpServer;
  let io: Server;
  let origin: string;
  let joined: Socket[];
  let told: (readonly RulesPart[])[];
  let close: () => void;

  beforeEach(async () => {
    http = createServer();
    io = new Server(http, { pingInterval: PING_MS, pingTimeout: PING_TIMEOUT_MS });
    joined = [];
    io.of(SOCKET_NAMESPACES.shop).on('connection', (socket) => joined.push(socket));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    told = [];
    close = listenForRules((parts) => told.push(parts), { origin, WebSocket: NodeWebSocket as unknown as typeof WebSocket });
    await waitUntil(() => joined.length === 1, 'joins /shop');
  });

  afterEach(async () => {
    close();
    await io.close();
  });

  const push = (change: RulesChange) => io.of(SOCKET_NAMESPACES.shop).emit(SOCKET_EVENTS.rulesChanged, change);

  it('hands a pushed change to its part, and stays connected by answering the server’s pings', async () => {
    push({ part: 'menu', version: 2 });
    await waitUntil(() => told.length === 1, 'the menu change');
    expect(told).toEqual([['menu']]);

    // Unanswered, the server would close the connection after one interval and timeout.
    let pongs = 0;
    joined[0].conn.on('packet', ({ type }: { type: string }) => {
      if (type === 'pong') pongs++;
    });
    await waitUntil(() => pongs >= 3, 'three pongs');
    expect(joined[0].connected).toBe(true);
    expect(joined).toHaveLength(1);

    push({ part: 'settings', version: 5 });
    await waitUntil(() => told.length === 2, 'the settings change');
    expect(told).toEqual([['menu'], ['settings']]);
  });

  it('joins again after the server drops the connection or leaves the namespace, and then refreshes both parts', async () => {
    // A network drop or restart: the transport closes under the socket.
    joined[0].conn.close();
    await waitUntil(() => joined.length === 2, 'joins again after the drop');
    await waitUntil(() => told.length === 1, 'refreshes after the drop');
    expect(told).toEqual([['menu', 'settings']]);

    // The server ends the namespace's session (`41/shop,`).
    joined[1].disconnect(true);
    await waitUntil(() => joined.length === 3, 'joins again after the disconnect');
    await waitUntil(() => told.length === 2, 'refreshes after the disconnect');

    push({ part: 'menu', version: 3 });
    await waitUntil(() => told.length === 3, 'the change after the reconnects');
    expect(told).toEqual([['menu', 'settings'], ['menu', 'settings'], ['menu']]);
    expect(joined.map((socket) => socket.connected)).toEqual([false, false, true]);
  });

  it('leaves the namespace when closed, and closes its connection', async () => {
    let reason = '';
    joined[0].on('disconnect', (why) => (reason = why));
    close();
    await waitUntil(() => reason !== '', 'the server hears the close');
    expect(reason).toBe('client namespace disconnect');
    await waitUntil(() => io.engine.clientsCount === 0, 'the connection closes');
  });
});
