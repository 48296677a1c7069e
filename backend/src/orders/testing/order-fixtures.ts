import {
  buildCartItem,
  buildDirectCartItem,
  cartSubtotalCents,
  fromCents,
  isDirectAdd,
  toCents,
  type CartItem,
  type Dip,
  type Extra,
  type OrderSubmission,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';

/**
 * Test data for the orders, payments and notifications specs: carts built from the seeded menu
 * as the browser builds them, and complete order submissions. Not part of the app.
 */

/** Friday 2026-11-20, 18:30 in Berlin (17:30 UTC): the shop is open, same-day slots from 18:45. */
export const FRIDAY_EVENING = '2026-11-20T17:30:00.000Z';
export const FRIDAY = '2026-11-20';
export const SATURDAY = '2026-11-21';
export const TUESDAY = '2026-11-24';
/** Delivery from 17:30, pickup from 17:00 (the shop opens at 17:00). */
export const WEDNESDAY = '2026-11-25';

export const MARGHERITA = 7;
export const COLA = 67;

export interface Menu {
  products: Product[];
  variants: ProductVariant[];
  extras: Extra[];
  dips: Dip[];
}

export async function loadMenu(baseUrl: string): Promise<Menu> {
  const get = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl}/api${path}`)).json() as Promise<T>;
  const [products, variants, extras, dips] = await Promise.all([
    get<Product[]>('/products'),
    get<ProductVariant[]>('/productVariants'),
    get<Extra[]>('/productsExtra'),
    get<Dip[]>('/dips'),
  ]);
  return { products, variants, extras, dips };
}

export interface LineChoice {
  variant?: number;
  quantity?: number;
  extras?: string[];
  dips?: string[];
}

/** A cart line as the customisation popup makes it (variant by index, extras and dips by name). */
export function line(menu: Menu, productId: number, choice: LineChoice = {}): CartItem {
  const product = menu.products.find((p) => p.productsID === productId);
  if (!product) throw new Error(`product ${productId} not in the menu`);
  if (isDirectAdd(product)) {
    const item = buildDirectCartItem(product);
    return choice.quantity ? { ...item, quantity: choice.quantity, totalPrice: fromCents(toCents(item.totalPrice) * choice.quantity) } : item;
  }
  const variants = menu.variants.filter((v) => v.product_id === productId);
  return buildCartItem({
    product,
    variant: variants[choice.variant ?? 0],
    extras: (choice.extras ?? []).map((name) => menu.extras.find((e) => e.extra_name === name && e.categoryID === product.category_id)!),
    dip: (choice.dips ?? []).map((name) => menu.dips.find((d) => d.dipName === name)!),
    dressing: '',
    quantity: choice.quantity ?? 1,
  });
}

/**
 * 2 × Margherita (Klein, 7,50 €) with Extra Käse (1,50 €) = 18,00 € and 1 × Coca-Cola 1,0 l (3,90 €):
 * 21,90 € in total.
 */
export function standardCart(menu: Menu): CartItem[] {
  return [line(menu, MARGHERITA, { quantity: 2, extras: ['Extra Käse'] }), line(menu, COLA)];
}
export const STANDARD_CART_CENTS = 2190;

/** 6 × Margherita Familie (18,90 €) = 113,40 €: enough for orders before 17:00. */
export function bigCart(menu: Menu): CartItem[] {
  return [line(menu, MARGHERITA, { variant: 2, quantity: 6 })];
}
export const BIG_CART_CENTS = 11340;

export const CUSTOMER = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: '',
  house_number: '',
  company: '',
  email: 'erika@example.com',
  phone: '0641 123456',
  postalCode: '',
  city: '',
} as const;

export const DELIVERY_ADDRESS = {
  deliveryMethod: 'lieferung',
  street: 'Lindenweg',
  house_number: '12a',
  postalCode: '35410',
  city: 'Weidenfeld',
} as const;

/** A complete pickup submission for today 19:00, paid in cash; the totals are the cart's own. */
export function submission(cart: CartItem[], overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    ...CUSTOMER,
    cartItems: cart,
    totalPriceShoppingCart: fromCents(cartSubtotalCents(cart)),
    deliveryMethod: 'abholung',
    messageToChef: '',
    messageToDriver: '',
    discountCode: '',
    discountAmount: 0,
    desiredDeliveryTime: '19:00',
    desiredDeliveryDate: FRIDAY,
    paymentMethod: 'cash',
    ...overrides,
  };
}

/**
 * A phone order as the order entry sends it (POST /api/admin/orders): the web shop's submission
 * without e-mail and consent, plus channel, payment and the confirm label.
 */
export function counterOrder(cart: CartItem[], overrides: object = {}) {
  return {
    ...CUSTOMER,
    email: '',
    cartItems: cart,
    totalPriceShoppingCart: fromCents(cartSubtotalCents(cart)),
    deliveryMethod: 'abholung',
    desiredDeliveryTime: '19:00',
    desiredDeliveryDate: FRIDAY,
    channel: 'telefon',
    paymentMethod: 'cash',
    deliveryTime: '19:00',
    ...overrides,
  };
}
