import type { Page } from 'playwright-core';

/**
 * A stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), which cannot load without the
 * internet: `paypal.Buttons(options)` draws one button that runs the real handlers the way the SDK
 * does — onClick (resolve/reject), createOrder, then, as the buyer approves at once, onApprove —
 * and honours the actions.disable()/enable() the React wrapper calls for its `disabled` prop. The
 * handlers talk to the real backend, which talks to the fake PayPal server.
 */
const SDK = `(() => {
  window.paypal = {
    version: 'fake',
    Buttons(options) {
      let button = null;
      let disabled = false;
      const show = () => { if (button) button.setAttribute('aria-disabled', String(disabled)); };
      const actions = {
        disable: () => { disabled = true; show(); return Promise.resolve(); },
        enable: () => { disabled = false; show(); return Promise.resolve(); },
      };
      async function pay() {
        const go = options.onClick ? await options.onClick({ fundingSource: 'paypal' }, { resolve: () => Promise.resolve(true), reject: () => Promise.resolve(false) }) : true;
        if (go === false || disabled) return;
        try {
          const orderID = await options.createOrder({}, {});
          await options.onApprove({ orderID }, { restart: () => Promise.resolve() });
        } catch (error) {
          if (options.onError) options.onError(error);
        }
      }
      return {
        isEligible: () => true,
        render(container) {
          const host = typeof container === 'string' ? document.querySelector(container) : container;
          button = document.createElement('button');
          button.type = 'button';
          button.className = 'fake-paypal-button';
          button.textContent = 'PayPal';
          button.addEventListener('click', pay);
          host.appendChild(button);
          if (options.onInit) options.onInit({}, actions);
          show();
          return Promise.resolve();
        },
        close() { if (button) button.remove(); return Promise.resolve(); },
        updateProps() { return Promise.resolve(); },
      };
    },
  };
})();`;

/** Serves the stand-in SDK to `page` instead of PayPal's. */
export async function useFakePaypalSdk(page: Page): Promise<void> {
  await page.route('https://www.paypal.com/sdk/js**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: SDK }));
}
