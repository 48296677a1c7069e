/** German texts the orders API answers with (the shared ones live in @pizzeria/domain). */
export const ORDER_API_MESSAGES = {
  placed: 'Bestellung erfolgreich aufgegeben.',
  notFound: 'Bestellung nicht gefunden.',
  found: 'Bestellung gefunden.',
  overviewLoaded: 'Übersicht geladen.',
  statusUpdated: 'Bestellstatus aktualisiert.',
  confirmed: 'Bestellung bestätigt.',
  printed: 'Druck vermerkt.',
  paypalNeedsPayment: 'Bitte bezahlen Sie die Bestellung über den PayPal-Button.',
  paypalNotCaptured: 'Die PayPal-Zahlung ist noch nicht abgeschlossen.',
  badIdempotencyKey: 'Der Idempotency-Key ist ungültig.',
  idempotencyKeyReused: 'Dieser Idempotency-Key gehört zu einer anderen Bestellung. Bitte senden Sie die Bestellung mit einem neuen Key.',
  badOrderId: 'Ungültige Bestellnummer.',
  badStatus: 'Ungültiger Bestellstatus.',
  menuChanging: 'Die Speisekarte wird gerade geändert. Bitte senden Sie Ihre Bestellung in einem Moment erneut.',
} as const;
