/**
 * How an order reaches the customer. A module of its own, because the menu page needs only the
 * default (an empty cart's) and should not load the order rules with it.
 */
export type DeliveryMethod = 'abholung' | 'lieferung';
export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['abholung', 'lieferung'];
export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'abholung';
