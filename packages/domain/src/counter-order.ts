import type { Product } from './cart';
import type { OrderChannel } from './order-channel';

/** The channels of orders staff enter: a phone call, or a guest at the counter. */
export type CounterChannel = Exclude<OrderChannel, 'online'>;
export const COUNTER_CHANNELS: readonly CounterChannel[] = ['telefon', 'vor-ort'];

/** German texts of order entry, on the server and on the screen. */
export const COUNTER_MESSAGES = {
  channel: 'Kanal: bitte „telefon“ oder „vor-ort“ angeben.',
  paymentMethod: 'Zahlungsart: bitte „cash“ (bar) oder „card“ (Karte) angeben.',
  deliveryTime: 'Lieferzeit: bitte 15 Min., 30 Min., 45 Min., 60 Min. oder die gewünschte Uhrzeit (HH:MM) angeben.',
  belowMinimum: (minimum: string) => `Mindestbestellwert der Zone (${minimum}) nicht erreicht. Mit „Mindestwert erlassen“ trotzdem annehmen.`,
  slotFull: 'Die Küche ist zu dieser Zeit voll. Mit „Überbuchen“ trotzdem annehmen.',
  searchTooShort: 'Bitte mindestens 3 Ziffern der Telefonnummer oder 2 Buchstaben des Namens eingeben.',
  customerNotFound: 'Zu dieser Telefonnummer gibt es keine Bestellungen.',
} as const;

/** A delivery address of a known customer (the order submission's field names, docs/api.md#fields). */
export interface KnownAddress {
  street: string;
  house_number: string;
  postalCode: string;
  city: string;
}

/** A customer found in stored orders (GET /api/admin/customers): newest order's name and contact. */
export interface KnownCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  /** Distinct delivery addresses, most recent first. */
  addresses: KnownAddress[];
  orderCount: number;
  /** ISO instant of the newest order. */
  lastOrderAt: string;
}

/** At most this many customers answer one search. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** Phone digits needed before a search by number starts. */
export const CUSTOMER_SEARCH_MIN_DIGITS = 3;

/** The digits of a phone number ("0641 / 12 34-5" → "0641123445"), how numbers are compared. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What a customer search looks for: phone digits (a query of digits and phone signs only), or a name. */
export function customerQuery(q: string): { phone: string } | { name: string } | null {
  const trimmed = q.trim();
  if (/^[\d\s+/()-]+$/.test(trimmed)) {
    const digits = phoneDigits(trimmed);
    return digits.length >= CUSTOMER_SEARCH_MIN_DIGITS ? { phone: digits } : null;
  }
  return trimmed.length >= 2 ? { name: trimmed.slice(0, 40) } : null;
}

/**
 * Order entry's product search: a number finds the product with that menu number first, then
 * those whose number starts with it; words find products whose name contains every word.
 * Sold-out products stay in the list (the screen says why they cannot be taken).
 */
export function findProducts(products: readonly Product[], query: string, limit = 8): Product[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (/^\d+$/.test(q)) {
    const exact = products.filter((p) => String(p.menuNumber ?? '') === q);
    const starting = products.filter((p) => p.menuNumber && String(p.menuNumber).startsWith(q) && String(p.menuNumber) !== q);
    return [...exact, ...starting].slice(0, limit);
  }
  const words = q.split(/\s+/);
  return products.filter((p) => words.every((w) => p.productsName.toLowerCase().includes(w))).slice(0, limit);
}
