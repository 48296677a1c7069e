import type { CartItem, OrderRecord } from '@pizzeria/domain';

/** A complete order as the admin API sends it, for component tests. */
export function orderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const status = overrides.order_status ?? 'ausstehend';
  return {
    order_id: 1,
    token: 'tok',
    order_total: 17.5,
    order_status: status,
    status,
    order_date: '2026-11-20T17:05:00.000Z',
    delivery_time: null,
    estimated_at: null,
    discountCode: null,
    discountAmount: 0,
    subtotal: 17.5,
    deposit: 0,
    deliveryFee: 0,
    deliveryMethod: 'abholung',
    desiredDeliveryTime: 'So schnell wie möglich',
    desiredDeliveryDate: '2026-11-20',
    paymentMethod: 'cash',
    paymentStatus: 'bar',
    refundStatus: null,
    messageToChef: '',
    messageToDriver: '',
    escalated_at: null,
    preorder: false,
    channel: 'online',
    driver: null,
    kitchenReadyAt: null,
    dispatchedAt: null,
    deliveredAt: null,
    payWith: null,
    waiveMinimum: false,
    overbook: false,
    product_details: [cartLine()],
    cancelReason: null,
    firstName: 'Anna',
    lastName: 'Berg',
    street: 'Hauptstraße',
    house_number: '5',
    company: '',
    email: 'anna@example.de',
    phone: '0176 1234567',
    postalCode: '12345',
    city: 'Musterstadt',
    vat: [{ rate: 7, gross: 17.5, net: 16.36, vat: 1.14 }],
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productID: 10,
    productName: 'Pizza Margherita',
    quantity: 2,
    variantID: 3,
    variantPrice: 8.75,
    variantName: '30 cm',
    extras: [],
    dip: [],
    dressing: '',
    totalPrice: 17.5,
    category_id: 2,
    ...overrides,
  };
}
