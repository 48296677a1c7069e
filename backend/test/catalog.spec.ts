import {
  CATEGORY_NAMES,
  buildCartItem,
  buildDirectCartItem,
  buildPricingCatalog,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  isDirectAdd,
  priceCart,
  showsVariantSelector,
  type Dip,
  type Dressing,
  type Extra,
  type Location,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import request from 'supertest';
import { DEMO_DIRECT_ADD_IDS } from '../src/catalog/demo-menu.data';
import { seedDemoMenu } from '../src/catalog/demo-menu.seed';
import { CatalogService } from '../src/catalog/catalog.service';
import { createTestApp, type TestApp } from './support/test-app';

interface Menu {
  products: Product[];
  variants: ProductVariant[];
  extras: Extra[];
  dressings: Dressing[];
  dips: Dip[];
}

const hasTwoDecimalsAtMost = (n: number) => typeof n === 'number' && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

describe('catalog API (seeded demo menu)', () => {
  let t: TestApp;
  let menu: Menu;
  const get = (path: string) => request(t.baseUrl).get(path);

  beforeAll(async () => {
    t = await createTestApp();
    const [products, variants, extras, dressings, dips] = await Promise.all(
      ['/api/products', '/api/productVariants', '/api/productsExtra', '/api/dressing', '/api/dips'].map((p) => get(p)),
    );
    menu = { products: products.body, variants: variants.body, extras: extras.body, dressings: dressings.body, dips: dips.body };
  });
  afterAll(() => t.close());

  const variantsOf = (productId: number) => menu.variants.filter((v) => v.product_id === productId);
  const product = (id: number) => menu.products.find((p) => p.productsID === id)!;

  describe('shapes', () => {
    it('GET /api/categories lists the nine spec categories with their ids', async () => {
      const res = await get('/api/categories').expect(200);
      // The card drawing and the popup's labels are category attributes; Fleischgerichte (5) says "Beilage".
      const illustrations = ['salad', 'pizza', 'calzone', 'pasta', 'meat', 'extras', 'soft-drink', 'alcoholic-drink', 'dessert'];
      expect(res.body).toEqual(
        Object.entries(CATEGORY_NAMES).map(([id, name]) => ({
          categoriesID: Number(id),
          categoriesName: name,
          vatRate: ['7', '8'].includes(id) ? 19 : 7,
          illustration: illustrations[Number(id) - 1],
          variantLabel: id === '5' ? 'Beilage' : 'Größe',
          optionLabel: id === '5' ? 'Beilage' : 'Sauce',
        })),
      );
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    });

    it('GET /api/products returns products with the spec field names and EUR prices', async () => {
      const res = await get('/api/products').expect(200);
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      expect(res.body.length).toBeGreaterThanOrEqual(60);
      const behaviour = ['addDirectly', 'priceFrom', 'showVariantSelector', 'offersExtras', 'dressingGroup', 'requiredChoice', 'dipGroup', 'lineDetail'];
      for (const p of res.body as Product[]) {
        expect(Object.keys(p).sort()).toEqual(
          [
            'available',
            'soldOutUntil',
            'category_id',
            'category_name',
            'image',
            // The number on the printed menu (the demo numbers every product).
            'menuNumber',
            'normal_size_price',
            'productsDescription',
            'productsID',
            'productsName',
            ...behaviour,
            // Only a product with a deposit (Pfand) carries one.
            ...(p.deposit !== undefined ? ['deposit'] : []),
          ].sort(),
        );
        if (p.deposit !== undefined) expect(p.deposit).toBeGreaterThan(0);
        expect(hasTwoDecimalsAtMost(p.normal_size_price)).toBe(true);
        expect(p.category_name).toBe(CATEGORY_NAMES[p.category_id]);
        expect(p.productsName).not.toBe('');
        expect(p.productsDescription).not.toBe('');
      }
      expect(product(7)).toEqual({
        productsID: 7,
        productsName: 'Pizza Margherita',
        productsDescription: 'Tomatensoße, Mozzarella und frisches Basilikum',
        normal_size_price: 7.5,
        category_id: 2,
        category_name: 'Pizza',
        available: true,
        soldOutUntil: null,
        image: null,
        menuNumber: 10,
        addDirectly: false,
        priceFrom: 'variant',
        showVariantSelector: true,
        offersExtras: true,
        dressingGroup: null,
        requiredChoice: null,
        dipGroup: 'pizza',
        lineDetail: 'default',
      });
    });

    it('lists products in menu order: by category, then by their own order', () => {
      const categories = menu.products.map((p) => p.category_id);
      expect(categories).toEqual([...categories].sort((a, b) => a - b));
      expect(menu.products.filter((p) => p.category_id === 2).map((p) => p.productsID)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 7), 40, 41]);
    });

    it('GET /api/productVariants returns variants with the spec field names', async () => {
      const res = await get('/api/productVariants').expect(200);
      for (const v of res.body as ProductVariant[]) {
        expect(Object.keys(v).sort()).toEqual(['available', 'price', 'product_id', 'product_variantsID', 'soldOutUntil', 'variant_name']);
        expect(hasTwoDecimalsAtMost(v.price)).toBe(true);
      }
      expect(variantsOf(7).map((v) => [v.variant_name, v.price])).toEqual([
        ['Klein Ø 26 cm', 7.5],
        ['Groß Ø 32 cm', 9.5],
        ['Familie 40×60 cm', 18.9],
      ]);
    });

    it('GET /api/productsExtra, /api/dressing and /api/dips use the spec field names, plus their allergens and additives', async () => {
      const [extras, dressings, dips] = await Promise.all([get('/api/productsExtra'), get('/api/dressing'), get('/api/dips')]);
      for (const e of extras.body) {
        expect(Object.keys(e).sort()).toEqual(['additives', 'allergens', 'available', 'categoryID', 'extraID', 'extra_name', 'price', 'soldOutUntil']);
      }
      expect(extras.body.find((e: { extra_name: string; categoryID: number }) => e.extra_name === 'Salami' && e.categoryID === 2)).toMatchObject({
        allergens: '',
        additives: [2, 3, 8],
      });
      expect(dressings.body.map((d: Dressing) => Object.keys(d).sort())).toEqual(
        dressings.body.map(() => ['additives', 'allergens', 'available', 'dressingID', 'dressingName', 'group', 'soldOutUntil']),
      );
      expect(dressings.body.map((d: Dressing) => d.dressingID)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
      expect(dressings.body.find((d: Dressing) => d.dressingName === 'Mayonnaise')).toMatchObject({ allergens: 'CM', additives: [] });
      expect(dips.body).toEqual([
        { dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1, group: 'pizza', allergens: 'CGM', additives: [], available: true, soldOutUntil: null },
        { dipsID: 2, dipID: 2, dipName: 'Kräuter-Dip', price: 1, group: 'pizza', allergens: 'G', additives: [], available: true, soldOutUntil: null },
        { dipsID: 3, dipID: 3, dipName: 'Chili-Dip', price: 1, group: 'pizza', allergens: '', additives: [], available: true, soldOutUntil: null },
        { dipsID: 4, dipID: 4, dipName: 'Cocktail-Dip', price: 1, group: 'pizza', allergens: 'CM', additives: [], available: true, soldOutUntil: null },
        { dipsID: 5, dipID: 8, dipName: 'Tomatensoße', price: 1.5, group: 'calzone', allergens: '', additives: [], available: true, soldOutUntil: null },
        { dipsID: 6, dipID: 9, dipName: 'Sauce Hollandaise', price: 1.5, group: 'calzone', allergens: 'CG', additives: [], available: true, soldOutUntil: null },
        { dipsID: 7, dipID: 10, dipName: 'Knoblauchsoße', price: 1.5, group: 'calzone', allergens: 'CGM', additives: [], available: true, soldOutUntil: null },
      ]);
    });

    it('GET /api/locations lists delivery places with postal code and minimum order value', async () => {
      const res = await get('/api/locations').expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(10);
      for (const l of res.body as Location[]) {
        expect(Object.keys(l).sort()).toEqual(['deliveryFee', 'loc_name', 'loc_plz', 'min_bestellwert']);
        expect(l.loc_plz).toMatch(/^\d{5}$/);
        expect(l.min_bestellwert).toBeGreaterThanOrEqual(12);
        expect(l.min_bestellwert).toBeLessThanOrEqual(25);
      }
      // The demo zones deliver for free.
      expect(res.body).toContainEqual({ loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12, deliveryFee: 0 });
    });
  });

  describe('the menu rules select real rows', () => {
    it('has all nine categories populated', () => {
      const categories = new Set(menu.products.map((p) => p.category_id));
      expect([...categories].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('offers every product with a dressing range at least one dressing', () => {
      for (const p of menu.products.filter((x) => !isDirectAdd(x) && x.dressingGroup !== null)) {
        expect(dressingsFor(p, menu.dressings).length).toBeGreaterThan(0);
      }
      expect(dressingsFor(product(1), menu.dressings).map((d) => d.dressingName)).toEqual([
        'Joghurt-Kräuter-Dressing',
        'Balsamico-Dressing',
        'French-Dressing',
        'Essig & Öl',
      ]);
      expect(dressingsFor(product(59), menu.dressings).map((d) => d.dressingName)).toEqual(['Ketchup', 'Mayonnaise', 'Ketchup & Mayonnaise']);
      expect(dressingsFor(product(38), menu.dressings).map((d) => d.dressingName)).toEqual(['Jägersoße', 'Rahmsoße', 'Pfeffersoße']);
      expect(dressingsFor(product(39), menu.dressings).map((d) => d.dressingName)).toEqual(['Tzatziki', 'Knoblauchsoße', 'Cocktailsoße']);
      expect(dressingsFor(product(64), menu.dressings).map((d) => d.dressingName)).toEqual(['Pommes frites', 'Kroketten', 'Reis', 'Bratkartoffeln']);
    });

    it('offers pizza dips to 40/41 and calzone dips to 47', () => {
      expect(dipsFor(product(40), menu.dips).map((d) => d.dipID)).toEqual([1, 2, 3, 4]);
      expect(dipsFor(product(41), menu.dips).map((d) => d.dipID)).toEqual([1, 2, 3, 4]);
      expect(dipsFor(product(47), menu.dips).map((d) => d.dipID)).toEqual([8, 9, 10]);
    });

    it('offers extras to every product of categories 1 to 4', () => {
      for (const p of menu.products.filter((x) => x.category_id <= 4 && !isDirectAdd(x))) {
        expect(extrasFor(p, menu.extras).length).toBeGreaterThan(0);
      }
    });

    it('gives 40, 41 and 47 exactly one variant and 38/39 a serving choice', () => {
      for (const id of [40, 41, 47]) expect(variantsOf(id)).toHaveLength(1);
      expect(showsVariantSelector(product(40))).toBe(false);
      expect(variantsOf(38).length).toBeGreaterThan(0);
      expect(variantsOf(39).length).toBeGreaterThan(0);
      expect(variantsOf(59).map((v) => v.variant_name)).toEqual(['Klein', 'Groß']);
    });

    it('has one unavailable variant', () => {
      const unavailable = menu.variants.filter((v) => v.available === false);
      expect(unavailable).toHaveLength(1);
      expect(unavailable[0]).toMatchObject({ product_id: 19, variant_name: 'Familie 40×60 cm' });
    });

    it('lets every directly added product be ordered without any choice', () => {
      const catalog = buildPricingCatalog(menu);
      const direct = menu.products.filter(isDirectAdd);
      expect(direct.map((p) => p.productsID).sort((a, b) => a - b)).toEqual(
        [...DEMO_DIRECT_ADD_IDS, ...menu.products.filter((p) => [7, 8].includes(p.category_id)).map((p) => p.productsID)].sort((a, b) => a - b),
      );
      for (const p of direct) {
        expect(variantsOf(p.productsID)).toEqual([]);
        const priced = priceCart([buildDirectCartItem(p)], catalog);
        expect(priced).toMatchObject({ ok: true, subtotalCents: Math.round(p.normal_size_price * 100) });
      }
    });

    it('lets every popup product be ordered with the popup defaults (first variant, first required choice)', () => {
      const catalog = buildPricingCatalog(menu);
      for (const p of menu.products.filter((x) => !isDirectAdd(x))) {
        const variant = variantsOf(p.productsID)[0] ?? null;
        const required = dressingRequirement(p) !== null;
        const item = buildCartItem({
          product: p,
          variant,
          extras: [],
          dip: [],
          dressing: required ? dressingsFor(p, menu.dressings)[0].dressingName : '',
          quantity: 2,
        });
        expect({ id: p.productsID, result: priceCart([item], catalog) }).toMatchObject({ id: p.productsID, result: { ok: true } });
      }
    });
  });

  describe('GET /api/products/:id/details', () => {
    it('lists allergens and additives of a product', async () => {
      const res = await get('/api/products/8/details').expect(200);
      expect(res.body).toEqual({
        allergens: [
          { id: 1, allergen_name: 'A – Glutenhaltiges Getreide' },
          { id: 7, allergen_name: 'G – Milch (einschließlich Laktose)' },
        ],
        substances: [
          { id: 2, substance_name: '2 – mit Konservierungsstoff' },
          { id: 3, substance_name: '3 – mit Antioxidationsmittel' },
          { id: 8, substance_name: '8 – mit Phosphat' },
        ],
      });
    });

    it('returns empty lists for a product without allergens or additives', async () => {
      const res = await get('/api/products/72/details').expect(200);
      expect(res.body).toEqual({ allergens: [], substances: [] });
    });

    it('labels cola with colouring and caffeine', async () => {
      const res = await get('/api/products/67/details').expect(200);
      expect(res.body.substances.map((s: { substance_name: string }) => s.substance_name)).toEqual(['1 – mit Farbstoff', '11 – koffeinhaltig']);
    });

    it('answers 404 in German for an unknown product', async () => {
      const res = await get('/api/products/9999/details').expect(404);
      expect(res.body).toEqual({ success: false, message: 'Produkt nicht gefunden.' });
    });

    it.each(['abc', '1.5', '-3', '0', '99999999999', '1e3'])('answers 400 in German for id %s', async (id) => {
      const res = await get(`/api/products/${id}/details`).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Ungültige Produkt-ID.' });
    });
  });

  describe('service', () => {
    it('finds a location by postal code and place, ignoring case and blanks', async () => {
      const catalog = t.app.get(CatalogService);
      await expect(catalog.findLocation('35412', ' altenhain ')).resolves.toEqual({ loc_plz: '35412', loc_name: 'Altenhain', min_bestellwert: 15, deliveryFee: 0 });
      await expect(catalog.findLocation('35412', 'Nirgendwo')).resolves.toBeNull();
      await expect(catalog.findLocation('99999')).resolves.toBeNull();
      await expect(catalog.findLocation('abc')).resolves.toBeNull();
    });

    it('uses the strictest minimum of a shared postal code when no place is given', async () => {
      await t.dataSource.query(`UPDATE locations SET min_order_cents = 1700 WHERE name = 'Birkenau an der Lahn'`);
      await expect(t.app.get(CatalogService).findLocation('35412')).resolves.toMatchObject({ loc_name: 'Birkenau an der Lahn', min_bestellwert: 17 });
    });

    it('reprices from a change in the database at once, and the menu GETs follow its NOTIFY', async () => {
      await t.dataSource.query(`UPDATE products SET normal_size_price_cents = 777, available = false WHERE id = 10`);
      const catalog = (await t.app.get(CatalogService).forOrders()).pricing;
      expect(catalog.products.get(10)).toMatchObject({ normal_size_price: 7.77, available: false });
      const deadline = Date.now() + 10_000;
      let product: Product | undefined;
      do {
        product = (await get('/api/products').expect(200)).body.find((p: Product) => p.productsID === 10);
      } while (product?.normal_size_price !== 7.77 && Date.now() < deadline);
      expect(product).toMatchObject({ normal_size_price: 7.77, available: false });
    });

    it('does not seed again when products exist', async () => {
      const before = await t.dataSource.query('SELECT (SELECT COUNT(*) FROM products) AS p, (SELECT COUNT(*) FROM vouchers) AS v');
      await seedDemoMenu(t.dataSource);
      await expect(t.dataSource.query('SELECT (SELECT COUNT(*) FROM products) AS p, (SELECT COUNT(*) FROM vouchers) AS v')).resolves.toEqual(before);
    });

    it('hands out fresh ids after the seed', async () => {
      const [{ id }] = await t.dataSource.query(`INSERT INTO products (name, normal_size_price_cents, category_id) VALUES ('Testprodukt', 100, 2) RETURNING id`);
      expect(id).toBe(86);
    });
  });
});
