import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { cartSubtotalCents, fixedClock, type CartItem } from '@pizzeria/domain';
import { ClockProvider } from '../../shop/shop-clock';
import { applyCartChanges, type CartChange } from '../../shop/cart-changes';
import { CheckoutForm } from './checkout-form';
import { LIVE, MONDAY_EVENING, acceptBoth, cartOf, fillContact, pizza } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';

jest.setTimeout(20_000);

interface StubButtonProps {
  disabled?: boolean;
  onClick: (data: unknown, actions: { resolve: () => Promise<void>; reject: () => Promise<void> }) => Promise<void> | void;
  createOrder: () => Promise<string>;
  onError: (error: unknown) => void;
}

/**
 * PayPal's SDK cannot load in jsdom; this stand-in calls the handlers in the order the real
 * buttons do on a click (onClick, then createOrder, then onError when createOrder throws).
 */
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
  PayPalButtons: ({ disabled, onClick, createOrder, onError }: StubButtonProps) => (
    <button
      type="button"
      disabled={disabled}
      onClick={async () => {
        let go = false;
        await onClick({}, { resolve: async () => void (go = true), reject: async () => undefined });
        if (!go) return;
        await createOrder().catch(onError);
      }}
    >
      PayPal
    </button>
  ),
}));

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

function Checkout() {
  const [items, setItems] = useState<CartItem[]>([pizza, tiramisu]);
  return (
    <CheckoutForm
      cart={cartOf({ items, subtotalCents: cartSubtotalCents(items) })}
      messageToDriver=""
      status={LIVE}
      preorderRequested={false}
      paypalClientId="client-123"
      onPlaced={jest.fn()}
      onLeave={jest.fn()}
      onCartChanges={(list) => setItems((current) => applyCartChanges(current, list))}
    />
  );
}

describe('PayPal checkout with a cart the menu changed under', () => {
  it('shows the changes dialog instead of PayPal’s error, takes the new figures and pays them on the next click', async () => {
    let creations = 0;
    const api = installFakeFetch({
      'POST /api/orders/paypal': () =>
        ++creations === 1
          ? { status: 409, body: { message: 'Die Preise haben sich geändert (Pizza Margherita). Bitte prüfen Sie Ihren Warenkorb.', changes } }
          : { body: { id: 'PAYPAL-2' } },
    });
    render(
      <MemoryRouter>
        <ClockProvider clock={fixedClock(MONDAY_EVENING)}>
          <Checkout />
        </ClockProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup({ delay: null });
    await fillContact(user);
    await acceptBoth(user);
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ihr Warenkorb hat sich geändert' });
    expect(within(dialog).getByText('Pizza Margherita ist jetzt teurer: 27,00 € statt 25,00 €.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tiramisu ist leider ausverkauft und wurde aus dem Warenkorb entfernt.')).toBeInTheDocument();
    expect(within(dialog).getByText('Neue Zwischensumme: 27,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Could not initiate PayPal Checkout...')).not.toBeInTheDocument();
    expect(screen.queryByText('Sorry, your transaction could not be processed...')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Neuen Betrag übernehmen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Bitte klicken Sie noch einmal auf PayPal/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(api.to('POST', '/api/orders/paypal')).toHaveLength(2));
    const second = api.to('POST', '/api/orders/paypal')[1].body as { cartItems: CartItem[]; totalPriceShoppingCart: number; finalTotal: number };
    expect(second.cartItems.map((i) => [i.productName, i.totalPrice])).toEqual([['Pizza Margherita', 27]]);
    expect(second.totalPriceShoppingCart).toBe(27);
    expect(second.finalTotal).toBe(27);
    expect(screen.queryByText(/Bitte klicken Sie noch einmal auf PayPal/)).not.toBeInTheDocument();
    expect(screen.queryByText('Could not initiate PayPal Checkout...')).not.toBeInTheDocument();
  });
});
