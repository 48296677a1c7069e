/** German texts of the outbox calls. */
export const OUTBOX_MESSAGES = {
  loaded: 'Warteschlange geladen.',
  retried: 'Erneuter Versand angestoßen.',
  nothingToRetry: 'Nichts zu wiederholen.',
  badId: 'Ungültige Nummer.',
  badKind: 'Ungültige Art (mail, print oder refund).',
} as const;
