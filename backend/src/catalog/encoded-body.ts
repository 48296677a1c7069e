import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A JSON answer encoded once per menu version: the bytes, a strong ETag over them, and its gzip
 * and brotli forms, compressed on first demand and then kept with the version.
 */
export class EncodedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  private gzip?: Buffer;
  private br?: Buffer;

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value));
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  encoded(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      return this.br;
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.bytes, { level: 9 });
      return this.gzip;
    }
    return this.bytes;
  }
}

/** br before gzip when the client accepts both; bodies this small are not worth compressing. */
function negotiate(acceptEncoding: string | undefined, size: number): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding || size < 256) return 'identity';
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Answers the pre-encoded bytes, or 304 when the client already holds this exact version. */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: EncodedBody, cacheControl: string): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = negotiate(req.headers['accept-encoding'], body.bytes.length);
  const bytes = body.encoded(encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
