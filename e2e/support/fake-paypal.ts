import { startFakePaypal, type FakePaypal } from '../../tools/fake-paypal/fake-paypal-server';

/** The fake PayPal of a test file, readable once its beforeAll has run. */
export interface FakePaypalInUse {
  readonly server: FakePaypal;
  /** The shop's environment that points its PayPal client at this fake: put it into useShopAndBrowser's env. */
  readonly shopEnv: Record<string, string>;
}

/**
 * Registers a beforeAll that starts a fake PayPal server and an afterAll that closes it. Call it in a
 * block around the one that calls useShopAndBrowser, e.g. the file's top level: jest runs an outer
 * block's beforeAll before and its afterAll after the inner block's, so the fake is up before the shop
 * starts with its address and closes after the shop stopped (hooks of one block run in the order
 * written, so in the shop's own block the fake would close first).
 */
export function useFakePaypal(): FakePaypalInUse {
  let server: FakePaypal | undefined;
  beforeAll(async () => {
    server = await startFakePaypal();
  });
  afterAll(() => server?.close());
  const started = (): FakePaypal => {
    if (!server) throw new Error('no fake PayPal: useFakePaypal’s beforeAll has not started one');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get shopEnv() {
      const { clientId, clientSecret, url } = started();
      return { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_API_BASE: url };
    },
  };
}
