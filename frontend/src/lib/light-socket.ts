/**
 * A listen-only Socket.IO client for the customer pages, in place of socket.io-client (~14 KB
 * gzipped): everything the menu page (/) loads on a phone must stay within 100 KB of gzipped JS
 * (issue 19), and these pages only ever hear events of one public namespace. It speaks Engine.IO
 * v4 / Socket.IO v5 over the browser's WebSocket only: no long-polling, no acks, no binary, no
 * sending of events, as the pages' polls are the fallback where a WebSocket cannot connect. The
 * staff screens, which send and need all of it, keep socket.io-client (lib/socket.ts).
 */

/** `Events` is a socket.io event map (event name → its handler), e.g. `ShopServerEvents`. */
export interface LightSocketHandlers<Events> {
  events: Partial<Events>;
  /** Each time the namespace is joined: `again` after a drop, when events may have been missed. */
  connect?: (again: boolean) => void;
}

export interface LightSocketOptions {
  /** Origin of the server (`ws://host:port`); the page's own by default. */
  origin?: string;
  /** The browser's WebSocket by default; tests on Node pass the `ws` package's. */
  WebSocket?: typeof WebSocket;
}

/** Waits before the attempts after a drop: doubling from the first, capped, each ±50 % so a restarted server is not hit by every page at once. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 5000;

/**
 * Joins `namespace` and hands its events to `handlers` until the returned function closes it.
 * A dropped connection (a server restart, a network change, no ping within the server's interval
 * and timeout) is opened again with growing waits; only a refusal of the namespace ends it.
 */
export function connectLightSocket<Events>(namespace: string, handlers: LightSocketHandlers<Events>, options: LightSocketOptions = {}): () => void {
  const Socket = options.WebSocket ?? WebSocket;
  const url = `${options.origin ?? location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const prefix = namespace === '/' ? '' : `${namespace},`;
  let current: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let joinedBefore = false;
  let attempts = 0;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    // Leaves the namespace first, so the server hears a client's close, not a dropped connection.
    if (current?.readyState === Socket.OPEN) current.send(`41${prefix}`);
    current?.close();
    current = null;
  };

  const open = () => {
    const socket = new Socket(url);
    current = socket;
    let silenceMs = 0;
    const drop = () => {
      if (current !== socket) return;
      current = null;
      socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close();
      clearTimeout(timer);
      if (stopped) return;
      const wait = Math.min(RETRY_FIRST_MS * 2 ** attempts++, RETRY_MAX_MS) * (0.5 + Math.random());
      timer = setTimeout(open, wait);
    };
    // The server pings every pingInterval; a connection silent for longer than that and its pingTimeout is dead.
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(drop, silenceMs);
    };
    socket.onerror = socket.onclose = drop;
    socket.onmessage = ({ data }: MessageEvent) => {
      const packet = String(data);
      if (packet[0] === '0') {
        const handshake = JSON.parse(packet.slice(1)) as { pingInterval: number; pingTimeout: number };
        silenceMs = handshake.pingInterval + handshake.pingTimeout;
        socket.send(`40${prefix}`);
      } else if (packet === '2') socket.send('3');
      else if (packet.startsWith(`40${prefix}`)) {
        attempts = 0;
        handlers.connect?.(joinedBefore);
        joinedBefore = true;
      } else if (packet.startsWith(`42${prefix}`)) {
        // An event is `42<namespace>,<ack id?>["name",payload]`.
        // The payload is trusted to match the event map, as socket.io-client does.
        const [event, payload] = JSON.parse(packet.slice(2 + prefix.length).replace(/^\d+/, '')) as [string, unknown];
        (handlers.events as Record<string, ((payload: unknown) => void) | undefined>)[event]?.(payload);
      } else if (packet.startsWith(`44${prefix}`)) stop();
      else if (packet.startsWith(`41${prefix}`) || packet === '1') drop();
      if (current === socket) alive();
    };
  };

  open();
  return stop;
}
