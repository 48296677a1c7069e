import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fixedClock } from '@pizzeria/domain';
import { CheckoutForm } from './checkout-form';
import { cartOf, LIVE, MONDAY_EVENING } from './checkout-form.test-support';
import { ClockProvider } from '../../shop/shop-clock';
import { installFakeFetch } from './fake-fetch.test-support';

describe('PayPal area', () => {
  it('loads the SDK with EUR, the buttons component and card and SEPA funding disabled', async () => {
    installFakeFetch({});
    render(
      <MemoryRouter>
        <ClockProvider clock={fixedClock(MONDAY_EVENING)}>
          <CheckoutForm cart={cartOf()} messageToDriver="" status={LIVE} preorderRequested={false} paypalClientId="client-123" onPlaced={jest.fn()} onLeave={jest.fn()} />
        </ClockProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('oder bezahlen mit PayPal')).toBeInTheDocument();
    const script = await waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>('script[src^="https://www.paypal.com/sdk/js"]');
      if (!element) throw new Error('no SDK script yet');
      return element;
    });
    const params = new URL(script.src).searchParams;
    expect(params.get('client-id')).toBe('client-123');
    expect(params.get('currency')).toBe('EUR');
    expect(params.get('components')).toBe('buttons');
    expect(params.get('disable-funding')).toBe('card,sepa');
    expect(screen.getByText('PayPal wird geladen …')).toBeInTheDocument();
  });
});
