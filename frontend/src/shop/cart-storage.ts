import { DEFAULT_DELIVERY_METHOD, type CartItem, type DeliveryMethod } from '@pizzeria/domain';

export const CART_ITEMS_KEY = 'cartItems';
export const CART_STATE_KEY = 'cartState';

export type VoucherStatus = '' | 'valid' | 'invalid';

/** Everything of the cart besides its lines; persisted so a reload on /checkout keeps it. */
export interface StoredCartState {
  deliveryMethod: DeliveryMethod;
  postalCode: string;
  city: string;
  /** EUR */
  minOrderValue: number;
  messageToChef: string;
  messageToDriver: string;
  discountCode: string;
  /** EUR; 0 unless the voucher is valid. */
  discountAmount: number;
  voucherStatus: VoucherStatus;
  /** Why the server refused the code (e.g. its minimum order value); '' when it gave no reason. */
  voucherMessage: string;
}

export const EMPTY_CART_STATE: StoredCartState = {
  deliveryMethod: DEFAULT_DELIVERY_METHOD,
  postalCode: '',
  city: '',
  minOrderValue: 0,
  messageToChef: '',
  messageToDriver: '',
  discountCode: '',
  discountAmount: 0,
  voucherStatus: '',
  voucherMessage: '',
};

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    typeof value.productID === 'number' &&
    typeof value.productName === 'string' &&
    Number.isInteger(value.quantity) &&
    (value.quantity as number) > 0 &&
    typeof value.totalPrice === 'number' &&
    typeof value.variantName === 'string' &&
    Array.isArray(value.extras) &&
    Array.isArray(value.dip)
  );
}

/** Lines from storage; anything unreadable or malformed (an old version, a manual edit) is dropped. */
export function loadCartItems(): CartItem[] {
  const data = readJson(CART_ITEMS_KEY);
  return Array.isArray(data) ? data.filter(isCartItem) : [];
}

export function loadCartState(): StoredCartState {
  const data = readJson(CART_STATE_KEY);
  if (!isRecord(data)) return EMPTY_CART_STATE;
  const text = (key: keyof StoredCartState) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const amount = (key: keyof StoredCartState) => (typeof data[key] === 'number' && (data[key] as number) >= 0 ? (data[key] as number) : 0);
  const postalCode = text('postalCode');
  // Delivery without a chosen location cannot be checked against a minimum, so it falls back to pickup.
  const deliveryMethod: DeliveryMethod = data.deliveryMethod === 'lieferung' && postalCode ? 'lieferung' : 'abholung';
  const voucherStatus = data.voucherStatus === 'valid' || data.voucherStatus === 'invalid' ? data.voucherStatus : '';
  return {
    deliveryMethod,
    postalCode: deliveryMethod === 'lieferung' ? postalCode : '',
    city: deliveryMethod === 'lieferung' ? text('city') : '',
    minOrderValue: deliveryMethod === 'lieferung' ? amount('minOrderValue') : 0,
    messageToChef: text('messageToChef'),
    messageToDriver: text('messageToDriver'),
    discountCode: text('discountCode'),
    discountAmount: voucherStatus === 'valid' ? amount('discountAmount') : 0,
    voucherStatus,
    voucherMessage: voucherStatus === 'invalid' ? text('voucherMessage') : '',
  };
}

export function saveCart(items: CartItem[], state: StoredCartState & { finalTotal: number; itemCount: number; totalPrice: number }): void {
  try {
    localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(items));
    localStorage.setItem(CART_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage may be full or disabled (private mode); the cart then simply lives for this visit.
  }
}
