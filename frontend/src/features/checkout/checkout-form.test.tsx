import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ASAP, FIELD_LIMITS, ORDER_MESSAGES, TEXT_MESSAGES } from '@pizzeria/domain';
import { acceptBoth, cartOf, fillContact, renderForm, submitButton, timeOptions } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';

// Typing through user-event is slow on a busy machine; these tests fill whole forms.
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

describe('required fields and consent', () => {
  it('keeps the cash button disabled until name, e-mail, phone and both boxes are filled', async () => {
    installFakeFetch({});
    const { user } = renderForm();
    expect(submitButton()).toBeDisabled();
    await fillContact(user);
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByLabelText(/AGB/));
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(/^Telefon/));
    expect(submitButton()).toBeDisabled();
  });

  it('shows no address fields for pickup', () => {
    installFakeFetch({});
    renderForm();
    expect(screen.queryByLabelText(/^Straße/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hausnummer/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('PLZ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ort')).not.toBeInTheDocument();
  });

  it('requires street and house number for delivery and shows postal code and city disabled from the cart', async () => {
    installFakeFetch({});
    const { user } = renderForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt', minOrderValue: 15 }) });
    expect(screen.getByLabelText('PLZ')).toBeDisabled();
    expect(screen.getByLabelText('PLZ')).toHaveValue('12345');
    expect(screen.getByLabelText('Ort')).toBeDisabled();
    expect(screen.getByLabelText('Ort')).toHaveValue('Musterstadt');
    await fillContact(user);
    await acceptBoth(user);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Straße/), 'Hauptstraße');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Hausnummer/), '12a');
    expect(submitButton()).toBeEnabled();
  });

  it('limits every field to the domain maximum and marks types for phone keyboards', () => {
    installFakeFetch({});
    renderForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    const expectations: [RegExp, number][] = [
      [/^Vorname/, FIELD_LIMITS.firstName],
      [/^Nachname/, FIELD_LIMITS.lastName],
      [/^Firma/, FIELD_LIMITS.company],
      [/^E-Mail/, FIELD_LIMITS.email],
      [/^Telefon/, FIELD_LIMITS.phone],
      [/^Straße/, FIELD_LIMITS.street],
      [/^Hausnummer/, FIELD_LIMITS.house_number],
      [/^Nachricht an den Fahrer/, FIELD_LIMITS.messageToDriver],
    ];
    for (const [label, max] of expectations) expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', String(max));
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^E-Mail/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Nachname/)).toHaveAttribute('autocomplete', 'family-name');
    // The message to the chef is changed in the cart: here it is plain text, no field that looks disabled.
    expect(screen.queryByRole('textbox', { name: 'Nachricht an den Pizzabäcker' })).toBeNull();
    expect(screen.getByText('Bitte gut durchbacken').tagName).toBe('DD');
    expect(screen.getByText('Bitte gut durchbacken').previousElementSibling).toHaveTextContent('Nachricht an den Pizzabäcker');
  });

  it('alerts when a cash submit reaches the form without both boxes ticked', async () => {
    const api = installFakeFetch({});
    const { user } = renderForm();
    await fillContact(user);
    fireEvent.submit(submitButton().closest('form')!);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.acceptTerms));
    expect(api.sent.filter((c) => c.path !== '/api/shop-info')).toHaveLength(0);
  });

  it('says at the field that a name needs a letter and an e-mail no invisible characters, and sends nothing', async () => {
    const api = installFakeFetch({});
    const { user } = renderForm();
    await fillContact(user);
    fireEvent.change(screen.getByLabelText(/^Vorname/), { target: { value: '– 42 –' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'maria@exam\u202Eple.de' } });
    await acceptBoth(user);
    await user.click(submitButton());
    await screen.findByText(TEXT_MESSAGES.needsLetter);
    expect(screen.getByText(TEXT_MESSAGES.invisibleCharacters)).toBeTruthy();
    expect(screen.getByLabelText(/^Vorname/).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.filter((c) => c.path !== '/api/shop-info')).toHaveLength(0);
  });
});

describe('date and time', () => {
  it('offers today from 18:15 to 22:30 plus "So schnell wie möglich" at 18:10', () => {
    installFakeFetch({});
    renderForm();
    const options = timeOptions();
    expect(options[0]).toBe(ASAP);
    expect(options[1]).toBe('18:15');
    expect(options.at(-1)).toBe('22:30');
    expect(options).not.toContain('18:00');
    expect(screen.getByLabelText('Uhrzeit')).toHaveValue(ASAP);
    expect(screen.getByLabelText('Datum')).toHaveAttribute('min', '2026-11-23');
    expect(screen.getByLabelText('Datum')).toHaveAttribute('max', '2026-12-23');
  });

  it('offers 17:00 to 22:30 in the early afternoon, without "So schnell wie möglich" while closed, and says when it opens', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-23T13:00:00Z' });
    expect(timeOptions()).toEqual([
      '17:00',
      '17:15',
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
      '22:00',
      '22:15',
      '22:30',
    ]);
    expect(screen.getByText('Jetzt geschlossen – wieder geöffnet ab heute, 17:00 Uhr. Sie können für später vorbestellen.')).toBeInTheDocument();
  });

  it('offers a Monday delivery from 17:30, when the delivery hours begin', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-23T13:00:00Z', cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    expect(timeOptions().slice(0, 3)).toEqual(['17:30', '17:45', '18:00']);
  });

  it('names the method that is closed while the other is open (Monday 17:10: pickup yes, delivery from 17:30)', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-23T16:10:00Z', cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    expect(screen.getByText('Lieferung ist jetzt nicht möglich – wieder ab heute, 17:30 Uhr. Sie können für später vorbestellen.')).toBeInTheDocument();
    expect(timeOptions()).not.toContain(ASAP);
  });

  it('gives a pre-order the 10:00 to 22:30 grid of another day, without "So schnell wie möglich"', async () => {
    installFakeFetch({});
    const { user } = renderForm();
    await user.click(screen.getByLabelText(/^Vorbestellung/));
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-25' } });
    const options = timeOptions();
    expect(options[0]).toBe('Bitte Uhrzeit wählen');
    expect(options[1]).toBe('10:00');
    expect(options.at(-1)).toBe('22:30');
    expect(options).not.toContain(ASAP);
  });

  it('switches to pre-order when another day is picked', () => {
    installFakeFetch({});
    renderForm();
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-26' } });
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeChecked();
    expect(timeOptions()).toContain('10:00');
  });

  it('treats every order as a pre-order when the server has pre-orders on (no toggle)', () => {
    installFakeFetch({});
    renderForm({ status: { isShopLive: true, preordersEnabled: true }, now: '2026-11-23T09:00:00Z' });
    expect(screen.queryByLabelText(/^Vorbestellung/)).not.toBeInTheDocument();
    expect(timeOptions().slice(0, 3)).toEqual(['Bitte Uhrzeit wählen', '10:15', '10:30']);
  });

  it('forces pre-order on when the shop is not live', () => {
    installFakeFetch({});
    renderForm({ status: { isShopLive: false, preordersEnabled: false } });
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeChecked();
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeDisabled();
    expect(timeOptions()).not.toContain(ASAP);
  });

  it('forces pre-order on when opened from the closed-shop modal', () => {
    installFakeFetch({});
    renderForm({ preorderRequested: true });
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeChecked();
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeDisabled();
  });

  it('resets a Tuesday to empty and says why', () => {
    installFakeFetch({});
    renderForm();
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-24' } });
    expect(screen.getByLabelText('Datum')).toHaveValue('');
    expect(screen.getByText('Dienstags geschlossen.')).toBeInTheDocument();
    expect(timeOptions()).toEqual(['Keine Zeiten verfügbar']);
  });

  it('on the day off, starts with the next open day and its first time the total allows', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-24T17:00:00Z', status: { isShopLive: true, preordersEnabled: true } });
    expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Uhrzeit')).toHaveValue('17:00');
  });

  it('after the last order time: says when it opens, pre-orders for the next open day (Monday 22:40 → Wednesday)', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-23T21:40:00Z' });
    expect(screen.getByText('Jetzt geschlossen – wieder geöffnet ab Mittwoch, 25.11., 17:00 Uhr. Sie können für später vorbestellen.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeChecked();
    expect(screen.getByLabelText(/^Vorbestellung/)).toBeDisabled();
    expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Uhrzeit')).toHaveValue('17:00');
    expect(timeOptions()).not.toContain(ASAP);
  });

  it('shows the chosen day and time in the order summary beside the order button', async () => {
    installFakeFetch({});
    const { user } = renderForm();
    const row = () => screen.getByText('Abholzeit').closest('div');
    expect(row()).toHaveTextContent('So schnell wie möglich');
    await user.selectOptions(screen.getByLabelText('Uhrzeit'), '19:00');
    expect(row()).toHaveTextContent('Heute, 19:00 Uhr');
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-25' } });
    await user.selectOptions(screen.getByLabelText('Uhrzeit'), '18:30');
    expect(row()).toHaveTextContent('Mittwoch, 25.11., 18:30 Uhr');
  });

  it('offers a late Friday until 23:30 (closing 24:00, delivery until 23:30)', () => {
    installFakeFetch({});
    renderForm({ now: '2026-11-27T19:00:00Z', cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    expect(timeOptions().slice(-3)).toEqual(['23:00', '23:15', '23:30']);
    expect(timeOptions()[0]).toBe(ASAP);
  });
});
