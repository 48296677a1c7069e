/**
 * A stand-in for the browser's fetch in component tests: each call is recorded and answered by
 * the first route whose "METHOD /path" matches. jsdom has no network, and these tests are about
 * what the page sends and shows, not about the server (the e2e tests use the real one).
 */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }> | Error;
export type Route = (call: RecordedCall) => Reply;

export function installFakeFetch(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? await route(call) : { status: 404, body: { success: false, message: 'Nicht gefunden.' } };
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)) };
  };
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  return {
    calls,
    /** What the page sent to change something (every call but the reads, e.g. the kitchen's free slots). */
    get sent() {
      return calls.filter((c) => c.method !== 'GET');
    },
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A promise the test settles by hand, to look at the page while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
