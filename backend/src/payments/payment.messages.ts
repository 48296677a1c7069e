/** German texts of the payment calls. */
export const PAYMENT_MESSAGES = {
  unavailable: 'PayPal ist derzeit nicht verfügbar.',
  createFailed: 'Die PayPal-Zahlung konnte nicht gestartet werden.',
  captureFailed: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden.',
  declined: 'Die Zahlung wurde von PayPal abgelehnt. Bitte wählen Sie eine andere Zahlungsquelle.',
  /** The cancel reason of a PayPal checkout nobody paid (PaypalReconciler). */
  checkoutExpired: 'Bestellvorgang abgelaufen: die PayPal-Zahlung wurde nicht abgeschlossen.',
} as const;
