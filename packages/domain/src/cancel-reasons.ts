/** The reasons staff pick from when they cancel; the customer reads the chosen one on the status page and in the mail. */
export const CANCEL_REASONS = ['Ausverkauft', 'Zu viel los', 'Lieferadresse außerhalb', 'Kunde nicht erreichbar'] as const;

/** The last choice: staff type the reason themselves. */
export const OTHER_CANCEL_REASON = 'Anderer Grund';

export const CANCEL_REASON_MAX_LENGTH = 200;

export const CANCEL_REASON_MESSAGES = {
  tooLong: `Der Stornogrund darf höchstens ${CANCEL_REASON_MAX_LENGTH} Zeichen lang sein.`,
  notText: 'Der Stornogrund muss ein Text sein.',
  onlyForCancel: 'Ein Stornogrund gehört nur zu einer Stornierung.',
  otherEmpty: 'Bitte den Grund eingeben.',
} as const;

/** The stored form of a reason: trimmed, inner whitespace collapsed, null when empty. */
export function normalizeCancelReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
