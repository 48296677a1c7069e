import { MENU_HIDDEN_REASONS, buildCartItem, buildDirectCartItem, type Product, type ProductVariant } from '@pizzeria/domain';
import request from 'supertest';
import { OPEN_MONDAY_EVENING } from './support/orders';
import { createTestApp, type TestApp } from './support/test-app';

/** The owner's menu calls against the real database: success, 401, refusals that change nothing, the change log. */
describe('admin menu calls', () => {
  let t: TestApp;
  let token: string;
  const api = () => request(t.baseUrl);
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  const products = async (): Promise<Product[]> => (await api().get('/api/products').expect(200)).body;
  const variants = async (): Promise<ProductVariant[]> => (await api().get('/api/productVariants').expect(200)).body;
  const auditCount = async () => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM audit_log`))[0].n);
  const lastAudit = async () => (await t.dataSource.query(`SELECT actor, action, target, details FROM audit_log ORDER BY id DESC LIMIT 1`))[0];
  const validate = (cartItems: unknown[], total: number) =>
    api().post('/api/checkout/validate').send({ cartItems, totalPriceShoppingCart: total, discountAmount: 0, deliveryMethod: 'abholung' });

  beforeAll(async () => {
    t = await createTestApp({ now: OPEN_MONDAY_EVENING });
    token = await t.login();
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/admin/products'],
    ['patch', '/api/admin/products/7'],
    ['delete', '/api/admin/products/7'],
    ['post', '/api/admin/product-variants'],
    ['post', '/api/admin/extras'],
    ['post', '/api/admin/dressings'],
    ['post', '/api/admin/dips'],
    ['post', '/api/admin/categories'],
    ['get', '/api/admin/categories'],
    ['post', '/api/admin/locations'],
    ['get', '/api/admin/locations'],
    ['get', '/api/admin/menu'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    const res = await api()[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('creates a product with "Sauce erforderlich" that behaves like 38/39, through the menu and the repricing', async () => {
    const before = await auditCount();
    const created = await auth(api().post('/api/admin/products')).send({
      productsName: 'Putenschnitzel',
      productsDescription: 'Paniert, mit Soße nach Wahl',
      normal_size_price: 14.5,
      category_id: 5,
      dressingGroup: 'schnitzel-schwein',
      requiredChoice: 'sauce',
      lineDetail: 'sauce-and-variant',
      allergens: 'AC',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      productsName: 'Putenschnitzel',
      normal_size_price: 14.5,
      category_id: 5,
      category_name: 'Fleischgerichte',
      available: true,
      priceFrom: 'product',
      requiredChoice: 'sauce',
      dressingGroup: 'schnitzel-schwein',
      allergens: 'AC',
      own: { requiredChoice: 'sauce', priceFrom: null },
    });
    const id = created.body.productsID;
    const variant = await auth(api().post('/api/admin/product-variants')).send({ product_id: id, variant_name: 'mit Reis', price: 14.5 }).expect(201);
    expect(variant.body).toMatchObject({ product_id: id, variant_name: 'mit Reis', price: 14.5, available: true });
    expect(await auditCount()).toBe(before + 2);
    expect(await lastAudit()).toMatchObject({ actor: 'admin', action: 'product-variants.create' });

    const product = (await products()).find((p) => p.productsID === id)!;
    expect(product).toMatchObject({ requiredChoice: 'sauce', addDirectly: false });
    const v = (await variants()).find((x) => x.product_id === id)!;
    const withoutSauce = buildCartItem({ product, variant: v, extras: [], dip: [], dressing: '', quantity: 1 });
    expect((await validate([withoutSauce], 14.5).expect(400)).body.message).toBe('Bitte wähle eine Sauce aus.');
    const withSauce = { ...withoutSauce, dressing: 'Rahmsoße' };
    expect((await validate([withSauce], 14.5).expect(200)).body).toMatchObject({ success: true, totalPriceShoppingCart: 14.5 });
  });

  it('gives a new drink its category default: added directly', async () => {
    const res = await auth(api().post('/api/admin/products')).send({ productsName: 'Limo 0,33 l', normal_size_price: 2.5, category_id: 7 }).expect(201);
    expect(res.body).toMatchObject({ addDirectly: true, own: { addDirectly: null } });
    await validate([buildDirectCartItem(res.body)], 2.5).expect(200);
  });

  it('keeps a new pizza off the public menu until it has a size with a price; the editor is told why', async () => {
    const created = await auth(api().post('/api/admin/products')).send({ productsName: 'Pizza Bella Notte', normal_size_price: 7.5, category_id: 2 }).expect(201);
    const id = created.body.productsID;
    expect(created.body).toMatchObject({ priceFrom: 'variant', hiddenReason: MENU_HIDDEN_REASONS.noSize });
    expect((await products()).some((p) => p.productsID === id)).toBe(false);
    const editable = (await auth(api().get('/api/admin/menu')).expect(200)).body;
    expect(editable.products.find((p: Product) => p.productsID === id)).toMatchObject({ hiddenReason: MENU_HIDDEN_REASONS.noSize });
    // Not orderable either: a cart naming it is refused, whatever the browser shows.
    const direct = buildDirectCartItem({ ...created.body, addDirectly: true });
    expect((await validate([direct], 7.5).expect(409)).body.message).toBe('Pizza Bella Notte gibt es leider nicht mehr.');

    const size = await auth(api().post('/api/admin/product-variants')).send({ product_id: id, variant_name: 'Klein Ø 26 cm', price: 8.2 }).expect(201);
    expect((await products()).find((p) => p.productsID === id)).toMatchObject({ productsName: 'Pizza Bella Notte' });
    expect((await variants()).filter((v) => v.product_id === id)).toEqual([expect.objectContaining({ product_variantsID: size.body.product_variantsID, price: 8.2 })]);
    expect((await auth(api().get(`/api/admin/menu`)).expect(200)).body.products.find((p: Product) => p.productsID === id).hiddenReason).toBeNull();
    await auth(api().delete(`/api/admin/products/${id}`)).expect(200);
  });

  it.each([
    [{ productsName: 'X', normal_size_price: 0, category_id: 2 }, 'Der Preis muss zwischen 0,01 € und 999,99 € liegen.'],
    [{ productsName: 'X', normal_size_price: 1000, category_id: 2 }, 'Der Preis muss zwischen 0,01 € und 999,99 € liegen.'],
    [{ productsName: 'X'.repeat(61), normal_size_price: 5, category_id: 2 }, 'Der Name muss 1 bis 60 Zeichen lang sein.'],
    [{ productsName: '', normal_size_price: 5, category_id: 2 }, 'Der Name muss 1 bis 60 Zeichen lang sein.'],
    [{ productsName: 'X', normal_size_price: 5, category_id: 99 }, 'Diese Kategorie gibt es nicht.'],
    [{ normal_size_price: 5, category_id: 2 }, 'Bitte den Namen angeben.'],
    [{ productsName: 'X', normal_size_price: 5, category_id: 2, requiredChoice: 'ketchup' }, 'Pflichtauswahl: "dressing", "sauce" oder keine.'],
  ])('refuses a product %p with 400 and changes nothing', async (body, message) => {
    const [before, audits] = [(await products()).length, await auditCount()];
    const res = await auth(api().post('/api/admin/products')).send(body).expect(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await products()).length).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  it("edits a product's menu number: shown on the menu, a taken number refused naming its product, null clears it", async () => {
    const audits = await auditCount();
    await auth(api().patch('/api/admin/products/8')).send({ menuNumber: 500 }).expect(200);
    expect((await products()).find((p) => p.productsID === 8)!.menuNumber).toBe(500);
    const taken = await auth(api().patch('/api/admin/products/9')).send({ menuNumber: 500 }).expect(400);
    expect(taken.body.message).toBe('Die Nummer 500 hat schon „Pizza Salami“. Bitte eine andere Nummer wählen.');
    await auth(api().post('/api/admin/products')).send({ productsName: 'Pizza Neu', normal_size_price: 9, category_id: 2, menuNumber: 500 }).expect(400);
    await auth(api().patch('/api/admin/products/9')).send({ menuNumber: 0 }).expect(400);
    expect(await auditCount()).toBe(audits + 1);
    await auth(api().patch('/api/admin/products/8')).send({ menuNumber: null }).expect(200);
    expect((await products()).find((p) => p.productsID === 8)!.menuNumber).toBeNull();
  });

  it('refuses a price edit out of range and leaves the price as it was', async () => {
    await auth(api().patch('/api/admin/products/7')).send({ normal_size_price: -1 }).expect(400);
    await auth(api().patch('/api/admin/product-variants/1')).send({ price: 0 }).expect(400);
    expect((await products()).find((p) => p.productsID === 7)!.normal_size_price).toBe(7.5);
    await auth(api().patch('/api/admin/products/99999')).send({ normal_size_price: 5 }).expect(404);
  });

  it('marks a product sold out: listed with available false, refused for orders with 409 naming it', async () => {
    const cola = (await products()).find((p) => p.productsID === 67)!;
    const res = await auth(api().patch('/api/admin/products/67')).send({ available: false }).expect(200);
    expect(res.body).toMatchObject({ productsID: 67, available: false, soldOutUntil: null });
    expect((await products()).find((p) => p.productsID === 67)).toMatchObject({ available: false });
    const refused = await validate([buildDirectCartItem(cola)], cola.normal_size_price).expect(409);
    expect(refused.body).toMatchObject({ message: 'Coca-Cola 1,0 l ist leider ausverkauft.', changes: [{ index: 0, productName: 'Coca-Cola 1,0 l', soldOut: true }] });
    expect(await lastAudit()).toMatchObject({
      action: 'products.update',
      target: 'Produkt 67 (Coca-Cola 1,0 l)',
      details: { changes: [{ field: 'available', from: true, to: false }] },
    });
    await auth(api().patch('/api/admin/products/67')).send({ available: true }).expect(200);
    await validate([buildDirectCartItem(cola)], cola.normal_size_price).expect(200);
  });

  it('marks an option sold out "bis morgen": it clears itself when the next service day begins (the owner’s dayBoundary)', async () => {
    // Monday 2 March: with the default 05:00 the next service day begins Tuesday 05:00 Berlin, 04:00 UTC.
    const res = await auth(api().patch('/api/admin/dressings/9')).send({ soldOutUntil: 'next-service-day' }).expect(200);
    expect(res.body).toMatchObject({ dressingID: 9, dressingName: 'Rahmsoße', available: false, soldOutUntil: '2026-03-03T04:00:00.000Z' });
    const dressingAt = async (now: string) => {
      const later = await createTestApp({ now, env: { DATABASE_URL: t.databaseUrl } });
      try {
        const dressings = (await request(later.baseUrl).get('/api/dressing').expect(200)).body;
        return dressings.find((d: { dressingID: number }) => d.dressingID === 9);
      } finally {
        await later.close();
      }
    };
    expect(await dressingAt('2026-03-03T03:30:00Z')).toMatchObject({ available: false });
    expect(await dressingAt('2026-03-03T04:00:01Z')).toMatchObject({ available: true, soldOutUntil: null });

    // With the day changing at 04:00, "bis morgen" ends an hour earlier.
    await auth(api().patch('/api/admin/settings'))
      .send({ serviceDay: { dayBoundary: '04:00' } })
      .expect(200);
    try {
      const earlier = await auth(api().patch('/api/admin/dressings/9')).send({ soldOutUntil: 'next-service-day' }).expect(200);
      expect(earlier.body).toMatchObject({ soldOutUntil: '2026-03-03T03:00:00.000Z' });
    } finally {
      await auth(api().patch('/api/admin/settings'))
        .send({ serviceDay: { dayBoundary: '05:00' } })
        .expect(200);
    }
    await auth(api().patch('/api/admin/dressings/9')).send({ available: true }).expect(200);
  });

  it('takes a product off the menu; a cart still holding it is told so', async () => {
    const tiramisu = (await products()).find((p) => p.productsID === 42)!;
    await auth(api().delete('/api/admin/products/42')).expect(200, { success: true });
    expect((await products()).some((p) => p.productsID === 42)).toBe(false);
    const [{ name }] = await t.dataSource.query(`SELECT name FROM products WHERE id = 42`);
    expect(name).toBe('Tiramisu');
    const refused = await validate([buildDirectCartItem(tiramisu)], tiramisu.normal_size_price).expect(409);
    expect(refused.body.message).toBe('Tiramisu gibt es leider nicht mehr.');
    await auth(api().patch('/api/admin/products/42')).send({ productsName: 'Neu' }).expect(404);
  });

  it('edits extras, dressings and dips with their groups and sold-out switches', async () => {
    const extra = await auth(api().post('/api/admin/extras')).send({ categoryID: 2, extra_name: 'Trüffel', price: 3.5, allergens: '' }).expect(201);
    expect(extra.body).toMatchObject({ categoryID: 2, extra_name: 'Trüffel', price: 3.5, available: true });
    await auth(api().patch(`/api/admin/extras/${extra.body.extraID}`))
      .send({ available: false })
      .expect(200);
    const dressing = await auth(api().post('/api/admin/dressings')).send({ dressingName: 'Senf-Dressing', group: 'salat' }).expect(201);
    expect(dressing.body).toMatchObject({ dressingName: 'Senf-Dressing', group: 'salat' });
    const dip = await auth(api().post('/api/admin/dips')).send({ dipName: 'Aioli', price: 1.2, group: 'pizza' }).expect(201);
    expect(dip.body).toMatchObject({ dipName: 'Aioli', dipID: 11, price: 1.2, group: 'pizza' });
    await auth(api().post('/api/admin/dips')).send({ dipName: 'Doppelt', price: 1, group: 'pizza', dipID: 11 }).expect(400);
    await auth(api().delete(`/api/admin/dips/${dip.body.dipsID}`)).expect(200);
    expect((await api().get('/api/dips')).body.some((d: { dipName: string }) => d.dipName === 'Aioli')).toBe(false);
    await auth(api().post('/api/admin/extras')).send({ categoryID: 2, extra_name: 'Teuer', price: 1000 }).expect(400);
  });

  it('creates, lists, edits and removes categories and delivery locations', async () => {
    const category = await auth(api().post('/api/admin/categories')).send({ categoriesName: 'Burger', sortOrder: 20, offersExtras: true }).expect(201);
    expect(category.body).toMatchObject({ categoriesName: 'Burger', sortOrder: 20, offersExtras: true, addDirectly: false, priceFrom: 'variant' });
    expect((await auth(api().get('/api/admin/categories')).expect(200)).body.map((c: { categoriesID: number }) => c.categoriesID)).toContain(category.body.categoriesID);
    expect((await api().get('/api/categories')).body).toContainEqual({
      categoriesID: category.body.categoriesID,
      categoriesName: 'Burger',
      vatRate: 7,
      illustration: 'pizza',
      variantLabel: 'Größe',
      optionLabel: 'Sauce',
    });
    expect(category.body).toMatchObject({ countsForKitchenCapacity: false });
    await auth(api().delete('/api/admin/categories/2')).expect(409);
    await auth(api().delete(`/api/admin/categories/${category.body.categoriesID}`)).expect(200);

    const location = await auth(api().post('/api/admin/locations')).send({ loc_plz: '35421', loc_name: 'Kirchdorf', min_bestellwert: 30 }).expect(201);
    expect(location.body).toEqual({ id: expect.any(Number), loc_plz: '35421', loc_name: 'Kirchdorf', min_bestellwert: 30, deliveryFee: 0 });
    await auth(api().post('/api/admin/locations'))
      .send({ loc_plz: '3542', loc_name: 'Kurz', min_bestellwert: 10 })
      .expect(400, { success: false, message: 'Die Postleitzahl muss aus fünf Ziffern bestehen.', field: 'loc_plz' });
    await auth(api().post('/api/admin/locations')).send({ loc_plz: '35421', loc_name: 'Kirchdorf', min_bestellwert: 10 }).expect(400);
    await auth(api().patch(`/api/admin/locations/${location.body.id}`))
      .send({ min_bestellwert: 25 })
      .expect(200);
    expect((await api().get('/api/locations')).body).toContainEqual({ loc_plz: '35421', loc_name: 'Kirchdorf', min_bestellwert: 25, deliveryFee: 0 });
    await auth(api().delete(`/api/admin/locations/${location.body.id}`)).expect(200);
    expect((await auth(api().get('/api/admin/locations'))).body.some((l: { loc_name: string }) => l.loc_name === 'Kirchdorf')).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'locations.delete', target: expect.stringContaining('Liefergebiet') });
  });

  it('serves the seeded category presentation that reproduces the demo menu', async () => {
    const categories = (await api().get('/api/categories').expect(200)).body as {
      categoriesID: number;
      illustration: string;
      variantLabel: string;
      optionLabel: string;
    }[];
    expect(categories.map((c) => [c.categoriesID, c.illustration, c.variantLabel, c.optionLabel])).toEqual([
      [1, 'salad', 'Größe', 'Sauce'],
      [2, 'pizza', 'Größe', 'Sauce'],
      [3, 'calzone', 'Größe', 'Sauce'],
      [4, 'pasta', 'Größe', 'Sauce'],
      [5, 'meat', 'Beilage', 'Beilage'],
      [6, 'extras', 'Größe', 'Sauce'],
      [7, 'soft-drink', 'Größe', 'Sauce'],
      [8, 'alcoholic-drink', 'Größe', 'Sauce'],
      [9, 'dessert', 'Größe', 'Sauce'],
    ]);
    const admin = (await auth(api().get('/api/admin/categories')).expect(200)).body as { categoriesID: number; countsForKitchenCapacity: boolean }[];
    expect(admin.filter((c) => c.countsForKitchenCapacity).map((c) => c.categoriesID)).toEqual([2, 3]);
  });

  it('changes a category’s picture, popup labels and kitchen capacity mark, served at once and logged', async () => {
    await auth(api().patch('/api/admin/categories/9'))
      .send({ illustration: 'calzone', variantLabel: '  Portion ', optionLabel: 'Topping', countsForKitchenCapacity: true })
      .expect(200);
    const dessert = ((await api().get('/api/categories')).body as { categoriesID: number }[]).find((c) => c.categoriesID === 9);
    expect(dessert).toMatchObject({ illustration: 'calzone', variantLabel: 'Portion', optionLabel: 'Topping' });
    expect(
      ((await auth(api().get('/api/admin/categories'))).body as { categoriesID: number; countsForKitchenCapacity: boolean }[]).find((c) => c.categoriesID === 9),
    ).toMatchObject({
      countsForKitchenCapacity: true,
    });
    expect(await lastAudit()).toMatchObject({ action: 'categories.update', target: expect.stringContaining('Desserts') });
    await auth(api().patch('/api/admin/categories/9'))
      .send({ illustration: 'dessert', variantLabel: 'Größe', optionLabel: 'Sauce', countsForKitchenCapacity: false })
      .expect(200);
  });

  it.each([
    [{ illustration: 'einhorn' }, 'Bitte ein Bild aus der Liste wählen.'],
    [{ illustration: null }, 'Bitte ein Bild aus der Liste wählen.'],
    [{ variantLabel: '' }, 'Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.'],
    [{ variantLabel: '   ' }, 'Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.'],
    [{ variantLabel: 'X'.repeat(31) }, 'Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.'],
    [{ optionLabel: 5 }, 'Die Bezeichnung der freiwilligen Sauce muss 1 bis 30 Zeichen lang sein.'],
    [{ countsForKitchenCapacity: 'ja' }, 'Ungültiger Schalter (true oder false).'],
  ])('refuses the category edit %j with its German message and changes nothing', async (body, message) => {
    const before = (await api().get('/api/categories')).body;
    const audits = await auditCount();
    await auth(api().patch('/api/admin/categories/5'))
      .send(body)
      .expect(400, { success: false, message, field: Object.keys(body)[0] });
    expect((await api().get('/api/categories')).body).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('GET /api/admin/menu gives the whole editable menu with own settings and option groups', async () => {
    const res = await auth(api().get('/api/admin/menu')).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['categories', 'dips', 'dressings', 'extras', 'groups', 'locations', 'productVariants', 'products']);
    expect(res.body.groups).toEqual({ dressing: ['beilage', 'pommes', 'salat', 'schnitzel-haehnchen', 'schnitzel-schwein'], dip: ['calzone', 'pizza'] });
    expect(res.body.products.find((p: { productsID: number }) => p.productsID === 38)).toMatchObject({
      own: { requiredChoice: 'sauce', dressingGroup: 'schnitzel-schwein' },
      requiredChoice: 'sauce',
      allergens: expect.any(String),
    });
    expect(res.body.productVariants.some((v: { available: boolean }) => v.available === false)).toBe(true);
  });
});
