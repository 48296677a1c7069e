import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { buildCartItem, buildDirectCartItem, type CartItem } from '@pizzeria/domain';
import { mockApi, type RecordedRequest } from '../../test/fetch-mock';
import { byId, locations, variants } from '../../test/menu-fixture';
import { renderWithShop } from '../../test/render-app';
import { resetDeliveryZonesForTests } from '../../shop/delivery-zones';
import { resetShopStatusForTests } from '../../shop/use-shop-status';
import { CartContents } from './cart-contents';
import { CartProvider } from '../../shop/cart-context';
import { CartPanel } from './cart-panel';
import { CartSummary } from './cart-summary';

function Cart() {
  return (
    <>
      <CartContents />
      <CartSummary />
    </>
  );
}

const cola = buildDirectCartItem(byId(67));
const margherita = buildCartItem({
  product: byId(7),
  variant: variants.find((v) => v.product_variantsID === 10)!,
  extras: [],
  dip: [],
  dressing: '',
  quantity: 1,
});

async function renderCart(items: CartItem[], shopStatus = { isShopLive: 1, preordersEnabled: 0 }) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  const api = mockApi({ 'GET /shop-status': shopStatus, 'GET /locations': locations });
  renderWithShop(<Cart />);
  // Let the shop status arrive before the test acts.
  await act(async () => undefined);
  return { api, user: userEvent.setup() };
}

const checkoutButton = () => screen.getByRole('button', { name: 'Zur Kasse' });

async function chooseDelivery(user: ReturnType<typeof userEvent.setup>, plz: string) {
  await user.click(screen.getByRole('radio', { name: 'Lieferung' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wohin dürfen wir liefern?' });
  await within(dialog).findByRole('option', { name: plz });
  await user.selectOptions(within(dialog).getByLabelText('Postleitzahl'), plz);
  return dialog;
}

beforeEach(() => {
  resetShopStatusForTests();
  resetDeliveryZonesForTests();
});
// A failed fake-timer test must not leave the next tests without real timers.
afterEach(() => jest.useRealTimers());

describe('cart panel', () => {
  it('invites to fill an empty cart and keeps checkout disabled', async () => {
    await renderCart([]);
    expect(screen.getByText('Fülle deinen Warenkorb mit leckeren Speisen.')).toBeInTheDocument();
    expect(checkoutButton()).toBeDisabled();
  });

  it('lists lines with their choices and removes a line at quantity 0', async () => {
    const { user } = await renderCart([margherita, cola]);
    expect(screen.getByText('Klein Ø 26 cm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l: Menge erhöhen' }));
    expect(screen.getByText('7,80 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l: Menge verringern' }));
    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l entfernen' }));
    expect(screen.queryByText('Coca-Cola 1,0 l')).not.toBeInTheDocument();
  });

  it('enables checkout for pickup and goes to /checkout when the shop is live', async () => {
    const { user } = await renderCart([cola]);
    expect(screen.getByRole('radio', { name: 'Abholung' })).toBeChecked();
    await user.click(checkoutButton());
    expect(await screen.findByText('Kasse geöffnet')).toBeInTheDocument();
  });

  it('switches back to pickup when the location modal is closed without confirming', async () => {
    const { user } = await renderCart([cola]);
    await chooseDelivery(user, '35410');
    expect(screen.getByRole('radio', { name: 'Lieferung' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Abholung' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Lieferung' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('radio', { name: 'Abholung' })).toBeChecked();
  });

  it('holds delivery checkout until the location’s minimum order value is reached', async () => {
    const { user } = await renderCart([cola]);
    const dialog = await chooseDelivery(user, '35412');
    expect(within(dialog).getByLabelText('Ort')).toHaveValue('Altenhain');
    expect(within(dialog).getByText('Mindestbestellwert: 15,00 € · Liefergebühr 2,50 €')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('35412 Altenhain')).toBeInTheDocument();
    // The fee is not part of the minimum: 15,00 € less the cola's 3,90 €.
    expect(screen.getByText('Noch 11,10 € bis zum Mindestbestellwert von 15,00 €')).toBeInTheDocument();
    expect(checkoutButton()).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l: Menge erhöhen' }));
    expect(screen.queryByText(/bis zum Mindestbestellwert/)).not.toBeInTheDocument();
    expect(checkoutButton()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Abholung' }));
    expect(screen.queryByText('35412 Altenhain')).not.toBeInTheDocument();
  });

  it('shows the deposit of a line and the zone’s fee, "Lieferung kostenlos" only where it is 0, both in the total', async () => {
    const can = { ...buildDirectCartItem({ ...byId(67), deposit: 0.25 }), quantity: 2, totalPrice: 7.8 };
    const { user } = await renderCart([can, margherita]);
    expect(screen.getByText('zzgl. 0,50 € Pfand')).toBeInTheDocument();
    const totals = () => within(document.querySelector<HTMLElement>('.cart-totals')!);
    expect(totals().getByText('Pfand').nextSibling).toHaveTextContent('0,50 €');

    let dialog = await chooseDelivery(user, '35410');
    expect(within(dialog).getByText('Mindestbestellwert: 12,00 € · Lieferung kostenlos')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('Lieferung kostenlos')).toBeInTheDocument();
    expect(totals().getByText('Lieferung').nextSibling).toHaveTextContent('kostenlos');

    await user.click(screen.getByRole('button', { name: 'Ändern' }));
    dialog = await screen.findByRole('dialog', { name: 'Wohin dürfen wir liefern?' });
    await user.selectOptions(within(dialog).getByLabelText('Postleitzahl'), '35412');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('Liefergebühr 2,50 €')).toBeInTheDocument();
    expect(totals().getByText('Liefergebühr').nextSibling).toHaveTextContent('2,50 €');
    // 7,80 € + 7,50 € goods, 0,50 € deposit, 2,50 € fee.
    expect(totals().getByText('Gesamt').nextSibling).toHaveTextContent('18,30 €');
  });

  it('opens the closed modal instead of checkout when closed without pre-orders', async () => {
    const { user } = await renderCart([cola], { isShopLive: 0, preordersEnabled: 0 });
    await user.click(checkoutButton());
    const dialog = await screen.findByRole('dialog', { name: 'Derzeit geschlossen' });
    expect(within(dialog).getByText('Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Vorbestellung aufgeben' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ich möchte nur stöbern' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkoutButton()).toHaveFocus();
  });

  it('goes to checkout while closed when pre-orders are enabled', async () => {
    const { user } = await renderCart([cola], { isShopLive: 0, preordersEnabled: 1 });
    await user.click(checkoutButton());
    expect(await screen.findByText(/Kasse geöffnet/)).toBeInTheDocument();
  });

  it('limits the chef message to 100 characters and counts them', async () => {
    const { user } = await renderCart([cola]);
    const message = screen.getByPlaceholderText('Nachricht an den Pizzabäcker');
    expect(message).toHaveAttribute('maxLength', '100');
    await user.type(message, 'Bitte knusprig');
    expect(screen.getByText('14/100 Zeichen')).toBeInTheDocument();
  });

  it('shows the voucher messages', async () => {
    jest.useFakeTimers();
    localStorage.setItem('cartItems', JSON.stringify([cola]));
    mockApi({ 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 }, 'POST /checkout/applyVoucher': { success: true, discountAmount: 0.39 } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithShop(<Cart />);
    await act(async () => undefined);
    const input = screen.getByLabelText('Gutscheincode');
    expect(input).toHaveAttribute('maxLength', '10');
    await user.type(input, 'PIZZA10');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein PIZZA10 aktiv')).toBeInTheDocument();
    expect(screen.getByText('−0,39 €')).toBeInTheDocument();
    expect(screen.getByText('3,51 €')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows no voucher as active that the server has not checked: not after an edit, not in an empty cart', async () => {
    jest.useFakeTimers();
    localStorage.setItem('cartItems', JSON.stringify([cola]));
    mockApi({
      'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 },
      'POST /checkout/applyVoucher': ({ body }: RecordedRequest) =>
        (body as { voucherCode: string }).voucherCode === 'PIZZA10' ? { body: { success: true, discountAmount: 0.39 } } : { status: 400, body: { success: false } },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithShop(<Cart />);
    await act(async () => undefined);
    const input = screen.getByLabelText('Gutscheincode');
    await user.type(input, 'PIZZA10');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein PIZZA10 aktiv')).toBeInTheDocument();

    await user.type(input, '{Backspace}');
    expect(screen.queryByText(/aktiv/)).not.toBeInTheDocument();
    expect(screen.queryByText('−0,39 €')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein ungültig oder abgelaufen')).toBeInTheDocument();

    await user.type(input, '0');
    await act(async () => jest.advanceTimersByTime(800));
    expect(await screen.findByText('Gutschein PIZZA10 aktiv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l entfernen' }));
    expect(screen.queryByText(/Gutschein PIZZA10 aktiv/)).not.toBeInTheDocument();
    expect(screen.queryByText('−0,39 €')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows nothing about a voucher after an order cleared the cart', async () => {
    localStorage.setItem('cartState', JSON.stringify({ discountCode: '', voucherStatus: 'invalid', discountAmount: 0 }));
    await renderCart([]);
    expect(screen.getByLabelText('Gutscheincode')).toHaveValue('');
    expect(screen.queryByText('Gutschein ungültig oder abgelaufen')).not.toBeInTheDocument();
  });

  it('on phones shows a bottom bar with count and total that opens the cart, also from the header link', async () => {
    localStorage.setItem('cartItems', JSON.stringify([cola]));
    mockApi({ 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 } });
    render(
      <CartProvider>
        <MemoryRouter initialEntries={['/#warenkorb']}>
          <CartPanel />
        </MemoryRouter>
      </CartProvider>,
    );
    await act(async () => undefined);
    const sheet = screen.getByRole('dialog', { name: 'Warenkorb' });
    expect(within(sheet).getByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Warenkorb ansehen/ })).toHaveTextContent(/1.*Warenkorb ansehen.*3,90/);
  });

  it('on desktop is a side panel, open by default and collapsible', async () => {
    const phoneMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: true });
    mockApi({ 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 } });
    const user = userEvent.setup();
    render(
      <CartProvider>
        <MemoryRouter>
          <CartPanel />
        </MemoryRouter>
      </CartProvider>,
    );
    await act(async () => undefined);
    const panel = screen.getByRole('complementary', { name: 'Warenkorb' });
    const toggle = within(panel).getByRole('button', { name: /Warenkorb/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Fülle deinen Warenkorb mit leckeren Speisen.')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
    window.matchMedia = phoneMatchMedia;
  });
});
