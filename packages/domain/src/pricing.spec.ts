import type { CartItem } from './cart';
import { buildCartItem, buildDirectCartItem } from './cart';
import { PRICING_MESSAGES, buildPricingCatalog, cartChanges, priceCart } from './pricing';
import { catalog, dips, dressings, extras, products, variants } from './test-catalog.fixture';

const pizza = (over: Partial<CartItem> = {}): CartItem => ({
  ...buildCartItem({ product: products[1], variant: variants[3], extras: [extras[1]], dip: [dips[0]], dressing: '', quantity: 2 }),
  ...over,
});

describe('priceCart (server authority)', () => {
  it('recomputes prices and names from the catalog, ignoring the client figures', () => {
    const tampered = pizza({ totalPrice: 0.01, variantPrice: 0.01, productName: 'Gratis', extras: [{ ...extras[1], price: 0 }] });
    const result = priceCart([tampered, buildDirectCartItem(products[5])], catalog);
    expect(result).toMatchObject({ ok: true, subtotalCents: 2 * (990 + 120 + 100) + 320 });
    if (result.ok) {
      expect(result.lines[0].item.productName).toBe('Margherita');
      expect(result.lines[0].item.totalPrice).toBe(24.2);
    }
  });

  it('refuses unknown products and variants, and names what is sold out', () => {
    expect(priceCart([pizza({ productID: 999 })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.unknownProduct });
    expect(priceCart([buildDirectCartItem(products[6])], catalog)).toEqual({ ok: false, message: 'Ausverkauft ist leider ausverkauft.', index: 0, soldOut: true });
    expect(priceCart([pizza({ variantID: 5 })], catalog)).toEqual({
      ok: false,
      message: 'Margherita (Familie 40×60 cm) ist leider ausverkauft.',
      index: 0,
      soldOut: true,
    });
    expect(priceCart([pizza({ variantID: 1 })], catalog)).toEqual({ ok: false, message: 'Diese Variante ist nicht verfügbar.' });
  });

  it('refuses quantities outside 1..99 and non-integers', () => {
    for (const quantity of [0, 100, 1.5, -1]) {
      expect(priceCart([pizza({ quantity })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.badQuantity });
    }
    expect(priceCart([pizza({ quantity: '3' as unknown as number })], catalog).ok).toBe(false);
  });

  it('refuses extras, dips and dressings the popup would not offer', () => {
    expect(priceCart([pizza({ extras: [extras[0]] })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.badExtra });
    expect(priceCart([pizza({ extras: [extras[1], extras[1]] })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.badExtra });
    expect(priceCart([pizza({ dip: [dips[1]] })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.badDip });
    expect(priceCart([pizza({ dressing: 'Jägersoße' })], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.badDressing });
  });

  it('requires the salad dressing and the schnitzel sauce', () => {
    const salad = buildCartItem({ product: products[0], variant: variants[0], extras: [], dip: [], dressing: '', quantity: 1 });
    expect(priceCart([salad], catalog)).toEqual({ ok: false, message: 'Bitte wähle ein Dressing aus.' });
    expect(priceCart([{ ...salad, dressing: dressings[0].dressingName }], catalog).ok).toBe(true);
    const schnitzel = buildCartItem({ product: products[2], variant: variants[5], extras: [], dip: [], dressing: '', quantity: 1 });
    expect(priceCart([schnitzel], catalog)).toEqual({ ok: false, message: 'Bitte wähle eine Sauce aus.' });
    expect(priceCart([{ ...schnitzel, dressing: 'Jägersoße' }], catalog)).toMatchObject({ ok: true, subtotalCents: 1390 });
  });

  it('uses the single variant of products without a selector and Standard for direct adds', () => {
    const broetchen = { ...buildCartItem({ product: products[3], variant: null, extras: [], dip: [], dressing: '', quantity: 1 }) };
    const result = priceCart([broetchen], catalog);
    expect(result.ok && result.lines[0].item.variantName).toBe('8 Stück');
    const cola = priceCart([buildDirectCartItem(products[5])], catalog);
    expect(cola.ok && cola.lines[0].item).toMatchObject({ variantID: null, variantName: 'Standard', totalPrice: 3.2 });
  });

  it('refuses an empty cart', () => {
    expect(priceCart([], catalog)).toEqual({ ok: false, message: PRICING_MESSAGES.emptyCart });
  });
});

describe('sold out and stale carts', () => {
  const soldOutCatalog = (over: { extra?: boolean; dressing?: boolean; removed?: boolean }) =>
    buildPricingCatalog({
      products: products.map((p) => (p.productsID === 67 && over.removed ? { ...p, removed: true } : p)),
      variants,
      extras: extras.map((e) => (e.extraID === 2 && over.extra ? { ...e, available: false } : e)),
      dressings: dressings.map((d) => (d.dressingID === 1 && over.dressing ? { ...d, available: false } : d)),
      dips,
    });

  it('refuses a sold-out extra or dressing naming it, and a product taken off the menu', () => {
    expect(priceCart([pizza()], soldOutCatalog({ extra: true }))).toMatchObject({ ok: false, message: 'Extra Käse ist leider ausverkauft.', soldOut: true });
    const salad = buildCartItem({ product: products[0], variant: variants[0], extras: [], dip: [], dressing: 'Balsamico-Dressing', quantity: 1 });
    expect(priceCart([salad], soldOutCatalog({ dressing: true }))).toMatchObject({ message: 'Balsamico-Dressing ist leider ausverkauft.' });
    expect(priceCart([buildDirectCartItem(products[5])], soldOutCatalog({ removed: true }))).toMatchObject({
      message: 'Coca-Cola 1,0 l gibt es leider nicht mehr.',
      soldOut: true,
    });
  });

  it('lists the lines whose price changed or that are sold out', () => {
    const cola = buildDirectCartItem(products[5]);
    const cheaper = { ...pizza(), totalPrice: 20 };
    expect(cartChanges([cola, cheaper, buildDirectCartItem(products[6])], catalog)).toEqual([
      { index: 1, productName: 'Margherita', oldTotal: 20, newTotal: 24.2 },
      { index: 2, productName: 'Ausverkauft', soldOut: true, message: 'Ausverkauft ist leider ausverkauft.' },
    ]);
    expect(cartChanges([cola, pizza()], catalog)).toEqual([]);
  });
});
