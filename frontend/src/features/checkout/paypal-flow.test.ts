import { AlreadyOrderedError, approvePayPalOrder, CartChangedError, createPayPalOrder, PAYPAL_MESSAGES, PayPalFlowError } from './paypal-flow';
import { installFakeFetch } from './fake-fetch.test-support';
import type { OrderSubmission } from '@pizzeria/domain';

const submission: OrderSubmission = {
  firstName: 'Maria',
  lastName: 'Rossi',
  company: '',
  email: 'maria@example.de',
  phone: '0171 2345678',
  street: '',
  house_number: '',
  postalCode: '',
  city: '',
  cartItems: [],
  totalPriceShoppingCart: 25,
  deliveryMethod: 'abholung',
  messageToChef: '',
  messageToDriver: '',
  discountCode: 'PIZZA10',
  discountAmount: 2.5,
  desiredDeliveryTime: 'So schnell wie möglich',
  desiredDeliveryDate: '2026-11-23',
  paymentMethod: 'paypal',
  preorder: false,
};

const captured = {
  id: 'PAYPAL-1',
  status: 'COMPLETED',
  purchase_units: [{ payments: { captures: [{ status: 'COMPLETED', id: 'CAPTURE-9' }] } }],
  orderId: 42,
  token: 'tok-42',
};

describe('createPayPalOrder', () => {
  it('sends the whole submission with the final total, the attempt’s key and the checkout id, and returns PayPal’s order id', async () => {
    const api = installFakeFetch({ 'POST /api/orders/paypal': () => ({ body: { id: 'PAYPAL-1' } }) });
    await expect(createPayPalOrder(submission, 'key-1', 'checkout-1234567890')).resolves.toBe('PAYPAL-1');
    expect(api.calls[0].body).toMatchObject({ ...submission, finalTotal: 22.5 });
    expect(api.calls[0].headers['Idempotency-Key']).toBe('key-1');
    expect(api.calls[0].headers['Checkout-Id']).toBe('checkout-1234567890');
  });

  it('fails with a German notice, the server’s German reason and PayPal’s reference, never PayPal’s English', async () => {
    installFakeFetch({
      'POST /api/orders/paypal': () => ({
        status: 502,
        body: {
          message: 'Die PayPal-Zahlung konnte nicht gestartet werden.',
          details: [{ issue: 'UNPROCESSABLE_ENTITY', description: 'Amount invalid' }],
          debug_id: 'dbg-1',
        },
      }),
    });
    const error = await createPayPalOrder(submission, 'key-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalFlowError);
    expect((error as PayPalFlowError).message).toBe('Die PayPal-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder bezahlen Sie bar.');
    expect((error as PayPalFlowError).detail).toBe('Die PayPal-Zahlung konnte nicht gestartet werden. (PayPal-Referenz dbg-1)');
  });

  it('answers a checkout that already has its order with that order', async () => {
    const message = 'Für diesen Einkauf wurde bereits eine Bestellung aufgegeben. Es wurde nichts ein zweites Mal bestellt oder abgebucht.';
    installFakeFetch({ 'POST /api/orders/paypal': () => ({ status: 409, body: { success: false, message, orderId: 12, token: 'tok-12' } }) });
    const error = await createPayPalOrder(submission, 'key-1', 'checkout-1234567890').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlreadyOrderedError);
    expect(error).toMatchObject({ message, orderId: 12, token: 'tok-12' });
  });

  it('fails the same way with the server’s German message', async () => {
    installFakeFetch({ 'POST /api/orders/paypal': () => ({ status: 400, body: { success: false, message: 'Mindestbestellwert nicht erreicht.' } }) });
    const error = (await createPayPalOrder(submission, 'key-1').catch((e: unknown) => e)) as PayPalFlowError;
    expect(error.message).toBe(PAYPAL_MESSAGES.createFailed);
    expect(error.detail).toBe('Mindestbestellwert nicht erreicht.');
  });
});

describe('approvePayPalOrder', () => {
  it('captures, fetches the stored order through POST /api/orders and reports the transaction', async () => {
    const api = installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({ body: captured }),
      'POST /api/orders': () => ({ body: { success: true, orderId: 42, token: 'tok-42' } }),
    });
    const restart = jest.fn();
    const outcome = await approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart });
    expect(outcome).toEqual({ kind: 'paid', message: 'Zahlung erfolgreich. Ihre Bestellung wird geöffnet …', orderId: 42, token: 'tok-42' });
    expect(api.calls[0].body).toEqual({});
    expect(api.calls[0].headers['Idempotency-Key']).toBe('key-1');
    const order = api.to('POST', '/api/orders')[0];
    expect(order.body).toMatchObject({ paymentMethod: 'paypal', paypalOrderId: 'PAYPAL-1' });
    expect(order.headers['Idempotency-Key']).toBe('key-1');
    expect(restart).not.toHaveBeenCalled();
  });

  it('restarts the flow on INSTRUMENT_DECLINED', async () => {
    const api = installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({ status: 422, body: { details: [{ issue: 'INSTRUMENT_DECLINED', description: 'declined' }], debug_id: 'd' } }),
    });
    const restart = jest.fn();
    await expect(approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart })).resolves.toEqual({ kind: 'restarted' });
    expect(restart).toHaveBeenCalledTimes(1);
    expect(api.to('POST', '/api/orders')).toHaveLength(0);
  });

  it('reports other capture errors in German', async () => {
    installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({
        status: 502,
        body: {
          message: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden.',
          details: [{ issue: 'TRANSACTION_REFUSED', description: 'refused' }],
          debug_id: 'dbg-2',
        },
      }),
    });
    const outcome = await approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart: jest.fn() });
    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut oder bezahlen Sie bar.',
      detail: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden. (PayPal-Referenz dbg-2)',
    });
  });

  it('takes the checkout’s cash order when it went in first, without a second order', async () => {
    const api = installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({
        status: 409,
        body: { success: false, message: 'Für diesen Einkauf wurde bereits eine Bestellung aufgegeben.', orderId: 7, token: 'tok-7' },
      }),
    });
    const outcome = await approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart: jest.fn() });
    expect(outcome).toEqual({ kind: 'ordered', message: 'Für diesen Einkauf wurde bereits eine Bestellung aufgegeben.', orderId: 7, token: 'tok-7' });
    expect(api.to('POST', '/api/orders')).toHaveLength(0);
  });

  it('uses the capture’s order id and token when the follow-up call fails', async () => {
    installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({ body: captured }),
      'POST /api/orders': () => new TypeError('Failed to fetch'),
    });
    const outcome = await approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart: jest.fn() });
    expect(outcome).toMatchObject({ kind: 'paid', orderId: 42, token: 'tok-42' });
  });
});

describe('createPayPalOrder with a cart the menu changed under', () => {
  it('fails with CartChangedError carrying the server’s changed lines, not PayPal’s error text', async () => {
    const changes = [{ index: 0, productName: 'Pizza Margherita', oldTotal: 25, newTotal: 27 }];
    installFakeFetch({ 'POST /api/orders/paypal': () => ({ status: 409, body: { message: 'Die Preise haben sich geändert (Pizza Margherita).', changes } }) });
    const error = await createPayPalOrder(submission, 'key-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartChangedError);
    expect((error as CartChangedError).changes).toEqual(changes);
    expect((error as CartChangedError).message).toBe('Die Preise haben sich geändert (Pizza Margherita).');
  });

  it('keeps PayPal’s error for a 409 without changes', async () => {
    installFakeFetch({ 'POST /api/orders/paypal': () => ({ status: 409, body: { message: 'Bestellung läuft bereits.' } }) });
    const error = await createPayPalOrder(submission, 'key-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalFlowError);
  });
});
