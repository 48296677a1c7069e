import {
  buildCartItem,
  buildDirectCartItem,
  cartSubtotalCents,
  fromCents,
  type CartItem,
  type Dip,
  type Dressing,
  type Extra,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import request from 'supertest';
import { CheckoutService } from '../src/checkout/checkout.service';
import { VoucherService } from '../src/checkout/voucher.service';
import { createTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const NOW = '2026-11-20T18:00:00.000Z';

describe('checkout API', () => {
  let t: TestApp;
  let products: Product[];
  let variants: ProductVariant[];
  let extras: Extra[];
  let dressings: Dressing[];
  let dips: Dip[];

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const get = (path: string) =>
      request(t.baseUrl)
        .get(path)
        .then((r) => r.body);
    [products, variants, extras, dressings, dips] = await Promise.all(
      ['/api/products', '/api/productVariants', '/api/productsExtra', '/api/dressing', '/api/dips'].map(get),
    );
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) =>
    request(t.baseUrl)
      .post(path)
      .send(body as object);
  const product = (id: number) => products.find((p) => p.productsID === id)!;
  const variant = (productId: number, name: string) => variants.find((v) => v.product_id === productId && v.variant_name === name)!;
  const dressing = (name: string) => dressings.find((d) => d.dressingName === name)!.dressingName;
  const line = (productId: number, opts: { variant?: string; extras?: string[]; dip?: string[]; dressing?: string; quantity?: number } = {}): CartItem => {
    const p = product(productId);
    return buildCartItem({
      product: p,
      variant: opts.variant ? variant(productId, opts.variant) : null,
      extras: (opts.extras ?? []).map((name) => extras.find((e) => e.categoryID === p.category_id && e.extra_name === name)!),
      dip: (opts.dip ?? []).map((name) => dips.find((d) => d.dipName === name)!),
      dressing: opts.dressing ?? '',
      quantity: opts.quantity ?? 1,
    });
  };
  const total = (items: CartItem[]) => fromCents(cartSubtotalCents(items));
  const addVoucher = (sql: string) =>
    t.dataSource.query(`INSERT INTO vouchers (code, kind, value, min_order_cents, valid_from, valid_until, usage_limit, used_count, active) VALUES ${sql}`);

  describe('POST /api/checkout/applyVoucher', () => {
    beforeAll(() =>
      addVoucher(`
        ('ALT', 'percent', 20, 0, NULL, '2026-11-20T17:59:59Z', NULL, 0, true),
        ('BALD', 'fixed', 500, 0, '2026-11-20T18:00:01Z', NULL, NULL, 0, true),
        ('HEUTE', 'fixed', 500, 0, '2026-11-20T17:00:00Z', '2026-11-20T18:00:00Z', NULL, 0, true),
        ('AUS', 'percent', 50, 0, NULL, NULL, NULL, 0, false),
        ('VERBRAUCHT', 'fixed', 200, 0, NULL, NULL, 3, 3, true),
        ('RIESIG', 'fixed', 5000, 0, NULL, NULL, NULL, 0, true)`),
    );

    it('previews a percent voucher on the cart sum', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'PIZZA10', totalPrice: 23.45 }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Gutschein PIZZA10 aktiv', discountAmount: 2.35 });
    });

    it('accepts the code in any case and with blanks, naming it in upper case', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: ' pizza10 ', totalPrice: 20 }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Gutschein PIZZA10 aktiv', discountAmount: 2 });
    });

    it('previews a fixed voucher', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'willkommen', totalPrice: 25 }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Gutschein WILLKOMMEN aktiv', discountAmount: 3 });
    });

    it('never discounts more than the cart sum', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'RIESIG', totalPrice: 12.5 }).expect(200);
      expect(res.body).toMatchObject({ success: true, discountAmount: 12.5 });
    });

    it.each([
      ['an unknown code', 'GIBTSNICHT'],
      ['an expired code', 'ALT'],
      ['a code not valid yet', 'BALD'],
      ['an inactive code', 'AUS'],
      ['a used-up code', 'VERBRAUCHT'],
      ['an empty code', ''],
    ])('answers success false for %s', async (_label, code) => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: code, totalPrice: 30 }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'Gutschein ungültig oder abgelaufen', discountAmount: 0 });
    });

    it('judges validity by the shop clock (valid until exactly now)', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'HEUTE', totalPrice: 30 }).expect(200);
      expect(res.body).toMatchObject({ success: true, discountAmount: 5 });
    });

    it('names the minimum order value when the cart is below it', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'PIZZA10', totalPrice: 14.99 }).expect(200);
      expect(res.body).toEqual({ success: false, message: 'Gutschein erst ab 15,00 € Bestellwert gültig', discountAmount: 0 });
    });

    it('answers success false for an empty cart', async () => {
      const res = await post('/api/checkout/applyVoucher', { voucherCode: 'RIESIG', totalPrice: 0 }).expect(200);
      expect(res.body.success).toBe(false);
    });

    it.each([
      [{ voucherCode: 'PIZZA10', totalPrice: '20' }, 'Ungültiger Warenkorbwert.'],
      [{ voucherCode: 'PIZZA10', totalPrice: -1 }, 'Ungültiger Warenkorbwert.'],
      [{ voucherCode: 'PIZZA10', totalPrice: 12.345 }, 'Ungültiger Warenkorbwert.'],
      [{ voucherCode: 'PIZZA10' }, 'Ungültiger Warenkorbwert.'],
      [{ totalPrice: 20 }, 'Bitte einen Gutscheincode angeben.'],
      [{ voucherCode: 42, totalPrice: 20 }, 'Bitte einen Gutscheincode angeben.'],
      [{ voucherCode: 'X'.repeat(10_000), totalPrice: 20 }, 'Der Gutscheincode darf höchstens 10 Zeichen lang sein.'],
    ])('rejects malformed input %# with 400 in German', async (body, message) => {
      const res = await post('/api/checkout/applyVoucher', body).expect(400);
      expect(res.body).toEqual({ success: false, message, field: message.includes('Gutscheincode') ? 'voucherCode' : 'totalPrice' });
    });
  });

  it('limits voucher checks per client IP: the 31st within a minute gets 429 in German, logins are counted apart', async () => {
    const fresh = await createTestApp({ now: NOW });
    try {
      const check = (i: number) =>
        request(fresh.baseUrl)
          .post('/api/checkout/applyVoucher')
          .send({ voucherCode: `RATE${i}`, totalPrice: 20 });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await check(i)).status);
      expect(statuses).toEqual(Array(30).fill(200));
      const refused = await check(30);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { success: false, message: 'Zu viele Gutscheinabfragen. Bitte warten Sie eine Minute.' },
      });
      await request(fresh.baseUrl).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    } finally {
      await fresh.close();
    }
  });

  describe('VoucherService.redeem', () => {
    it('counts uses and refuses the use beyond the limit with 409', async () => {
      await addVoucher(`('EINMAL', 'fixed', 100, 0, NULL, NULL, 1, 0, true)`);
      const vouchers = t.app.get(VoucherService);
      const evaluation = await vouchers.evaluate('einmal', 2000, new Date(NOW));
      expect(evaluation).toMatchObject({ ok: true, discountCents: 100 });
      const id = evaluation.voucherId!;
      await t.dataSource.transaction((manager) => vouchers.redeem(manager, id));
      await expect(t.dataSource.transaction((manager) => vouchers.redeem(manager, id))).rejects.toMatchObject({
        status: 409,
        message: 'Gutschein ungültig oder abgelaufen',
      });
      const [{ used_count }] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE id = $1`, [id]);
      expect(used_count).toBe(1);
      await expect(vouchers.evaluate('EINMAL', 2000, new Date(NOW))).resolves.toEqual({ ok: false, message: 'Gutschein ungültig oder abgelaufen' });
    });

    it('lets only one of two concurrent orders take the last use', async () => {
      await addVoucher(`('LETZTER', 'fixed', 100, 0, NULL, NULL, 5, 4, true)`);
      const vouchers = t.app.get(VoucherService);
      const { voucherId } = await vouchers.evaluate('LETZTER', 2000, new Date(NOW));
      const results = await Promise.allSettled([1, 2, 3].map(() => t.dataSource.transaction((manager) => vouchers.redeem(manager, voucherId!))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [{ used_count }] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'LETZTER'`);
      expect(used_count).toBe(5);
    });

    it('leaves the count untouched when the order transaction rolls back', async () => {
      await addVoucher(`('ROLLBACK', 'fixed', 100, 0, NULL, NULL, 1, 0, true)`);
      const vouchers = t.app.get(VoucherService);
      const { voucherId } = await vouchers.evaluate('ROLLBACK', 2000, new Date(NOW));
      await expect(
        t.dataSource.transaction(async (manager) => {
          await vouchers.redeem(manager, voucherId!);
          throw new Error('Bestellung fehlgeschlagen');
        }),
      ).rejects.toThrow('Bestellung fehlgeschlagen');
      const [{ used_count }] = await t.dataSource.query(`SELECT used_count FROM vouchers WHERE code = 'ROLLBACK'`);
      expect(used_count).toBe(0);
    });
  });

  describe('POST /api/checkout/validate', () => {
    const validCart = (): CartItem[] => [
      line(7, { variant: 'Groß Ø 32 cm', extras: ['Extra Käse', 'Rucola'], quantity: 2 }),
      line(1, { variant: 'Groß', dressing: 'Balsamico-Dressing' }),
      line(38, { variant: 'mit Kroketten', dressing: 'Rahmsoße' }),
      line(40, { dip: ['Chili-Dip'] }),
      line(47, { variant: '4 Stück', dip: ['Sauce Hollandaise'] }),
      line(51, { extras: ['Garnelen'] }),
      line(59, { variant: 'Groß', dressing: 'Ketchup & Mayonnaise' }),
      line(64, { dressing: dressing('Bratkartoffeln') }),
      buildDirectCartItem(product(67)),
      buildDirectCartItem(product(42)),
    ];
    const validate = (cartItems: unknown, extra: Record<string, unknown> = {}) =>
      post('/api/checkout/validate', {
        cartItems,
        totalPriceShoppingCart: Array.isArray(cartItems) ? total(cartItems as CartItem[]) : 0,
        discountAmount: 0,
        ...extra,
      });

    it('confirms a cart whose totals match the catalog', async () => {
      const cart = validCart();
      const expected = (9.5 + 1.5 + 1.2) * 2 + 8.9 + 13.9 + 5.5 + 1 + 6.5 + 1.5 + 10.5 + 3.5 + 4.9 + 22.9 + 3.9 + 4.9;
      expect(total(cart)).toBeCloseTo(expected, 2);
      const res = await validate(cart).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'OK',
        totalPriceShoppingCart: total(cart),
        discountAmount: 0,
        finalTotal: total(cart),
        deposit: 0,
        deliveryFee: 0,
      });
    });

    it('applies a voucher the client announced', async () => {
      const cart = validCart();
      const discount = fromCents(Math.round(cartSubtotalCents(cart) / 10));
      const res = await validate(cart, { discountCode: 'pizza10', discountAmount: discount }).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        discountAmount: discount,
        finalTotal: fromCents(cartSubtotalCents(cart) - Math.round(cartSubtotalCents(cart) / 10)),
      });
    });

    it('tolerates a difference of one cent', async () => {
      const cart = validCart();
      await validate(cart, { totalPriceShoppingCart: total(cart) + 0.01 }).expect(200);
    });

    it('refuses a tampered total with 409 and the server figures', async () => {
      const cart = validCart();
      const res = await validate(cart, { totalPriceShoppingCart: total(cart) - 5 }).expect(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.',
        totalPriceShoppingCart: total(cart),
        discountAmount: 0,
        finalTotal: total(cart),
        deposit: 0,
        deliveryFee: 0,
      });
    });

    it('refuses a discount without a voucher with 409', async () => {
      const cart = validCart();
      await validate(cart, { discountAmount: 5 }).expect(409);
    });

    it('ignores tampered line prices and names and recomputes them', async () => {
      const honest = validCart();
      const tampered = honest.map((item) => ({
        ...item,
        productName: 'Gratis',
        variantPrice: 0.01,
        totalPrice: 0.01,
        extras: item.extras.map((e) => ({ ...e, price: 0 })),
      }));
      const res = await validate(tampered, { totalPriceShoppingCart: total(honest) }).expect(200);
      expect(res.body.totalPriceShoppingCart).toBe(total(honest));
      await validate(tampered, { totalPriceShoppingCart: total(tampered) }).expect(409);
    });

    it('returns lines with catalog names and prices from CheckoutService.quote', async () => {
      const cart = validCart().map((item) => ({ ...item, productName: 'Gratis', totalPrice: 0 }));
      const quote = await t.app.get(CheckoutService).quote({ cartItems: cart, discountCode: 'WILLKOMMEN', now: new Date(NOW) });
      expect(quote.lines[0].item).toMatchObject({ productName: 'Pizza Margherita', variantName: 'Groß Ø 32 cm', totalPrice: 24.4 });
      expect(quote.lines[0]).toMatchObject({ unitCents: 1220, totalCents: 2440 });
      expect(quote.subtotalCents).toBe(cartSubtotalCents(validCart()));
      expect(quote.discountCents).toBe(300);
      expect(quote.totalCents).toBe(quote.subtotalCents - 300);
      const [{ id }] = await t.dataSource.query(`SELECT id FROM vouchers WHERE code = 'WILLKOMMEN'`);
      expect(quote.voucherId).toBe(id);
      const plain = await t.app.get(CheckoutService).quote({ cartItems: cart, discountCode: '  ', now: new Date(NOW) });
      expect(plain).toMatchObject({ discountCents: 0, voucherId: null });
    });

    it.each([
      [
        'a foreign extra',
        () => [{ ...line(7, { variant: 'Klein Ø 26 cm' }), extras: [extras.find((e) => e.categoryID === 4)!] }],
        'Ein gewähltes Extra passt nicht zu diesem Produkt.',
      ],
      ['a duplicate extra', () => [line(7, { variant: 'Klein Ø 26 cm', extras: ['Salami', 'Salami'] })], 'Ein gewähltes Extra passt nicht zu diesem Produkt.'],
      ['a calzone dip on a pizza', () => [{ ...line(40), dip: [dips.find((d) => d.dipID === 8)!] }], 'Ein gewählter Dip passt nicht zu diesem Produkt.'],
      [
        'a variant of another product',
        () => [{ ...line(7, { variant: 'Groß Ø 32 cm' }), variantID: variant(8, 'Groß Ø 32 cm').product_variantsID }],
        'Diese Variante ist nicht verfügbar.',
      ],
      ['a salad without dressing', () => [line(1, { variant: 'Klein' })], 'Bitte wähle ein Dressing aus.'],
      ['product 38 without sauce', () => [line(38, { variant: 'mit Pommes frites' })], 'Bitte wähle eine Sauce aus.'],
      [
        'product 39 with a sauce of 38',
        () => [line(39, { variant: 'mit Pommes frites', dressing: 'Jägersoße' })],
        'Das gewählte Dressing bzw. die Sauce passt nicht zu diesem Produkt.',
      ],
      ['an unknown product', () => [{ ...buildDirectCartItem(product(67)), productID: 999 }], 'Ein Produkt im Warenkorb gibt es nicht (mehr).'],
    ])('refuses %s with 400', async (_label, cart, message) => {
      const res = await validate(cart()).expect(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('refuses a sold-out product or variant with 409, naming it, and lists the line', async () => {
      await t.dataSource.query(`UPDATE products SET available = false WHERE id = 45`);
      const cart = [buildDirectCartItem(product(67)), buildDirectCartItem(product(45))];
      const res = await validate(cart).expect(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Zitronensorbet ist leider ausverkauft.',
        changes: [{ index: 1, productName: 'Zitronensorbet', soldOut: true, message: 'Zitronensorbet ist leider ausverkauft.' }],
      });
      await t.dataSource.query(`UPDATE products SET available = true WHERE id = 45`);
      const variantRes = await validate([line(19, { variant: 'Familie 40×60 cm' })]).expect(409);
      expect(variantRes.body.message).toBe(`${product(19).productsName} (Familie 40×60 cm) ist leider ausverkauft.`);
    });

    it.each([0, 100, '3', 2.5, -1, null])('refuses quantity %p with 400', async (quantity) => {
      const res = await validate([{ ...buildDirectCartItem(product(67)), quantity }]).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Die Menge muss zwischen 1 und 99 liegen.', field: 'cartItems.0.quantity' });
    });

    it('refuses an invalid voucher code with 400', async () => {
      const res = await validate(validCart(), { discountCode: 'FALSCH' }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Gutschein ungültig oder abgelaufen' });
    });

    describe('delivery', () => {
      it('accepts a served place whose minimum the cart reaches', async () => {
        await validate(validCart(), { deliveryMethod: 'lieferung', postalCode: '35420', city: 'Hohenlinden' }).expect(200);
      });

      it('refuses a cart below the minimum order value', async () => {
        const cart = [buildDirectCartItem(product(67))];
        const res = await validate(cart, { deliveryMethod: 'lieferung', postalCode: '35410', city: 'Weidenfeld' }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Mindestbestellwert nicht erreicht.' });
      });

      it('refuses a place outside the delivery area', async () => {
        const res = await validate(validCart(), { deliveryMethod: 'lieferung', postalCode: '10115', city: 'Berlin' }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'An diese Postleitzahl bzw. diesen Ort liefern wir leider nicht.' });
      });

      it('requires a postal code for delivery but not for pickup', async () => {
        const res = await validate(validCart(), { deliveryMethod: 'lieferung' }).expect(400);
        expect(res.body.message).toBe('Bitte eine gültige Postleitzahl angeben.');
        await validate(validCart(), { deliveryMethod: 'abholung', postalCode: '', city: '' }).expect(200);
      });

      it('accepts the postal code as a number, like POST /api/orders, but no fraction', async () => {
        await validate(validCart(), { deliveryMethod: 'lieferung', postalCode: 35410, city: 'Weidenfeld' }).expect(200);
        const res = await validate(validCart(), { deliveryMethod: 'lieferung', postalCode: 35410.5, city: 'Weidenfeld' }).expect(400);
        expect(res.body.message).toBe('Bitte eine gültige Postleitzahl angeben.');
      });
    });

    it.each([
      ['no cart', () => ({ totalPriceShoppingCart: 1 }), 'Ungültiger Warenkorb.'],
      ['a cart that is not a list', () => ({ cartItems: 'alles', totalPriceShoppingCart: 1 }), 'Ungültiger Warenkorb.'],
      ['an empty cart', () => ({ cartItems: [], totalPriceShoppingCart: 0 }), 'Der Warenkorb ist leer.'],
      ['a cart of strings', () => ({ cartItems: ['Pizza'], totalPriceShoppingCart: 1 }), 'Ungültige Position im Warenkorb.'],
      ['a cart of nulls', () => ({ cartItems: [null], totalPriceShoppingCart: 1 }), 'Ungültige Position im Warenkorb.'],
      [
        'too many lines',
        () => ({ cartItems: Array.from({ length: 51 }, () => buildDirectCartItem(product(67))), totalPriceShoppingCart: 1 }),
        'Der Warenkorb enthält zu viele Positionen.',
      ],
      ['a huge line array', () => ({ cartItems: Array.from({ length: 5000 }, () => ({})), totalPriceShoppingCart: 1 }), 'Der Warenkorb enthält zu viele Positionen.'],
      [
        'a 10 kB product name',
        () => ({ cartItems: [{ ...buildDirectCartItem(product(67)), productName: 'x'.repeat(10_000) }], totalPriceShoppingCart: 3.9 }),
        'Ungültiger Produktname im Warenkorb.',
      ],
      [
        'a 10 kB dressing',
        () => ({ cartItems: [{ ...line(1, { variant: 'Klein' }), dressing: 'x'.repeat(10_000) }], totalPriceShoppingCart: 6.5 }),
        'Ungültiges Dressing im Warenkorb.',
      ],
      [
        'a string product id',
        () => ({ cartItems: [{ ...buildDirectCartItem(product(67)), productID: '67' }], totalPriceShoppingCart: 3.9 }),
        'Ungültiges Produkt im Warenkorb.',
      ],
      [
        'a huge product id',
        () => ({ cartItems: [{ ...buildDirectCartItem(product(67)), productID: 1e12 }], totalPriceShoppingCart: 3.9 }),
        'Ungültiges Produkt im Warenkorb.',
      ],
      [
        'an extra without id',
        () => ({ cartItems: [{ ...line(7, { variant: 'Klein Ø 26 cm' }), extras: [{ extra_name: 'Käse' }] }], totalPriceShoppingCart: 7.5 }),
        'Ungültiges Extra im Warenkorb.',
      ],
      [
        'extras that are not a list',
        () => ({ cartItems: [{ ...line(7, { variant: 'Klein Ø 26 cm' }), extras: 'Käse' }], totalPriceShoppingCart: 7.5 }),
        'Ungültige Extras im Warenkorb.',
      ],
      [
        'a negative line price',
        () => ({ cartItems: [{ ...buildDirectCartItem(product(67)), totalPrice: -3.9 }], totalPriceShoppingCart: 3.9 }),
        'Ungültiger Preis im Warenkorb.',
      ],
      ['a negative total', () => ({ cartItems: [buildDirectCartItem(product(67))], totalPriceShoppingCart: -3.9 }), 'Ungültiger Warenkorbwert.'],
      ['a string total', () => ({ cartItems: [buildDirectCartItem(product(67))], totalPriceShoppingCart: '3.90' }), 'Ungültiger Warenkorbwert.'],
      ['a negative discount', () => ({ cartItems: [buildDirectCartItem(product(67))], totalPriceShoppingCart: 3.9, discountAmount: -1 }), 'Ungültiger Rabattbetrag.'],
      [
        'an unknown delivery method',
        () => ({ cartItems: [buildDirectCartItem(product(67))], totalPriceShoppingCart: 3.9, deliveryMethod: 'drohne' }),
        'Bitte Abholung oder Lieferung wählen.',
      ],
      [
        'a 10 kB voucher code',
        () => ({ cartItems: [buildDirectCartItem(product(67))], totalPriceShoppingCart: 3.9, discountCode: 'x'.repeat(10_000) }),
        'Der Gutscheincode darf höchstens 10 Zeichen lang sein.',
      ],
    ])('refuses %s with 400 in German', async (_label, body, message) => {
      const res = await post('/api/checkout/validate', body()).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });
  });
});
