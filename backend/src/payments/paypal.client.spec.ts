import { startFakePaypal, type FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import type { AppConfig } from '../config/app-config';
import { PaypalClient } from './paypal.client';
import { PaypalApiError, PaypalUnavailableError } from './paypal.errors';
import type { PaypalCreateOrderRequest } from './paypal.types';

const order = (value: string, breakdown?: PaypalCreateOrderRequest['purchase_units'][0]['amount']['breakdown']): PaypalCreateOrderRequest => ({
  intent: 'CAPTURE',
  purchase_units: [{ amount: { currency_code: 'EUR', value, ...(breakdown ? { breakdown } : {}) } }],
});

describe('PaypalClient against the fake PayPal server', () => {
  let fake: FakePaypal;
  const clientFor = (overrides: Partial<AppConfig['paypal']> = {}) =>
    new PaypalClient({ paypal: { clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url, ...overrides } } as AppConfig);

  beforeAll(async () => {
    fake = await startFakePaypal();
  });
  afterAll(() => fake.close());

  it('creates and captures an order, fetching the access token once', async () => {
    const client = clientFor();
    const before = fake.tokensIssued;
    const created = await client.createOrder(order('12.50'), 'request-1');
    expect(created).toMatchObject({ id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'CREATED' });
    const captured = await client.captureOrder(created.id);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.purchase_units?.[0].payments?.captures?.[0]).toMatchObject({ status: 'COMPLETED', amount: { currency_code: 'EUR', value: '12.50' } });
    expect((await client.getOrder(created.id)).status).toBe('COMPLETED');
    expect(fake.tokensIssued - before).toBe(1);
  });

  it('the same PayPal-Request-Id never creates a second PayPal order', async () => {
    const client = clientFor();
    const first = await client.createOrder(order('20.00'), 'request-same');
    const again = await client.createOrder(order('20.00'), 'request-same');
    expect(again.id).toBe(first.id);
  });

  it('an amount of 66.60 is declined at capture (INSTRUMENT_DECLINED, 422)', async () => {
    const client = clientFor();
    const created = await client.createOrder(order('66.60'), 'request-declined');
    const error = await client.captureOrder(created.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalApiError);
    expect(error).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED', body: { debug_id: expect.any(String) } });
  });

  it('a second capture is refused with ORDER_ALREADY_CAPTURED', async () => {
    const client = clientFor();
    const created = await client.createOrder(order('9.90'), 'request-twice');
    await client.captureOrder(created.id);
    await expect(client.captureOrder(created.id)).rejects.toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
  });

  it('a breakdown that does not add up is refused with AMOUNT_MISMATCH', async () => {
    const client = clientFor();
    const mismatch = order('10.00', { item_total: { currency_code: 'EUR', value: '12.00' }, discount: { currency_code: 'EUR', value: '1.00' } });
    await expect(client.createOrder(mismatch, 'request-mismatch')).rejects.toMatchObject({ status: 422, issue: 'AMOUNT_MISMATCH' });
  });

  it('wrong credentials, an unreachable server or a PayPal 5xx are "unavailable"', async () => {
    await expect(clientFor({ clientSecret: 'wrong' }).createOrder(order('5.00'), 'r1')).rejects.toBeInstanceOf(PaypalUnavailableError);
    await expect(clientFor({ apiBase: 'http://127.0.0.1:9' }).createOrder(order('5.00'), 'r2')).rejects.toBeInstanceOf(PaypalUnavailableError);
    const client = clientFor();
    await client.createOrder(order('5.00'), 'r3');
    fake.failNextRequest(503);
    await expect(client.createOrder(order('5.00'), 'r4')).rejects.toBeInstanceOf(PaypalUnavailableError);
  });

  it('is not configured without client id and secret', () => {
    expect(clientFor({ clientId: null }).isConfigured).toBe(false);
    expect(clientFor().isConfigured).toBe(true);
  });
});
