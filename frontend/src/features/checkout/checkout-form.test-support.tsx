import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fixedClock, type CartItem, type ShopStatus } from '@pizzeria/domain';
import { CheckoutForm } from './checkout-form';
import type { CheckoutCart } from './checkout-model';
import { ClockProvider } from '../../shop/shop-clock';

// Monday 23 November 2026, 18:10 in Berlin (CET = UTC+1): a normal evening.
export const MONDAY_EVENING = '2026-11-23T17:10:00Z';
export const LIVE: ShopStatus = { isShopLive: true, preordersEnabled: false };

export const pizza: CartItem = {
  productID: 10,
  productName: 'Pizza Margherita',
  quantity: 2,
  variantID: 3,
  variantPrice: 12.5,
  variantName: '30 cm',
  extras: [],
  dip: [],
  dressing: '',
  totalPrice: 25,
  category_id: 2,
};

export function cartOf(overrides: Partial<CheckoutCart> = {}): CheckoutCart {
  return {
    items: [pizza],
    deliveryMethod: 'abholung',
    postalCode: '',
    city: '',
    minOrderValue: 0,
    messageToChef: 'Bitte gut durchbacken',
    discountCode: '',
    discountAmount: 0,
    voucherStatus: '',
    voucherMessage: '',
    subtotalCents: 2500,
    depositCents: 0,
    deliveryFeeCents: 0,
    ...overrides,
  };
}

export function renderForm(options: { cart?: CheckoutCart; status?: ShopStatus; now?: string; preorderRequested?: boolean } = {}) {
  const onPlaced = jest.fn();
  const onLeave = jest.fn();
  const { unmount } = render(
    <MemoryRouter>
      <ClockProvider clock={fixedClock(options.now ?? MONDAY_EVENING)}>
        <CheckoutForm
          cart={options.cart ?? cartOf()}
          messageToDriver=""
          status={options.status ?? LIVE}
          preorderRequested={options.preorderRequested ?? false}
          paypalClientId={null}
          onPlaced={onPlaced}
          onLeave={onLeave}
        />
      </ClockProvider>
    </MemoryRouter>,
  );
  return { onPlaced, onLeave, unmount, user: userEvent.setup({ delay: null }) };
}

export const submitButton = () => screen.getByRole('button', { name: /Zahlungspflichtig bestellen \(Barzahlung\)|Wird überprüft/ });
export const timeOptions = () =>
  within(screen.getByLabelText('Uhrzeit'))
    .getAllByRole('option')
    .map((o) => o.textContent);

export async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Maria');
  await user.type(screen.getByLabelText(/^Nachname/), 'Rossi');
  await user.type(screen.getByLabelText(/^E-Mail/), 'maria@example.de');
  await user.type(screen.getByLabelText(/^Telefon/), '0171 2345678');
}

export async function acceptBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Datenschutzerklärung/));
  await user.click(screen.getByLabelText(/AGB/));
}
