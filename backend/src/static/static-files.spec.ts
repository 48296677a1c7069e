import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { StaticFilesModule } from './static-files.module';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `console.log(${JSON.stringify('Speisekarte '.repeat(200))});`;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without any automatic decompression, so the test sees the bytes on the wire. */
function get(baseUrl: string, pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    http
      .get(`${baseUrl}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built frontend is served with the right caching and encodings', () => {
  let dir: string;
  let app: NestExpressApplication;
  let baseUrl: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dir, 'assets/font-XyZ.woff2'), Buffer.from([1, 2, 3]));
    app = await NestFactory.create<NestExpressApplication>(StaticFilesModule.forRoot(dir), { logger: false });
    app.setGlobalPrefix('api');
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file of a hashed asset when the browser takes br, cached for good', async () => {
    const res = await get(baseUrl, '/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get(baseUrl, '/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(baseUrl, '/assets/index-AbC123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('caches every hashed asset for good, also those without a compressed copy', async () => {
    const res = await get(baseUrl, '/assets/font-XyZ.woff2', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has index.html revalidated on every visit, for / and for client-side routes', async () => {
    for (const page of ['/', '/checkout', '/admin/dashboard']) {
      const res = await get(baseUrl, page);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain('<div id="root">');
    }
    expect((await get(baseUrl, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('announces the data of the menu page with the page, so the browser fetches it alongside the JS', async () => {
    const menu = await get(baseUrl, '/');
    const preloads = String(menu.headers.link).split(', ');
    expect(preloads).toContain('</api/products>; rel=preload; as=fetch; crossorigin');
    expect(preloads).toContain('</api/shop-status>; rel=preload; as=fetch; crossorigin');
    expect((await get(baseUrl, '/checkout')).headers.link).toBeUndefined();
  });

  it('answers 404 for a missing asset or API path instead of the page', async () => {
    for (const missing of ['/assets/gone-123.js', '/api/nothing-here']) {
      const res = await get(baseUrl, missing);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('<div id="root">');
    }
  });
});
