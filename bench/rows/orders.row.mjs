/**
 * Row 2: cash orders at 50 keep-alive clients, the shop's POST /api/orders against a bare
 * node:http + pg BEGIN/INSERT/COMMIT of the same JSON body into the same PostgreSQL.
 */
import { buildDirectCartItem, setCartQuantity } from '@pizzeria/domain';
import { FIXED_NOW } from '../support/processes.mjs';
import { measure, ratio } from '../support/load.mjs';

/** A pickup order of five soft drinks, as soon as possible, priced as the shop prices it. */
export async function orderBody(shopUrl) {
  const products = await (await fetch(`${shopUrl}/api/products`)).json();
  const drink = products.find((p) => p.category_id === 7 && p.available !== false);
  const cartItems = setCartQuantity([buildDirectCartItem(drink)], 0, 5);
  return {
    firstName: 'Bench',
    lastName: 'Kunde',
    street: '',
    house_number: '',
    company: '',
    email: 'bench@example.org',
    phone: '0170 1234567',
    postalCode: '',
    city: '',
    deliveryMethod: 'abholung',
    messageToChef: '',
    messageToDriver: '',
    discountCode: '',
    discountAmount: 0,
    desiredDeliveryTime: 'So schnell wie möglich',
    desiredDeliveryDate: FIXED_NOW.slice(0, 10),
    paymentMethod: 'cash',
    totalPriceShoppingCart: cartItems[0].totalPrice,
    cartItems,
  };
}

/** `shopServer` and `bareServer`: { baseUrl, pid } (see processes.mjs); each row also says where each order's CPU went. */
export async function ordersRow(shopServer, bareServer) {
  const body = JSON.stringify(await orderBody(shopServer.baseUrl));
  const requests = [{ method: 'POST', path: '/api/orders', headers: { 'Content-Type': 'application/json' }, body }];
  const bare = await measure({ url: bareServer.baseUrl, pid: bareServer.pid, connections: 50, seconds: 10, requests });
  const shop = await measure({ url: shopServer.baseUrl, pid: shopServer.pid, connections: 50, seconds: 10, requests });
  return { shop, bare, ratio: ratio(shop.reqPerSec, bare.reqPerSec), p99Ratio: ratio(shop.p99Ms, bare.p99Ms) };
}
