/**
 * Where an order came in: the web shop, a phone call taken at the counter, or a guest at the
 * counter. Every order carries one, so board, kitchen, receipt, overview and exports can tell.
 */
export type OrderChannel = 'online' | 'telefon' | 'vor-ort';
export const ORDER_CHANNELS: readonly OrderChannel[] = ['online', 'telefon', 'vor-ort'];

/** The channel as staff read it on board, kitchen screen, receipt and overview. */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  online: 'Online',
  telefon: 'Telefon',
  'vor-ort': 'Vor Ort',
};
