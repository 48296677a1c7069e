import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  addToCart,
  cartDepositCents,
  cartItemCount,
  cartSubtotalCents,
  fromCents,
  orderSumCents,
  orderTotalCents,
  setCartQuantity,
  toCents,
  type CartItem,
  type Cents,
} from '@pizzeria/domain';
import { useHydrated } from '../lib/use-hydrated';
import { useDeliveryZones } from './delivery-zones';
import { EMPTY_CART_STATE, loadCartItems, loadCartState, saveCart, type StoredCartState } from './cart-storage';
import type { MenuRows } from './cart-reprice';
import { NO_VOUCHER, useVoucherCheck, type VoucherOutcome } from './voucher-check';

export type { VoucherStatus } from './cart-storage';

export interface DeliveryLocation {
  postalCode: string;
  city: string;
  /** Minimum order value in EUR. */
  minOrderValue: number;
  /** The zone's delivery fee in EUR (0 = free delivery). */
  deliveryFee: number;
}

/** The stored cart state (amounts in EUR; the discount is 0 unless the voucher is valid), its lines, totals and actions. */
export interface CartContextValue extends StoredCartState {
  items: CartItem[];
  /** The sum of the lines the menu still sells (unavailableLines are left out), without deposit. */
  subtotalCents: Cents;
  /** The deposit (Pfand) of those lines. */
  depositCents: Cents;
  /** The chosen zone's fee; 0 for pickup. */
  deliveryFeeCents: Cents;
  /** totalPriceShoppingCart: goods, deposit and delivery fee before the voucher. */
  sumCents: Cents;
  finalTotalCents: Cents;
  itemCount: number;
  addItem(item: CartItem): void;
  /** Sets a line's quantity; 0 or below removes the line. */
  setQuantity(index: number, quantity: number): void;
  /** Pickup; clears the delivery location. */
  choosePickup(): void;
  /** Delivery to a confirmed location. */
  chooseDelivery(location: DeliveryLocation): void;
  setMessageToChef(text: string): void;
  setMessageToDriver(text: string): void;
  setDiscountCode(code: string): void;
  clearCart(): void;
  /** Indexes of the lines the menu on screen marks sold out or no longer offers; checkout waits until they are gone, and the totals leave them out. */
  unavailableLines: readonly number[];
  /** Takes the prices of the menu now on screen. */
  reprice(menu: MenuRows): void;
  /** Replaces the lines by what `update` makes of them (e.g. the server's figures after a refused checkout). */
  updateItems(update: (items: CartItem[]) => CartItem[]): void;
}

const NONE: readonly number[] = [];

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  // A hydrating page starts with the empty cart the server rendered and restores the stored one
  // right after; until then nothing is saved, so the stored cart is never overwritten by the empty one.
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(hydrated);
  const [items, setItems] = useState<CartItem[]>(() => (hydrated ? loadCartItems() : []));
  const [state, setState] = useState<StoredCartState>(() => (hydrated ? loadCartState() : EMPTY_CART_STATE));

  const hasItems = items.length > 0;
  const [menuCheck, setMenuCheck] = useState<{ menu: MenuRows; check: typeof import('./cart-reprice').unavailableLines } | null>(null);
  // An empty cart (most first visits) has nothing to reprice, so the menu's first load does not wait for the pricing rules.
  const reprice = useCallback(
    (menu: MenuRows) => {
      if (!hasItems) return;
      void import('./cart-reprice').then(({ repriceCart, unavailableLines: check }) => {
        setMenuCheck({ menu, check });
        setItems((current) => repriceCart(current, menu));
      });
    },
    [hasItems],
  );
  const unavailableLines = useMemo(() => (menuCheck && items.length > 0 ? menuCheck.check(items, menuCheck.menu) : NONE), [items, menuCheck]);
  // A line the menu no longer sells is not part of what the customer pays (checkout waits until it is removed),
  // nor of the count the cart bar and the header show beside that total.
  const payableItems = useMemo(() => (unavailableLines.length ? items.filter((_, index) => !unavailableLines.includes(index)) : items), [items, unavailableLines]);
  const subtotalCents = cartSubtotalCents(payableItems);
  const depositCents = cartDepositCents(payableItems);
  const deliveryFeeCents = state.deliveryMethod === 'lieferung' ? toCents(state.deliveryFee) : 0;
  const itemCount = cartItemCount(payableItems);
  const discountCents = state.voucherStatus === 'valid' ? toCents(state.discountAmount) : 0;
  const charges = { subtotalCents, depositCents, deliveryFeeCents, discountCents };
  const sumCents = orderSumCents(charges);
  const finalTotalCents = orderTotalCents(charges);

  useEffect(() => {
    if (restored) return;
    setItems(loadCartItems());
    setState(loadCartState());
    setRestored(true);
  }, [restored]);

  useEffect(() => {
    if (!restored) return;
    saveCart(items, {
      ...state,
      finalTotal: fromCents(finalTotalCents),
      itemCount,
      totalPrice: fromCents(sumCents),
    });
  }, [restored, items, state, finalTotalCents, itemCount, sumCents]);

  const applyVoucherOutcome = useCallback((outcome: VoucherOutcome) => {
    setState((s) =>
      s.voucherStatus === outcome.voucherStatus && s.discountAmount === outcome.discountAmount && s.voucherMessage === outcome.voucherMessage ? s : { ...s, ...outcome },
    );
  }, []);
  useVoucherCheck(state.discountCode, subtotalCents, applyVoucherOutcome);

  const addItem = useCallback((item: CartItem) => setItems((current) => addToCart(current, item)), []);
  const setQuantity = useCallback((index: number, quantity: number) => setItems((current) => setCartQuantity(current, index, quantity)), []);
  const choosePickup = useCallback(() => setState((s) => ({ ...s, deliveryMethod: 'abholung', postalCode: '', city: '', minOrderValue: 0, deliveryFee: 0 })), []);
  const chooseDelivery = useCallback((location: DeliveryLocation) => setState((s) => ({ ...s, deliveryMethod: 'lieferung', ...location })), []);
  const setMessageToChef = useCallback((messageToChef: string) => setState((s) => ({ ...s, messageToChef })), []);
  const setMessageToDriver = useCallback((messageToDriver: string) => setState((s) => ({ ...s, messageToDriver })), []);
  // Another code drops the old one's status at once: until the server has checked the new code,
  // neither 'Gutschein … aktiv' nor the old discount may show.
  const setDiscountCode = useCallback(
    (discountCode: string) => setState((s) => (s.discountCode.trim() === discountCode.trim() ? { ...s, discountCode } : { ...s, discountCode, ...NO_VOUCHER })),
    [],
  );
  // The chosen zone follows the owner's changes (a new fee or minimum) on every page, without a reload.
  const delivering = restored && state.deliveryMethod === 'lieferung';
  const zones = useDeliveryZones(delivering ? 'poll' : 'off');
  const zone = delivering ? zones?.find((z) => z.loc_plz === state.postalCode && z.loc_name === state.city) : undefined;
  useEffect(() => {
    if (!zone || (zone.min_bestellwert === state.minOrderValue && zone.deliveryFee === state.deliveryFee)) return;
    setState((s) => ({ ...s, minOrderValue: zone.min_bestellwert, deliveryFee: zone.deliveryFee }));
  }, [zone, state.minOrderValue, state.deliveryFee]);

  const updateItems = useCallback((update: (items: CartItem[]) => CartItem[]) => setItems(update), []);
  const clearCart = useCallback(() => {
    setItems([]);
    setState((s) => ({
      ...s,
      messageToChef: EMPTY_CART_STATE.messageToChef,
      messageToDriver: EMPTY_CART_STATE.messageToDriver,
      // docs/ordering.md#vouchers: clearing the cart invalidates the voucher. The code goes too, so the next visit
      // neither shows it as invalid nor applies it to the next order.
      discountCode: EMPTY_CART_STATE.discountCode,
      voucherStatus: 'invalid',
      discountAmount: 0,
      voucherMessage: '',
    }));
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      ...state,
      discountAmount: state.voucherStatus === 'valid' ? state.discountAmount : 0,
      subtotalCents,
      depositCents,
      deliveryFeeCents,
      sumCents,
      finalTotalCents,
      itemCount,
      addItem,
      setQuantity,
      choosePickup,
      chooseDelivery,
      setMessageToChef,
      setMessageToDriver,
      setDiscountCode,
      clearCart,
      unavailableLines,
      reprice,
      updateItems,
    }),
    [
      items,
      state,
      subtotalCents,
      depositCents,
      deliveryFeeCents,
      sumCents,
      finalTotalCents,
      itemCount,
      addItem,
      setQuantity,
      choosePickup,
      chooseDelivery,
      setMessageToChef,
      setMessageToDriver,
      setDiscountCode,
      clearCart,
      unavailableLines,
      reprice,
      updateItems,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
