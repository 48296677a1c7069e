import { startFakePaypal, type FakePaypal } from '../../../tools/fake-paypal/fake-paypal-server';
import { startFakeSmtp, type FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import { FRIDAY_EVENING, loadMenu, type Menu } from '../../src/orders/testing/order-fixtures';
import { createTestApp, type TestApp } from './test-app';

export interface OrderShopOptions {
  /** The shop sends its mails to a fake SMTP relay of its own (`smtp`). */
  mail?: boolean;
  /** The shop takes PayPal payments through a fake PayPal server of its own (`paypal`). */
  paypal?: boolean;
  /** More environment, e.g. PRINTER_URL, or the DATABASE_URL of a proxy in front of the database. */
  env?: Record<string, string>;
}

/** The fakes asked for in the options, typed so that a spec gets `smtp` only when it asked for mail. */
type Fakes<O extends OrderShopOptions> = (O extends { mail: true } ? { smtp: FakeSmtp } : unknown) & (O extends { paypal: true } ? { paypal: FakePaypal } : unknown);

export type OrderShop<O extends OrderShopOptions = OrderShopOptions> = {
  /** The app; its close() also stops the fakes started for it. */
  t: TestApp;
  /** The seeded menu as the shop serves it, for building carts. */
  menu: Menu;
} & Fakes<O>;

/**
 * The shop the orders, payments and notifications specs place their orders in: a test app whose
 * clock stands at FRIDAY_EVENING (open, same-day slots), its menu loaded, and the fakes asked for
 * wired in through the environment. Closed with `t.close()`, which stops those fakes too.
 */
export async function startOrderShop<O extends OrderShopOptions>(options: O = {} as O): Promise<OrderShop<O>> {
  const paypal = options.paypal ? await startFakePaypal() : null;
  const smtp = options.mail ? await startFakeSmtp() : null;
  const stopFakes = async () => {
    await paypal?.close();
    await smtp?.close();
  };
  const env = {
    ...(paypal && { PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_API_BASE: paypal.url }),
    ...(smtp && { SMTP_URL: smtp.url }),
    ...options.env,
  };
  // A setup that fails half way leaves nothing running: afterAll has no shop to close then.
  const app = await createTestApp({ now: FRIDAY_EVENING, env }).catch(async (error: unknown) => {
    await stopFakes();
    throw error;
  });
  const t: TestApp = { ...app, close: () => app.close().then(stopFakes) };
  const menu = await loadMenu(t.baseUrl).catch(async (error: unknown) => {
    await t.close();
    throw error;
  });
  return { t, menu, ...(smtp && { smtp }), ...(paypal && { paypal }) } as OrderShop<O>;
}
