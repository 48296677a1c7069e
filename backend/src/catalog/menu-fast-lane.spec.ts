import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { EncodedBody } from './encoded-body';
import { installMenuFastLane } from './menu-fast-lane';
import type { MenuSnapshot } from './menu-snapshot';
import type { MenuSnapshotService } from './menu-snapshot.service';

/** A real http server whose ordinary listener (Express in the app) answers "express". */
async function serverWithLane(ready: () => MenuSnapshot | null, trustProxy: boolean) {
  const server = http.createServer((_req, res) => res.end('express'));
  installMenuFastLane(server, { ready } as MenuSnapshotService, () => trustProxy);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the menu fast lane', () => {
  const products = new EncodedBody([{ productsID: 7, productsName: 'Pizza Margherita' }]);
  const snapshot = { bodies: new Map([['products', products]]) } as unknown as MenuSnapshot;
  let current: MenuSnapshot | null;
  let direct: { server: http.Server; url: string };
  let proxied: { server: http.Server; url: string };
  beforeAll(async () => {
    direct = await serverWithLane(() => current, false);
    proxied = await serverWithLane(() => current, true);
  });
  beforeEach(() => {
    current = snapshot;
  });
  afterAll(async () => {
    await new Promise((resolve) => direct.server.close(resolve));
    await new Promise((resolve) => proxied.server.close(resolve));
  });

  it('answers a menu GET itself: the snapshot bytes, ETag, caching and the security headers', async () => {
    const res = await request(direct.url).get('/api/products').expect(200);
    expect(res.body).toEqual([{ productsID: 7, productsName: 'Pizza Margherita' }]);
    expect(res.headers).toMatchObject({
      etag: products.etag,
      'cache-control': 'public, max-age=0, must-revalidate',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await request(direct.url).get('/api/products').set('If-None-Match', products.etag).expect(304);
    const head = await request(direct.url).head('/api/products').expect(200);
    expect(head.text).toBeUndefined();
  });

  it('leaves everything else to the ordinary listener: other paths, queries, writes, and a snapshot that is not current', async () => {
    for (const [method, path] of [
      ['get', '/api/orders'],
      ['get', '/api/products?x=1'],
      ['post', '/api/products'],
      ['get', '/api/productsX'],
    ] as const) {
      expect((await request(direct.url)[method](path)).text).toBe('express');
    }
    current = null;
    expect((await request(direct.url).get('/api/products')).text).toBe('express');
  });

  it('sends HSTS only for https named by a trusted proxy, as Express decides it', async () => {
    const hsts = async (url: string, proto?: string) => {
      const req = request(url).get('/api/products');
      if (proto) req.set('X-Forwarded-Proto', proto);
      return (await req.expect(200)).headers['strict-transport-security'];
    };
    expect(await hsts(proxied.url, 'https')).toBe('max-age=31536000');
    expect(await hsts(proxied.url, 'http')).toBeUndefined();
    expect(await hsts(proxied.url)).toBeUndefined();
    expect(await hsts(direct.url, 'https')).toBeUndefined();
  });
});
