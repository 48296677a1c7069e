import { addToCart, buildCartItem, buildDirectCartItem, cartItemCount, cartLineKey, cartSubtotalCents, setCartQuantity, totalAfterDiscountCents } from './cart';
import { lineDetails } from './menu-choices';
import { dips, extras, products, variants } from './test-catalog.fixture';

const margherita = products[1];
const pizzaGross = variants[3];

describe('cart', () => {
  it('prices a customised pizza from the variant, extras and dips', () => {
    const item = buildCartItem({ product: margherita, variant: pizzaGross, extras: [extras[1], extras[2]], dip: [dips[0]], dressing: '', quantity: 2 });
    expect(item.totalPrice).toBe(26.8);
    expect(item.variantName).toBe('Groß Ø 32 cm');
  });

  it('uses the normal price for pasta, meat and desserts whatever the variant', () => {
    const pasta = products[4];
    const item = buildCartItem({
      product: pasta,
      variant: { product_variantsID: 99, product_id: 49, variant_name: 'Penne', price: 99 },
      extras: [],
      dip: [],
      dressing: '',
      quantity: 1,
    });
    expect(item.totalPrice).toBe(8.5);
  });

  it('adds drinks directly as Standard with the normal price', () => {
    const cola = buildDirectCartItem(products[5]);
    expect(cola).toMatchObject({ quantity: 1, variantID: null, variantName: 'Standard', extras: [], dip: [], dressing: '', totalPrice: 3.2 });
  });

  it('merges lines with the same product, variant, sorted extras and dressing', () => {
    const a = buildCartItem({ product: margherita, variant: pizzaGross, extras: [extras[1], extras[2]], dip: [], dressing: '', quantity: 1 });
    const b = buildCartItem({ product: margherita, variant: pizzaGross, extras: [extras[2], extras[1]], dip: [], dressing: '', quantity: 2 });
    expect(cartLineKey(a)).toBe(cartLineKey(b));
    const cart = addToCart(addToCart([], a), b);
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(3);
    expect(cart[0].totalPrice).toBe(37.2);
  });

  it('keeps different variants and dressings on separate lines', () => {
    const a = buildCartItem({ product: margherita, variant: pizzaGross, extras: [], dip: [], dressing: '', quantity: 1 });
    const b = buildCartItem({ product: margherita, variant: variants[2], extras: [], dip: [], dressing: '', quantity: 1 });
    expect(addToCart(addToCart([], a), b)).toHaveLength(2);
  });

  it('keeps lines that differ only in the dip apart, so no chosen dip is lost; dips in any order still merge', () => {
    const herbs = { dipsID: 2, dipID: 2, dipName: 'Kräuter-Dip', price: 1, group: 'pizza' };
    const klein = variants[2];
    const garlicLine = buildCartItem({ product: margherita, variant: klein, extras: [], dip: [dips[0]], dressing: '', quantity: 1 });
    const herbLine = buildCartItem({ product: margherita, variant: klein, extras: [], dip: [herbs], dressing: '', quantity: 1 });
    const cart = addToCart(addToCart([], garlicLine), herbLine);
    expect(cart.map((line) => line.dip.map((d) => d.dipName))).toEqual([['Knoblauch-Dip'], ['Kräuter-Dip']]);

    const both = buildCartItem({ product: margherita, variant: klein, extras: [], dip: [dips[0], herbs], dressing: '', quantity: 1 });
    const bothReversed = buildCartItem({ product: margherita, variant: klein, extras: [], dip: [herbs, dips[0]], dressing: '', quantity: 2 });
    const merged = addToCart(addToCart(cart, both), bothReversed);
    expect(merged).toHaveLength(3);
    expect(merged[2]).toMatchObject({ quantity: 3, dip: [dips[0], herbs] });
  });

  it('removes a line when its quantity drops to 0 or below', () => {
    const cart = [buildDirectCartItem(products[5]), buildDirectCartItem(products[4])];
    expect(setCartQuantity(cart, 0, 0)).toHaveLength(1);
    expect(setCartQuantity(cart, 1, -3)).toHaveLength(1);
    expect(setCartQuantity(cart, 0, 4)[0].totalPrice).toBe(12.8);
  });

  it('sums the cart in cents and never goes below zero after discount', () => {
    const cart = [buildDirectCartItem(products[5]), setCartQuantity([buildDirectCartItem(products[5])], 0, 2)[0]];
    expect(cartSubtotalCents(cart)).toBe(960);
    expect(cartItemCount(cart)).toBe(3);
    expect(totalAfterDiscountCents(960, 100)).toBe(860);
    expect(totalAfterDiscountCents(960, 2000)).toBe(0);
  });
});

describe('lineDetails', () => {
  const line = (over: Partial<Parameters<typeof lineDetails>[0]>) => ({
    variantName: 'Standard',
    extras: [],
    dip: [],
    dressing: '',
    ...over,
  });
  const cheese = { extraID: 1, categoryID: 2, extra_name: 'Extra Käse', price: 1.5 };
  const salami = { extraID: 2, categoryID: 2, extra_name: 'Salami', price: 1.5 };
  const garlic = { dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1, group: 'pizza' };

  it('lists size, dressing, extras and dips of an ordinary line; nothing for a plain direct add', () => {
    expect(lineDetails(line({ variantName: 'Groß Ø 32 cm', extras: [cheese, salami], dip: [garlic] }))).toEqual([
      'Groß Ø 32 cm',
      'Extras: Extra Käse, Salami',
      'Dip: Knoblauch-Dip',
    ]);
    expect(lineDetails(line({ requiredChoice: 'dressing', variantName: 'Klein', dressing: 'Balsamico' }))).toEqual(['Klein', 'Dressing: Balsamico']);
    expect(lineDetails(line({}))).toEqual([]);
  });

  it("puts the special products' leading choice first and never drops a paid extra", () => {
    expect(lineDetails(line({ lineDetail: 'sauce-and-variant', requiredChoice: 'sauce', variantName: 'mit Kroketten', dressing: 'Jägersoße' }))).toEqual([
      'Sauce: Jägersoße',
      'mit Kroketten',
    ]);
    expect(lineDetails(line({ lineDetail: 'dip', variantName: '8 Stück', extras: [cheese], dip: [garlic] }))).toEqual([
      'Dip: Knoblauch-Dip',
      '8 Stück',
      'Extras: Extra Käse',
    ]);
    expect(lineDetails(line({ lineDetail: 'dip', extras: [cheese], dip: [garlic] }))).toEqual(['Dip: Knoblauch-Dip', 'Extras: Extra Käse']);
    expect(lineDetails(line({ lineDetail: 'variant', variantName: 'Groß', dressing: 'Ketchup & Mayonnaise' }))).toEqual(['Groß', 'Ketchup & Mayonnaise']);
  });
});
