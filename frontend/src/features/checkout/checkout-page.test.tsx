import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CartProvider } from '../../shop/cart-context';
import { resetShopStatusForTests } from '../../shop/use-shop-status';
import CheckoutPage from './checkout-page';
import { pizza, timeOptions } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';

function renderPage() {
  return render(
    <CartProvider>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </CartProvider>,
  );
}

beforeEach(() => resetShopStatusForTests());
afterEach(() => jest.useRealTimers());

describe('checkout page', () => {
  it('sends visitors with an empty cart back to the menu', () => {
    installFakeFetch({});
    renderPage();
    expect(screen.getByText('Fülle deinen Warenkorb mit leckeren Speisen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Speisekarte' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Zahlungspflichtig bestellen/ })).not.toBeInTheDocument();
  });

  it('shows the stored cart after a reload and hides PayPal when it is not configured', async () => {
    localStorage.setItem('cartItems', JSON.stringify([pizza]));
    localStorage.setItem(
      'cartState',
      JSON.stringify({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt', minOrderValue: 15, messageToChef: 'Extra knusprig' }),
    );
    const api = installFakeFetch({
      'GET /api/shop-status': () => ({ body: { isShopLive: 1, preordersEnabled: 0 } }),
      'GET /api/payments/config': () => ({ body: { paypalClientId: null } }),
    });
    renderPage();
    expect(screen.getByText('Pizza Margherita')).toBeInTheDocument();
    expect(screen.getByLabelText('PLZ')).toHaveValue('12345');
    expect(screen.getByText('Extra knusprig').previousElementSibling).toHaveTextContent('Nachricht an den Pizzabäcker');
    await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen (Barzahlung)' });
    expect(api.to('GET', '/api/payments/config')).toHaveLength(1);
    expect(screen.queryByText('oder bezahlen mit PayPal')).not.toBeInTheDocument();
  });

  it.each([
    ['Europe/Berlin', ['So schnell wie möglich', '18:15', '18:30']],
    ['Europe/London', ['So schnell wie möglich', '17:15', '17:30']],
  ])('offers the slots of the server’s clock in its zone (%s), whatever the phone’s clock says', async (timezone, firstOptions) => {
    // The phone believes it is Tuesday morning (closed, no slots); the server says Monday 17:10 UTC.
    jest.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), advanceTimers: true });
    localStorage.setItem('cartItems', JSON.stringify([pizza]));
    installFakeFetch({
      'GET /api/shop-status': () => ({ body: { isShopLive: 1, preordersEnabled: 0, serverTime: '2026-11-23T17:10:00.000Z', timezone } }),
      'GET /api/payments/config': () => ({ body: { paypalClientId: null } }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-23'));
    expect(screen.getByLabelText('Datum')).toHaveAttribute('min', '2026-11-23');
    expect(timeOptions().slice(0, 3)).toEqual(firstOptions);
  });
});
