import { ADMIN_ORDER_BODY_MESSAGES } from '@pizzeria/contract';

/** German texts the orders API answers with (the shared ones live in @pizzeria/domain). */
export const ORDER_API_MESSAGES = {
  ...ADMIN_ORDER_BODY_MESSAGES,
  placed: 'Bestellung erfolgreich aufgegeben.',
  notFound: 'Bestellung nicht gefunden.',
  found: 'Bestellung gefunden.',
  overviewLoaded: 'Übersicht geladen.',
  statusUpdated: 'Bestellstatus aktualisiert.',
  confirmed: 'Bestellung bestätigt.',
  entered: 'Bestellung aufgenommen und bestätigt.',
  printed: 'Druck vermerkt.',
  paypalNeedsPayment: 'Bitte bezahlen Sie die Bestellung über den PayPal-Button.',
  paypalNotCaptured: 'Die PayPal-Zahlung ist noch nicht abgeschlossen.',
  badCheckoutId: 'Die Checkout-Id ist ungültig (16 bis 100 sichtbare Zeichen).',
  checkoutOrdered: 'Für diesen Einkauf wurde bereits eine Bestellung aufgegeben. Es wurde nichts ein zweites Mal bestellt oder abgebucht.',
  paymentRunning: 'Ihre PayPal-Zahlung für diesen Einkauf wird gerade abgeschlossen. Bitte warten Sie einen Moment.',
  badIdempotencyKey: 'Der Idempotency-Key ist ungültig.',
  idempotencyKeyReused: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung. Bitte senden Sie die Bestellung mit einem neuen Key.',
  menuChanging: 'Die Speisekarte wird gerade geändert. Bitte senden Sie Ihre Bestellung in einem Moment erneut.',
} as const;
