import { OUTBOX_BODY_MESSAGES } from '@pizzeria/contract';

/** German texts of the outbox calls. */
export const OUTBOX_MESSAGES = {
  ...OUTBOX_BODY_MESSAGES,
  loaded: 'Warteschlange geladen.',
  retried: 'Erneuter Versand angestoßen.',
  nothingToRetry: 'Nichts zu wiederholen.',
} as const;
