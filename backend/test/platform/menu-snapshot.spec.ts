import http from 'node:http';
import { formatEuro, toCents } from '@pizzeria/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { OPEN_MONDAY_EVENING, pickupOrder } from '../support/orders';
import { createTestApp, type TestApp } from '../support/test-app';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET that leaves the body as sent (supertest would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

const MENU_PATHS = [
  '/api/products',
  '/api/categories',
  '/api/productVariants',
  '/api/productsExtra',
  '/api/dressing',
  '/api/dips',
  '/api/locations',
  '/api/products/8/details',
];

describe('menu snapshot: versions, ETags, compression, two processes', () => {
  let a: TestApp;
  let b: TestApp;
  const patchPrice = async (app: TestApp, id: number, price: number) =>
    request(app.baseUrl)
      .patch(`/api/admin/products/${id}`)
      .set('Authorization', `Bearer ${await app.login()}`)
      .send({ normal_size_price: price })
      .expect(200);

  beforeAll(async () => {
    a = await createTestApp({ now: OPEN_MONDAY_EVENING });
    b = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { DATABASE_URL: a.databaseUrl } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.each(MENU_PATHS)('%s: gzip and br bodies decode to the same JSON as the plain one', async (path) => {
    const plain = await rawGet(`${a.baseUrl}${path}`);
    const gzip = await rawGet(`${a.baseUrl}${path}`, { 'Accept-Encoding': 'gzip' });
    const br = await rawGet(`${a.baseUrl}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    const json = JSON.parse(plain.body.toString('utf8'));
    if (plain.body.length >= 256) {
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
      expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    }
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers 304 for the current ETag only: after a change the old one gets the new menu', async () => {
    const first = await rawGet(`${a.baseUrl}/api/products`);
    const etag = first.headers.etag as string;
    expect((await rawGet(`${a.baseUrl}/api/products`, { 'If-None-Match': etag })).status).toBe(304);
    const versionBefore = (await request(a.baseUrl).get('/api/menu-version').expect(200)).body.menuVersion;

    await patchPrice(a, 9, 8.8);
    const after = await rawGet(`${a.baseUrl}/api/products`, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.body.toString()).find((p: { productsID: number }) => p.productsID === 9).normal_size_price).toBe(8.8);
    expect((await rawGet(`${a.baseUrl}/api/products`, { 'If-None-Match': after.headers.etag as string })).status).toBe(304);
    expect((await request(a.baseUrl).get('/api/menu-version').expect(200)).body.menuVersion).toBeGreaterThan(versionBefore);
  });

  it('a price changed on A is charged by B at once; a cart with the old price gets 409 with the changed line', async () => {
    const stale = await pickupOrder(b.baseUrl);
    const oldPrice = stale.cartItems[0].totalPrice;
    const bVersion = (await request(b.baseUrl).get('/api/menu-version')).body.menuVersion;

    await patchPrice(a, 33, 5.25);
    const refused = await request(b.baseUrl).post('/api/orders').send(stale).expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: `Die Preise haben sich geändert (Knoblauchbrot: jetzt ${formatEuro(525)} statt ${formatEuro(toCents(oldPrice))}). Bitte prüfen Sie Ihren Warenkorb.`,
      totalPriceShoppingCart: 5.25,
      changes: [{ index: 0, productName: 'Knoblauchbrot', oldTotal: oldPrice, newTotal: 5.25 }],
    });
    const [{ n }] = await a.dataSource.query(`SELECT COUNT(*)::int AS n FROM orders`);
    const fresh = { ...stale, cartItems: [{ ...stale.cartItems[0], totalPrice: 5.25, variantPrice: 5.25 }], totalPriceShoppingCart: 5.25 };
    const placed = await request(b.baseUrl).post('/api/orders').send(fresh).expect(201);
    const [{ total }] = await a.dataSource.query(`SELECT total_cents AS total FROM orders WHERE id = $1`, [placed.body.orderId]);
    expect(total).toBe(525);
    expect((await a.dataSource.query(`SELECT COUNT(*)::int AS n FROM orders`))[0].n).toBe(n + 1);

    const shown = await until(
      async () => (await request(b.baseUrl).get('/api/products').expect(200)).body.find((p: { productsID: number }) => p.productsID === 33),
      (p) => p.normal_size_price === 5.25,
    );
    expect(shown.normal_size_price).toBe(5.25);
    expect((await request(b.baseUrl).get('/api/menu-version')).body.menuVersion).toBeGreaterThan(bVersion);
  });

  it('a sold-out mark set on A is refused by B at once', async () => {
    const order = await pickupOrder(b.baseUrl);
    await request(a.baseUrl)
      .patch('/api/admin/products/33')
      .set('Authorization', `Bearer ${await a.login()}`)
      .send({ available: false })
      .expect(200);
    const refused = await request(b.baseUrl).post('/api/orders').send(order).expect(409);
    expect(refused.body).toMatchObject({ message: 'Knoblauchbrot ist leider ausverkauft.', changes: [{ index: 0, soldOut: true }] });
  });
});
