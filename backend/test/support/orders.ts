import { buildDirectCartItem, CartItem, OrderSubmission, Product } from '@pizzeria/domain';
import request from 'supertest';
import type { DataSource } from 'typeorm';

/** Monday 2 March 2026, 18:00 in Berlin: the shop is open and ASAP orders are allowed. */
export const OPEN_MONDAY_EVENING = '2026-03-02T18:00:00+01:00';

/**
 * A valid cash pickup order of one directly-added product from the seeded menu, for a shop
 * whose clock is OPEN_MONDAY_EVENING. Fields may be overridden.
 */
export async function pickupOrder(baseUrl: string, overrides: Partial<OrderSubmission> = {}): Promise<OrderSubmission> {
  const products: Product[] = (await request(baseUrl).get('/api/products').expect(200)).body;
  const product = products.find((p) => p.productsID === 33) ?? products[0];
  const item: CartItem = buildDirectCartItem(product);
  return {
    firstName: 'Anna',
    lastName: 'Muster',
    street: '',
    house_number: '',
    company: '',
    email: 'anna@example.de',
    phone: '0170 1234567',
    postalCode: '',
    city: '',
    cartItems: [item],
    totalPriceShoppingCart: item.totalPrice,
    deliveryMethod: 'abholung',
    messageToChef: '',
    messageToDriver: '',
    discountCode: '',
    discountAmount: 0,
    desiredDeliveryTime: 'So schnell wie möglich',
    desiredDeliveryDate: '2026-03-02',
    paymentMethod: 'cash',
    ...overrides,
  };
}

/** How many orders the database holds (unpaid PayPal ones included): a refused order must leave it as it was. */
export async function orderCount(dataSource: DataSource): Promise<number> {
  return Number((await dataSource.query('SELECT count(*) AS n FROM orders'))[0].n);
}
