/** Row 1: the seven menu GETs at 50 connections, shop against bare node:http with the same bytes. */
import { MENU_PATHS } from '../support/menu-paths.mjs';
import { startBareMenu } from '../support/processes.mjs';
import { measure, ratio } from '../support/load.mjs';

const requests = MENU_PATHS.map((path) => ({ method: 'GET', path }));

export async function menuRow(shopUrl) {
  const bare = await startBareMenu(shopUrl);
  try {
    const bareResult = await measure({ url: bare.baseUrl, connections: 50, seconds: 5, requests });
    const shop = await measure({ url: shopUrl, connections: 50, seconds: 5, requests });
    return { shop, bare: bareResult, ratio: ratio(shop.reqPerSec, bareResult.reqPerSec) };
  } finally {
    await bare.stop();
  }
}
