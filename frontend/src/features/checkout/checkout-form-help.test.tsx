import { fireEvent, screen } from '@testing-library/react';
import { ORDER_MESSAGES, ORDER_TIMES_DEFAULTS } from '@pizzeria/domain';
import { CHECKOUT_DRAFT_KEY } from './checkout-draft';
import { acceptBoth, cartOf, fillContact, renderForm, submitButton } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';
import { earlyTimeHint } from './time-fields';

jest.setTimeout(20_000);

const CLOSED_WITH_PREORDERS = { isShopLive: false, preordersEnabled: true };

describe('checkout help at rush hour', () => {
  it('keeps what the customer typed for the session, but not the consent boxes', async () => {
    installFakeFetch({});
    const first = renderForm();
    await fillContact(first.user);
    await acceptBoth(first.user);
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}')).toMatchObject({ firstName: 'Maria', phone: '0171 2345678' });

    renderForm();
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Maria');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveValue('maria@example.de');
    expect(screen.getByLabelText(/Datenschutzerklärung/)).not.toBeChecked();
    expect(screen.getByLabelText(/AGB/)).not.toBeChecked();
  });

  it('names the fields that keep the button grey', async () => {
    installFakeFetch({});
    const { user } = renderForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    const hint = () => document.getElementById(submitButton().getAttribute('aria-describedby') ?? '');
    expect(hint()).toHaveTextContent(
      'Es fehlt noch: Vorname, Nachname, E-Mail, Telefon, Straße, Hausnummer, Zustimmung zur Datenschutzerklärung, Zustimmung zu den AGB.',
    );
    await fillContact(user);
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    expect(hint()).toHaveTextContent('Es fehlt noch: Straße, Hausnummer, Zustimmung zu den AGB.');
  });

  it('ticks the AGB box when its label text is tapped; the link inside is a link to the AGB', async () => {
    installFakeFetch({});
    const { user } = renderForm();
    await user.click(screen.getByText(/gelesen und akzeptiere sie/));
    expect(screen.getByLabelText(/AGB/)).toBeChecked();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  });

  it('says next to the time select that times before 17:00 need 100 €, only while the total is below', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-24T17:00:00Z', status: CLOSED_WITH_PREORDERS });
    const text = earlyTimeHint(ORDER_TIMES_DEFAULTS);
    const hint = screen.getByText((_, element) => element?.textContent === text && element.tagName === 'P');
    expect(screen.getByLabelText('Uhrzeit').getAttribute('aria-describedby')).toContain(hint.id);
    expect(text).not.toBe(ORDER_MESSAGES.before17);
  });

  it('does not say it from 100 €', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-24T17:00:00Z', status: CLOSED_WITH_PREORDERS, cart: cartOf({ subtotalCents: 10000 }) });
    expect(screen.queryByText(/^Uhrzeiten vor 17:00 Uhr/)).toBeNull();
  });

  it('closed shop with pre-orders on a Tuesday: preselects Wednesday and its first time the total allows', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-24T17:00:00Z', status: CLOSED_WITH_PREORDERS });
    expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Uhrzeit')).toHaveValue('17:00');
  });

  it('closed shop late at night: moves to the next day, from 100 € at 10:00', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-23T21:40:00Z', status: CLOSED_WITH_PREORDERS, cart: cartOf({ subtotalCents: 12000 }) });
    expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Uhrzeit')).toHaveValue('10:00');
  });

  it('judges a typed date only when it is complete: a half-typed year is not reset', () => {
    installFakeFetch({});
    renderForm();
    // Typing 2026 into the year passes 0020: 0020-06-01 is a Tuesday and used to be wiped.
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '0020-06-01' } });
    expect(screen.getByLabelText('Datum')).toHaveValue('0020-06-01');
    expect(screen.queryByText('Dienstags geschlossen.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-12-01' } });
    expect(screen.getByLabelText('Datum')).toHaveValue('');
    expect(screen.getByText('Dienstags geschlossen.')).toBeInTheDocument();
  });
});
