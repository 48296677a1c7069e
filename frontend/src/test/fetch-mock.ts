/**
 * A stand-in for the network in component tests: answers /api calls from a route table and
 * records every request, so tests can assert what the screen asked the server.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: RecordedRequest) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function mockApi(routes: Record<string, Handler | unknown>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined) return { ok: false, status: 404, text: async () => JSON.stringify({ success: false, message: 'Nicht gefunden' }) };
    const { status = 200, body } = typeof route === 'function' ? await (route as Handler)(request) : { body: route };
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock, calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
