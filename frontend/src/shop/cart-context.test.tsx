import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buildCartItem, buildDirectCartItem } from '@pizzeria/domain';
import { mockApi, type RecordedRequest } from '../test/fetch-mock';
import { byId, extras, variants } from '../test/menu-fixture';
import { CartProvider, useCart } from './cart-context';
import { resetDeliveryZonesForTests } from './delivery-zones';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const renderCart = () => renderHook(() => useCart(), { wrapper });

const margherita = (extraIds: number[] = [], quantity = 1) =>
  buildCartItem({
    product: byId(7),
    variant: variants.find((v) => v.product_variantsID === 10)!,
    extras: extras.filter((e) => extraIds.includes(e.extraID)),
    dip: [],
    dressing: '',
    quantity,
  });

describe('cart state', () => {
  it('merges a matching line (extras in any order) and rescales its total', () => {
    const { result } = renderCart();
    act(() => result.current.addItem(margherita([2, 3])));
    act(() => result.current.addItem(margherita([3, 2], 2)));
    act(() => result.current.addItem(margherita([2])));
    expect(result.current.items).toHaveLength(2);
    expect(result.current.items[0]).toEqual(expect.objectContaining({ quantity: 3, totalPrice: 31.5 }));
    expect(result.current.itemCount).toBe(4);
    expect(result.current.subtotalCents).toBe(3150 + 900);
  });

  it('removes a line when its quantity drops to 0', () => {
    const { result } = renderCart();
    act(() => result.current.addItem(buildDirectCartItem(byId(67))));
    act(() => result.current.addItem(margherita()));
    act(() => result.current.setQuantity(0, 3));
    expect(result.current.items[0]).toEqual(expect.objectContaining({ quantity: 3, totalPrice: 11.7 }));
    act(() => result.current.setQuantity(0, 0));
    expect(result.current.items.map((i) => i.productID)).toEqual([7]);
  });

  it('persists items under cartItems and the rest under cartState', () => {
    const { result, unmount } = renderCart();
    act(() => result.current.addItem(margherita()));
    act(() => result.current.chooseDelivery({ postalCode: '35410', city: 'Weidenfeld', minOrderValue: 12, deliveryFee: 0 }));
    act(() => result.current.setMessageToChef('Bitte gut durch'));
    unmount();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cartState')!)).toEqual(
      expect.objectContaining({
        deliveryMethod: 'lieferung',
        postalCode: '35410',
        city: 'Weidenfeld',
        minOrderValue: 12,
        messageToChef: 'Bitte gut durch',
        itemCount: 1,
      }),
    );
    const { result: reloaded } = renderCart();
    expect(reloaded.current.items).toHaveLength(1);
    expect(reloaded.current.city).toBe('Weidenfeld');
  });

  it('starts empty from corrupt storage and drops malformed lines', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ productID: 'x' }, margherita()]));
    localStorage.setItem('cartState', '{not json');
    const { result } = renderCart();
    expect(result.current.items).toHaveLength(1);
    expect(result.current.deliveryMethod).toBe('abholung');
    localStorage.setItem('cartItems', 'kaputt');
    const { result: second } = renderCart();
    expect(second.current.items).toEqual([]);
  });

  it('choosing pickup clears the delivery location and its fee', () => {
    const { result } = renderCart();
    act(() => result.current.chooseDelivery({ postalCode: '35410', city: 'Weidenfeld', minOrderValue: 12, deliveryFee: 2.5 }));
    act(() => result.current.choosePickup());
    expect(result.current).toEqual(
      expect.objectContaining({ deliveryMethod: 'abholung', postalCode: '', city: '', minOrderValue: 0, deliveryFee: 0, deliveryFeeCents: 0 }),
    );
  });

  it('follows the owner’s new fee and minimum for the chosen zone without a reload', async () => {
    resetDeliveryZonesForTests();
    mockApi({ 'GET /locations': [{ loc_plz: '35412', loc_name: 'Altenhain', min_bestellwert: 18, deliveryFee: 3 }] });
    const { result } = renderCart();
    act(() => result.current.addItem(margherita()));
    act(() => result.current.chooseDelivery({ postalCode: '35412', city: 'Altenhain', minOrderValue: 15, deliveryFee: 0 }));
    await waitFor(() => expect(result.current.deliveryFeeCents).toBe(300));
    expect(result.current.minOrderValue).toBe(18);
    resetDeliveryZonesForTests();
  });

  it('adds the deposit per unit and the zone’s fee to the sum, a voucher lowering the goods only', () => {
    const { result, unmount } = renderCart();
    const can = { ...margherita(), productID: 76, productName: 'Red Bull 0,25 l', variantID: null, totalPrice: 3, deposit: 0.25, extras: [], dip: [] };
    act(() => result.current.addItem(margherita()));
    act(() => result.current.addItem({ ...can, quantity: 2, totalPrice: 6 }));
    act(() => result.current.chooseDelivery({ postalCode: '35412', city: 'Altenhain', minOrderValue: 15, deliveryFee: 2.5 }));
    const goods = result.current.subtotalCents;
    expect(result.current.depositCents).toBe(50);
    expect(result.current.deliveryFeeCents).toBe(250);
    expect(result.current.sumCents).toBe(goods + 300);
    expect(result.current.finalTotalCents).toBe(goods + 300);
    unmount();
    // A reload keeps the zone's fee.
    expect(renderCart().result.current.deliveryFeeCents).toBe(250);
  });
});

describe('voucher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks the server only after 800 ms without typing, then applies the discount', async () => {
    const api = mockApi({ 'POST /checkout/applyVoucher': { success: true, discountAmount: 1.5 } });
    const { result } = renderCart();
    act(() => result.current.addItem(margherita([], 2)));
    act(() => result.current.setDiscountCode('PI'));
    act(() => jest.advanceTimersByTime(500));
    act(() => result.current.setDiscountCode('PIZZA10'));
    act(() => jest.advanceTimersByTime(799));
    expect(api.requests).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(api.requests).toEqual([{ method: 'POST', path: '/checkout/applyVoucher', body: { voucherCode: 'PIZZA10', totalPrice: 15 } }]);
    await waitFor(() => expect(result.current.voucherStatus).toBe('valid'));
    expect(result.current.discountAmount).toBe(1.5);
    expect(result.current.finalTotalCents).toBe(1350);
  });

  it('re-applies at once, without the typing pause, when the sum changes', async () => {
    const api = mockApi({
      'POST /checkout/applyVoucher': ({ body }: RecordedRequest) => ({ body: { success: true, discountAmount: (body as { totalPrice: number }).totalPrice / 10 } }),
    });
    const { result } = renderCart();
    act(() => result.current.addItem(margherita()));
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.discountAmount).toBe(0.75));
    act(() => result.current.addItem(margherita()));
    await act(async () => jest.advanceTimersByTime(0));
    expect(api.calls('POST', '/checkout/applyVoucher').map((r) => (r.body as { totalPrice: number }).totalPrice)).toEqual([7.5, 15]);
    await waitFor(() => expect(result.current.discountAmount).toBe(1.5));
    expect(result.current.finalTotalCents).toBe(1350);
  });

  it('drops the status and discount the moment the code changes, until the new code is checked', async () => {
    const api = mockApi({
      'POST /checkout/applyVoucher': ({ body }: RecordedRequest) =>
        (body as { voucherCode: string }).voucherCode === 'PIZZA10' ? { body: { success: true, discountAmount: 1.5 } } : { status: 400, body: { success: false } },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderCart();
    act(() => result.current.addItem(margherita([], 2)));
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('valid'));

    act(() => result.current.setDiscountCode('PIZZA1'));
    expect(result.current).toEqual(expect.objectContaining({ discountCode: 'PIZZA1', voucherStatus: '', discountAmount: 0, finalTotalCents: 1500 }));
    await act(async () => jest.advanceTimersByTime(799));
    expect(api.requests).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(result.current.voucherStatus).toBe('invalid'));
    expect(api.requests.map((r) => (r.body as { voucherCode: string }).voucherCode)).toEqual(['PIZZA10', 'PIZZA1']);

    // Blanks around the same code are no new code: the status stays.
    act(() => result.current.setDiscountCode(' PIZZA1 '));
    expect(result.current.voucherStatus).toBe('invalid');
    warn.mockRestore();
  });

  it('gives no discount and no status once the cart is emptied line by line', async () => {
    mockApi({ 'POST /checkout/applyVoucher': { success: true, discountAmount: 1.5 } });
    const { result } = renderCart();
    act(() => result.current.addItem(margherita([], 2)));
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('valid'));
    act(() => result.current.setQuantity(0, 0));
    expect(result.current).toEqual(expect.objectContaining({ voucherStatus: '', discountAmount: 0, finalTotalCents: 0 }));
  });

  it('checks a stored code at once when the page opens', async () => {
    localStorage.setItem('cartItems', JSON.stringify([margherita()]));
    localStorage.setItem('cartState', JSON.stringify({ discountCode: 'PIZZA10', voucherStatus: 'valid', discountAmount: 5 }));
    const api = mockApi({ 'POST /checkout/applyVoucher': { success: true, discountAmount: 0.75 } });
    const { result } = renderCart();
    await act(async () => jest.advanceTimersByTime(0));
    expect(api.requests).toHaveLength(1);
    await waitFor(() => expect(result.current.discountAmount).toBe(0.75));
  });

  it('sends nothing for an empty code or an empty cart', async () => {
    const api = mockApi({ 'POST /checkout/applyVoucher': { success: true, discountAmount: 1 } });
    const { result } = renderCart();
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(2000));
    act(() => result.current.addItem(margherita()));
    act(() => result.current.setDiscountCode('   '));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(api.requests).toHaveLength(0);
    expect(result.current.voucherStatus).toBe('');
  });

  it('is invalid when the server refuses, fails or does not report success; clearing the cart invalidates it', async () => {
    let answer: { status?: number; body: unknown } = { status: 400, body: { success: false, message: 'Gutschein ungültig oder abgelaufen' } };
    mockApi({ 'POST /checkout/applyVoucher': () => answer });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderCart();
    act(() => result.current.addItem(margherita()));
    act(() => result.current.setDiscountCode('FALSCH'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('invalid'));

    answer = { body: { success: false } };
    act(() => result.current.setDiscountCode('FALSCH2'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('invalid'));

    answer = { body: { success: true, discountAmount: 2 } };
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('valid'));

    act(() => result.current.clearCart());
    expect(result.current.voucherStatus).toBe('invalid');
    expect(result.current.discountAmount).toBe(0);
    expect(result.current.items).toEqual([]);
    warn.mockRestore();
  });

  it('forgets the code when the cart is cleared after an order, so the next order does not reuse it', async () => {
    const api = mockApi({ 'POST /checkout/applyVoucher': { success: true, discountAmount: 0.75 } });
    const { result, unmount } = renderCart();
    act(() => result.current.addItem(margherita()));
    act(() => result.current.setDiscountCode('PIZZA10'));
    await act(async () => jest.advanceTimersByTime(800));
    await waitFor(() => expect(result.current.voucherStatus).toBe('valid'));
    act(() => result.current.clearCart());
    expect(result.current).toEqual(expect.objectContaining({ discountCode: '', voucherStatus: 'invalid', discountAmount: 0 }));
    unmount();

    const { result: nextVisit } = renderCart();
    act(() => nextVisit.current.addItem(margherita()));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(nextVisit.current).toEqual(expect.objectContaining({ discountCode: '', discountAmount: 0, finalTotalCents: 750 }));
    expect(api.requests).toHaveLength(1);
  });
});
