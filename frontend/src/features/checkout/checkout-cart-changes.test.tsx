import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cartSubtotalCents, fixedClock, type CartItem } from '@pizzeria/domain';
import { ClockProvider } from '../../shop/shop-clock';
import { applyCartChanges, type CartChange } from '../../shop/cart-changes';
import { CheckoutForm } from './checkout-form';
import { LIVE, MONDAY_EVENING, acceptBoth, cartOf, fillContact, pizza, submitButton } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';

jest.setTimeout(20_000);

const tiramisu: CartItem = {
  ...pizza,
  productID: 70,
  productName: 'Tiramisu',
  quantity: 1,
  variantID: null,
  variantName: 'Standard',
  variantPrice: 4.5,
  totalPrice: 4.5,
  category_id: 9,
};
const changes: CartChange[] = [
  { index: 0, productName: 'Pizza Margherita', oldTotal: 25, newTotal: 27 },
  { index: 1, productName: 'Tiramisu', soldOut: true },
];

/** The form with a cart that takes the server's changes, as the checkout page wires it. */
function Checkout({ onPlaced, onLeave }: { onPlaced: () => void; onLeave: () => void }) {
  const [items, setItems] = useState<CartItem[]>([pizza, tiramisu]);
  return (
    <CheckoutForm
      cart={cartOf({ items, subtotalCents: cartSubtotalCents(items) })}
      messageToDriver=""
      status={LIVE}
      preorderRequested={false}
      paypalClientId={null}
      onPlaced={onPlaced}
      onLeave={onLeave}
      onCartChanges={(list) => setItems((current) => applyCartChanges(current, list))}
    />
  );
}

function renderCheckout() {
  const onPlaced = jest.fn();
  const onLeave = jest.fn();
  render(
    <MemoryRouter>
      <ClockProvider clock={fixedClock(MONDAY_EVENING)}>
        <Checkout onPlaced={onPlaced} onLeave={onLeave} />
      </ClockProvider>
    </MemoryRouter>,
  );
  return { onPlaced, onLeave, user: userEvent.setup({ delay: null }) };
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

describe('checkout with a cart the menu changed under', () => {
  it('says in German what changed, takes the new figures and orders with one more click', async () => {
    let validations = 0;
    const api = installFakeFetch({
      'POST /api/checkout/validate': () =>
        ++validations === 1
          ? { status: 409, body: { success: false, message: 'Ihr Warenkorb hat sich geändert.', changes } }
          : { body: { success: true, message: 'OK' } },
      'POST /api/orders': () => ({ body: { success: true, orderId: 7, token: 'tok-7' } }),
    });
    const { user, onPlaced } = renderCheckout();
    await fillContact(user);
    await acceptBoth(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Ihr Warenkorb hat sich geändert' });
    expect(within(dialog).getByText('Pizza Margherita ist jetzt teurer: 27,00 € statt 25,00 €.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tiramisu ist leider ausverkauft und wurde aus dem Warenkorb entfernt.')).toBeInTheDocument();
    expect(within(dialog).getByText('Neue Zwischensumme: 27,00 €')).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(api.to('POST', '/api/orders')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Mit neuem Betrag bestellen' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(7, 'tok-7'));
    const order = api.to('POST', '/api/orders')[0].body as { cartItems: CartItem[]; totalPriceShoppingCart: number };
    expect(order.cartItems.map((i) => [i.productName, i.totalPrice])).toEqual([['Pizza Margherita', 27]]);
    expect(order.totalPriceShoppingCart).toBe(27);
  });

  it('still alerts the server’s message for a refusal without changes', async () => {
    installFakeFetch({ 'POST /api/checkout/validate': () => ({ status: 409, body: { success: false, message: 'Der Preis hat sich geändert.' } }) });
    const { user } = renderCheckout();
    await fillContact(user);
    await acceptBoth(user);
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Der Preis hat sich geändert.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
