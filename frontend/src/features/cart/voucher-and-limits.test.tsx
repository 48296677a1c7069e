import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDirectCartItem } from '@pizzeria/domain';
import { mockApi } from '../../test/fetch-mock';
import { byId } from '../../test/menu-fixture';
import { renderWithShop } from '../../test/render-app';
import { resetShopStatusForTests } from '../../shop/use-shop-status';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';

const cola = buildDirectCartItem(byId(67));

function Cart() {
  return (
    <>
      <CartContents />
      <CartSummary />
    </>
  );
}

async function renderCart(voucherReply: { status?: number; body: unknown }) {
  jest.useFakeTimers();
  localStorage.setItem('cartItems', JSON.stringify([cola]));
  const api = mockApi({ 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 }, 'POST /checkout/applyVoucher': () => voucherReply });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithShop(<Cart />);
  await act(async () => undefined);
  return { api, user, input: screen.getByLabelText('Gutscheincode') };
}

beforeEach(() => resetShopStatusForTests());
afterEach(() => jest.useRealTimers());

describe('voucher field', () => {
  it('says when a code needs a bigger order, with the voucher’s own minimum', async () => {
    const { user, input } = await renderCart({ body: { success: false, message: 'Gutschein erst ab 20,00 € Bestellwert gültig', discountAmount: 0 } });
    await user.type(input, 'WILLKOMMEN');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein erst ab 20,00 € Bestellwert gültig')).toBeInTheDocument();
    expect(screen.queryByText('Gutschein ungültig oder abgelaufen')).not.toBeInTheDocument();
  });

  it('says when there were too many tries (429) instead of calling the code invalid', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, input } = await renderCart({ status: 429, body: { success: false, message: 'Zu viele Gutscheinabfragen. Bitte warten Sie eine Minute.' } });
    await user.type(input, 'PIZZA10');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Zu viele Gutscheinabfragen. Bitte warten Sie eine Minute.')).toBeInTheDocument();
  });

  it('keeps the text of docs/ordering.md#vouchers for a refusal without a reason', async () => {
    const { user, input } = await renderCart({ body: { success: false, discountAmount: 0 } });
    await user.type(input, 'ALT2020');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein ungültig oder abgelaufen')).toBeInTheDocument();
  });

  it('shows and sends codes in capitals', async () => {
    const { api, user, input } = await renderCart({ body: { success: true, discountAmount: 0.39 } });
    await user.type(input, 'pizza10');
    expect(input).toHaveValue('PIZZA10');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein PIZZA10 aktiv')).toBeInTheDocument();
    expect(api.calls('POST', '/checkout/applyVoucher')[0].body).toMatchObject({ voucherCode: 'PIZZA10' });
  });

  it('says "Maximal 10 Zeichen" at the field once the code is as long as allowed', async () => {
    const { user, input } = await renderCart({ body: { success: false } });
    await user.type(input, 'ABCDEFGHI');
    expect(screen.queryByText('Maximal 10 Zeichen')).not.toBeInTheDocument();
    await user.type(input, 'JK');
    expect(input).toHaveValue('ABCDEFGHIJ');
    expect(screen.getByText('Maximal 10 Zeichen')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Maximal 10 Zeichen').id);
  });
});
