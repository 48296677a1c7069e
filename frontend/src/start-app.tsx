import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { endEarlyTaps } from './features/menu/early-taps';
import { takeServerProductList } from './features/menu/server-product-list';
import { readMenuPageData, seedMenuPageData } from './shop/page-data';
import { enableRulesPush } from './lib/rules-push';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The menu page (/) comes rendered by the server with the data it used: the app takes over that
// markup. Every other page is the empty shell the app renders into. In a task of its own: the
// evaluation of the app's modules before it is a long task on a slow phone already.
function start() {
  // React handles the taps from here on; the menu plays back those the page kept until now.
  endEarlyTaps(document);
  const data = readMenuPageData(document);
  if (data && root.firstElementChild) {
    seedMenuPageData(data);
    takeServerProductList(document, data.menu, data.shopInfo.shop.name);
    // As a transition React hydrates in slices of a few milliseconds, between which the phone stays
    // responsive, instead of one long task; a tap meanwhile still hydrates its target first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
setTimeout(() => {
  start();
  enableRulesPush();
});
