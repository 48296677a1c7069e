/**
 * The one HTTP client of the app. Every call goes to the same origin's /api; errors become
 * ApiError with the server's German message, so screens never parse responses themselves.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a screen says when a call failed: the server's German message, or `offline` when no answer came. */
export function messageOf(error: unknown, offline = 'Keine Verbindung zum Server.'): string {
  return error instanceof ApiError ? error.message : offline;
}

export interface RequestOptions {
  /** Send the stored admin token as Bearer authorization. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser cache mode, e.g. 'no-cache' to revalidate a polled resource by its ETag (304). */
  cache?: RequestCache;
  /** Let the request finish even when the page is closed or reloaded meanwhile (small bodies only). */
  keepalive?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The admin area registers what happens when the server rejects the token (clear it, go to login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export function getAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth) {
    const token = getAdminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failure(response: Response, data: unknown, options: RequestOptions): ApiError {
  if (response.status === 401 && options.auth) onUnauthorized?.();
  const message =
    data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : `Anfrage fehlgeschlagen (${response.status})`;
  return new ApiError(response.status, message, data);
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const response = await send(method, path, body, options);
  const data = parseJson(await response.text());
  if (!response.ok) throw failure(response, data, options);
  return data as T;
}

/** A file the server sends (e.g. a CSV export): its content and the name from Content-Disposition. */
async function download(path: string, options: RequestOptions): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, undefined, options);
  if (!response.ok) throw failure(response, parseJson(await response.text()), options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

export type ConditionalReply<T> = { changed: false } | { changed: true; data: T; etag: string | null };

/**
 * A GET that costs a 304 when nothing changed: sends the last ETag as If-None-Match and bypasses
 * the browser's cache, so a poll sees a change at once instead of a cached copy.
 */
async function getIfChanged<T>(path: string, etag: string | null): Promise<ConditionalReply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  const response = await fetch(`/api${path}`, { method: 'GET', headers, cache: 'no-store' });
  if (response.status === 304) return { changed: false };
  if (!response.ok) throw new ApiError(response.status, `Anfrage fehlgeschlagen (${response.status})`);
  return { changed: true, data: JSON.parse(await response.text()) as T, etag: response.headers?.get('ETag') ?? null };
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  getIfChanged,
  post: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  download: (path: string, options: RequestOptions = {}) => download(path, options),
  patch: <T>(path: string, body: unknown = {}, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};
