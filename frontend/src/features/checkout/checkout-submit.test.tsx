import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASAP, ORDER_MESSAGES } from '@pizzeria/domain';
import { acceptBoth, cartOf, fillContact, renderForm, submitButton } from './checkout-form.test-support';
import { deferred, installFakeFetch, type Route } from './fake-fetch.test-support';

const validateOk: Route = () => ({ body: { success: true, message: 'OK' } });
const orderOk: Route = () => ({ body: { success: true, message: 'Bestellung erfolgreich aufgegeben.', orderId: 42, token: 'tok-42' } });

// Typing through user-event is slow on a busy machine; these tests fill whole forms.
jest.setTimeout(20_000);

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

async function readyForm(options: Parameters<typeof renderForm>[0] = {}) {
  const rendered = renderForm(options);
  await fillContact(rendered.user);
  await acceptBoth(rendered.user);
  return rendered;
}

describe('cash order', () => {
  it('validates the cart, then posts the full submission with an Idempotency-Key and reports the new order', async () => {
    const api = installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': orderOk });
    const { user, onPlaced } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(42, 'tok-42'));
    const calls = api.sent;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/checkout/validate', 'POST /api/orders']);
    expect(calls[0].body).toMatchObject({ totalPriceShoppingCart: 25, discountAmount: 0, deliveryMethod: 'abholung' });
    const order = calls[1];
    expect(order.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.body).toEqual({
      firstName: 'Maria',
      lastName: 'Rossi',
      company: '',
      email: 'maria@example.de',
      phone: '0171 2345678',
      street: '',
      house_number: '',
      postalCode: '',
      city: '',
      cartItems: cartOf().items,
      totalPriceShoppingCart: 25,
      deliveryMethod: 'abholung',
      messageToChef: 'Bitte gut durchbacken',
      messageToDriver: '',
      discountCode: '',
      discountAmount: 0,
      desiredDeliveryTime: ASAP,
      desiredDeliveryDate: '2026-11-23',
      paymentMethod: 'cash',
      preorder: false,
    });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('sends the delivery address and an accepted voucher', async () => {
    const api = installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': orderOk });
    const cart = cartOf({
      deliveryMethod: 'lieferung',
      postalCode: '12345',
      city: 'Musterstadt',
      minOrderValue: 15,
      discountCode: 'PIZZA10',
      discountAmount: 2.5,
      voucherStatus: 'valid',
    });
    const { user, onPlaced } = await readyForm({ cart });
    expect(screen.getByText('Gutschein PIZZA10 aktiv')).toBeInTheDocument();
    expect(screen.getByText('22,50 €')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Straße/), 'Hauptstraße');
    await user.type(screen.getByLabelText(/^Hausnummer/), '12a');
    await user.type(screen.getByLabelText(/^Nachricht an den Fahrer/), 'Hinterhaus');
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(api.to('POST', '/api/orders')[0].body).toMatchObject({
      street: 'Hauptstraße',
      house_number: '12a',
      postalCode: '12345',
      city: 'Musterstadt',
      deliveryMethod: 'lieferung',
      messageToDriver: 'Hinterhaus',
      discountCode: 'PIZZA10',
      discountAmount: 2.5,
      totalPriceShoppingCart: 25,
    });
  });

  it('sends "Ich zahle mit" with a cash delivery, after refusing less than the total in German', async () => {
    const api = installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': orderOk });
    const { user, onPlaced } = await readyForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt' }) });
    await user.type(screen.getByLabelText(/^Straße/), 'Hauptstraße');
    await user.type(screen.getByLabelText(/^Hausnummer/), '12a');
    const payWith = screen.getByLabelText(/^Ich zahle mit/);
    await user.type(payWith, '20');
    await user.click(submitButton());
    expect(await screen.findByText('Ich zahle mit: der Betrag muss mindestens 25,00 € (der Gesamtbetrag) sein.')).toBeInTheDocument();
    expect(api.to('POST', '/api/orders')).toHaveLength(0);
    await user.clear(payWith);
    await user.type(payWith, '50');
    expect(screen.getByText('Der Fahrer bringt 25,00 € Wechselgeld mit.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(api.to('POST', '/api/orders')[0].body).toMatchObject({ deliveryMethod: 'lieferung', paymentMethod: 'cash', payWith: 50 });
  });

  it('shows "Wird überprüft..." while sending and ignores a second click', async () => {
    const pending = deferred<{ body: unknown }>();
    const api = installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': () => pending.promise });
    const { user, onPlaced } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Wird überprüft...'));
    expect(submitButton()).toBeDisabled();
    fireEvent.submit(submitButton().closest('form')!);
    await user.click(submitButton());
    pending.resolve({ body: { success: true, orderId: 7, token: 't7' } });
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(7, 't7'));
    expect(api.to('POST', '/api/orders')).toHaveLength(1);
    expect(onPlaced).toHaveBeenCalledTimes(1);
  });

  it('reuses the Idempotency-Key when the same order is retried and takes a new one after a change', async () => {
    let attempt = 0;
    const api = installFakeFetch({
      'POST /api/checkout/validate': validateOk,
      'POST /api/orders': () => (++attempt < 3 ? new TypeError('Failed to fetch') : orderOk({} as never)),
    });
    const { user, onPlaced } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.orderError));
    expect(submitButton()).toHaveTextContent('Zahlungspflichtig bestellen (Barzahlung)');
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(2));
    const [first, retry] = api.to('POST', '/api/orders');
    expect(retry.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);

    await user.type(screen.getByLabelText(/^Firma/), 'Bella GmbH');
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    const changed = api.to('POST', '/api/orders')[2];
    expect(changed.body).toMatchObject({ company: 'Bella GmbH' });
    expect(changed.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it("alerts the server's message when the order is refused", async () => {
    installFakeFetch({
      'POST /api/checkout/validate': validateOk,
      'POST /api/orders': () => ({ status: 409, body: { success: false, message: 'Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.' } }),
    });
    const { user, onPlaced } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.'));
    expect(onPlaced).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });

  it('stops at a failed cart validation and alerts its message', async () => {
    const api = installFakeFetch({
      'POST /api/checkout/validate': () => ({ status: 400, body: { success: false, message: 'Gutschein ungültig oder abgelaufen' } }),
      'POST /api/orders': orderOk,
    });
    const { user } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Gutschein ungültig oder abgelaufen'));
    expect(api.to('POST', '/api/orders')).toHaveLength(0);
  });

  it('falls back to "Es gab ein Problem mit der Bestellung." when the server gives no reason', async () => {
    installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': () => ({ status: 500 }) });
    const { user } = await readyForm();
    await user.click(submitButton());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(ORDER_MESSAGES.orderProblem));
  });

  it('asks for a time when a pre-order has none yet', async () => {
    const api = installFakeFetch({});
    const { user } = await readyForm();
    await user.click(screen.getByLabelText(/^Vorbestellung/));
    await user.click(submitButton());
    expect(await screen.findByText(ORDER_MESSAGES.badTime)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});

describe('warning modal', () => {
  it('blocks a delivery below the minimum order value and OK returns to the menu', async () => {
    const api = installFakeFetch({});
    const { user, onLeave } = await readyForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '12345', city: 'Musterstadt', minOrderValue: 30 }) });
    await user.type(screen.getByLabelText(/^Straße/), 'Hauptstraße');
    await user.type(screen.getByLabelText(/^Hausnummer/), '1');
    await user.click(submitButton());
    expect(within(await screen.findByRole('dialog')).getByText('Mindestbestellwert nicht erreicht.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(onLeave).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('blocks a total of zero', async () => {
    installFakeFetch({});
    const { user } = await readyForm({ cart: cartOf({ discountCode: 'ALLES', discountAmount: 25, voucherStatus: 'valid' }) });
    await user.click(submitButton());
    expect(within(await screen.findByRole('dialog')).getByText('Mindestbestellwert nicht erreicht.')).toBeInTheDocument();
  });

  it('greys out the times before 17:00 under 100 € and says why before sending', async () => {
    const api = installFakeFetch({});
    await readyForm();
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-25' } });
    const noon = within(screen.getByLabelText('Uhrzeit')).getByRole('option', { name: '12:00' });
    expect(noon).toBeDisabled();
    expect(within(screen.getByLabelText('Uhrzeit')).getByRole('option', { name: '17:00' })).toBeEnabled();
    expect(screen.getByText('Uhrzeiten vor 17:00 Uhr erst ab 100,00 € Bestellwert (sonst auf Anfrage).')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('lets a time before 17:00 through from 100 €', async () => {
    const api = installFakeFetch({ 'POST /api/checkout/validate': validateOk, 'POST /api/orders': orderOk });
    const big = { ...cartOf().items[0], quantity: 10, totalPrice: 125 };
    const { user, onPlaced } = await readyForm({ cart: cartOf({ items: [big], subtotalCents: 12500 }) });
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-11-25' } });
    await user.selectOptions(screen.getByLabelText('Uhrzeit'), '12:00');
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(api.to('POST', '/api/orders')[0].body).toMatchObject({ desiredDeliveryDate: '2026-11-25', desiredDeliveryTime: '12:00', preorder: true });
  });

  it('blocks when the shop is closed and pre-orders are off', async () => {
    installFakeFetch({});
    const { user } = await readyForm({ status: { isShopLive: false, preordersEnabled: false } });
    await user.click(submitButton());
    expect(within(await screen.findByRole('dialog')).getByText('Shop geschlossen')).toBeInTheDocument();
  });
});
