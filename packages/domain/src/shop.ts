/** The shop's identity, shown in headings ("Bella Napoli · Pizza"), mails and receipts. */
export const SHOP_NAME = 'Pizzeria Bella Napoli';
export const SHOP_PREFIX = 'Bella Napoli ·';
/** Where and how customers reach the shop: footer, directions, imprint. One place to change before going live. */
export const SHOP_CONTACT = {
  street: 'Lahnstraße 12',
  postalCode: '35410',
  city: 'Weidenfeld',
  phone: '06401 98765-0',
  phoneHref: 'tel:+49640198765',
  email: 'bestellung@bella-napoli.example',
} as const;

export const SHOP_TIMEZONE_DEFAULT = 'Europe/Berlin';

/** Usual maximum delivery time stated in the terms, in minutes. */
export const MAX_DELIVERY_MINUTES = 90;

export function categoryHeading(categoryName: string): string {
  return `${SHOP_PREFIX} ${categoryName}`;
}
