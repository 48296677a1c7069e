import fs from 'node:fs';
import { MENU_PAGE_DATA_ID, formatEuro, type MenuPageData } from '@pizzeria/domain';
import request from 'supertest';
import { FRONTEND_DIST, FRONTEND_SSR_BUNDLE } from '../src/config/paths';
import { OPEN_MONDAY_EVENING } from './support/orders';
import { createTestApp, type TestApp } from './support/test-app';

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${MENU_PAGE_DATA_ID}">([^<]*)</script>`);

/** The page's embedded data, parsed as the browser does. */
function embedded(html: string): MenuPageData {
  const match = DATA_BLOCK.exec(html);
  if (!match) throw new Error('Kein Datenblock in der Seite');
  return JSON.parse(match[1]) as MenuPageData;
}

/** The price on a product's card. */
function cardPrice(markup: string, productId: number): string | undefined {
  const card = new RegExp(`id="produkt-${productId}-beschreibung">[^<]*</p><div class="product-footer"><span class="product-price">([^<]*)</span>`);
  return card.exec(markup)?.[1];
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The server-rendered markup inside the root element (everything before the data block). */
const markupOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.search(DATA_BLOCK));

describe('the menu page (/) is rendered on the server', () => {
  let app: TestApp;
  const getPage = async () =>
    (
      await request(app.baseUrl)
        .get('/')
        .expect(200)
        .expect('Content-Type', /text\/html/)
    ).text;

  beforeAll(async () => {
    // Rendering needs the built frontend with its server bundle, as `npm test` builds it first.
    if (!fs.existsSync(FRONTEND_SSR_BUNDLE) || !fs.existsSync(`${FRONTEND_DIST}/index.html`)) {
      throw new Error('Bitte zuerst `npm run build` ausführen: frontend/dist-ssr fehlt.');
    }
    app = await createTestApp({ now: OPEN_MONDAY_EVENING });
  });
  afterAll(() => app?.close());

  it('contains every product with its price, the shop status and the data it was rendered with', async () => {
    const html = await getPage();
    const markup = markupOf(html);
    const products = (await request(app.baseUrl).get('/api/products').expect(200)).body as { productsName: string }[];
    expect(products.length).toBeGreaterThan(10);
    expect(products.filter((p) => !markup.includes(asHtml(p.productsName))).map((p) => p.productsName)).toEqual([]);
    expect(markup.match(/<span class="product-price">[^<]*<\/span>/g)).toHaveLength(products.length);
    expect(markup).toContain(`<span class="product-price">ab ${formatEuro(750)}</span>`);
    // The shop is open at that time: the expected delivery time is shown, not a closed notice.
    expect(markup).toContain('Lieferung in ca.');
    expect(markup).not.toContain('Wir haben gerade geschlossen');

    const data = embedded(html);
    expect(data.menu.products).toEqual(products);
    expect(data.menuVersion).toBe((await request(app.baseUrl).get('/api/menu-version').expect(200)).body.menuVersion);
    expect(data.shopStatus.serverTime).toBe(new Date(OPEN_MONDAY_EVENING).toISOString());
    expect(data.shopStatus.isShopLive).toBe(1);
    expect(data.shopInfo.shop.name).toBeTruthy();
  });

  it('shows a price change and a closed shop as soon as they are committed', async () => {
    // Tiramisu (42) goes into the cart directly, so its card shows its own price.
    expect(cardPrice(markupOf(await getPage()), 42)).toBe(formatEuro(490));
    const token = await app.login();
    await request(app.baseUrl).patch('/api/admin/products/42').set('Authorization', `Bearer ${token}`).send({ normal_size_price: 12.34 }).expect(200);
    const afterPrice = await getPage();
    expect(cardPrice(markupOf(afterPrice), 42)).toBe(formatEuro(1234));
    expect(embedded(afterPrice).menu.products.find((p) => p.productsID === 42)?.normal_size_price).toBe(12.34);

    await request(app.baseUrl).post('/api/shop-status').set('Authorization', `Bearer ${token}`).send({ isShopLive: false }).expect(200);
    const closed = await getPage();
    expect(markupOf(closed)).toContain('Wir haben gerade geschlossen');
    expect(embedded(closed).shopStatus.isShopLive).toBe(0);
  });

  it('embeds the data as an inert JSON block that no menu text can close, and no inline script', async () => {
    const token = await app.login();
    const name = 'Pizza </script><script>alert(1)</script> $& Spezial';
    await request(app.baseUrl).patch('/api/admin/products/9').set('Authorization', `Bearer ${token}`).send({ productsName: name }).expect(200);
    const html = await getPage();
    expect(embedded(html).menu.products.find((p) => p.productsID === 9)?.productsName).toBe(name);
    expect(markupOf(html)).toContain('Pizza &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Spezial');
    // Only the module script of the build (with src) and the data block: the CSP forbids inline scripts.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/\bsrc="/.test(tag))).toEqual([`<script type="application/json" id="${MENU_PAGE_DATA_ID}">`]);
  });

  it('keeps the app shell for every other page', async () => {
    const shell = (await request(app.baseUrl).get('/checkout').expect(200)).text;
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(MENU_PAGE_DATA_ID);
  });
});
