import { approvePayPalOrder, CartChangedError, createPayPalOrder, PAYPAL_MESSAGES, PayPalFlowError } from './paypal-flow';
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
  it('sends the whole submission with the final total and the attempt’s key, and returns PayPal’s order id', async () => {
    const api = installFakeFetch({ 'POST /api/orders/paypal': () => ({ body: { id: 'PAYPAL-1' } }) });
    await expect(createPayPalOrder(submission, 'key-1')).resolves.toBe('PAYPAL-1');
    expect(api.calls[0].body).toMatchObject({ ...submission, finalTotal: 22.5 });
    expect(api.calls[0].headers['Idempotency-Key']).toBe('key-1');
  });

  it('fails with "Could not initiate PayPal Checkout..." and the provider’s detail', async () => {
    installFakeFetch({
      'POST /api/orders/paypal': () => ({ status: 502, body: { details: [{ issue: 'UNPROCESSABLE_ENTITY', description: 'Amount invalid' }], debug_id: 'dbg-1' } }),
    });
    const error = await createPayPalOrder(submission, 'key-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalFlowError);
    expect((error as PayPalFlowError).message).toBe(PAYPAL_MESSAGES.createFailed);
    expect((error as PayPalFlowError).detail).toBe('UNPROCESSABLE_ENTITY Amount invalid (dbg-1)');
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
    expect(outcome).toEqual({ kind: 'paid', message: 'Transaction COMPLETED: CAPTURE-9', orderId: 42, token: 'tok-42' });
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

  it('reports other capture errors as "Sorry, your transaction could not be processed..."', async () => {
    installFakeFetch({
      'POST /api/orders/PAYPAL-1/capture': () => ({ status: 422, body: { details: [{ issue: 'TRANSACTION_REFUSED', description: 'refused' }], debug_id: 'dbg-2' } }),
    });
    const outcome = await approvePayPalOrder('PAYPAL-1', submission, 'key-1', { restart: jest.fn() });
    expect(outcome).toEqual({ kind: 'failed', message: PAYPAL_MESSAGES.captureFailed, detail: 'TRANSACTION_REFUSED refused (dbg-2)' });
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
