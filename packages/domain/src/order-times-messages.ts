/**
 * The limits and refusals of the owner's order-time figures (settings section `orderTimes`). A
 * module of their own: the shop's first page needs the figures' seed (order-times.ts) but never
 * these, and the frontend's start chunk takes a domain module whole (vite.config.ts, startAppChunk).
 */
export const LAST_ORDER_MINUTES_MAX = 180;
export const EARLY_ORDER_MIN_CENTS_MAX = 100000;

export const ORDER_TIMES_MESSAGES = {
  lastOrderMinutes: `Der Bestellschluss muss eine ganze Zahl von 0 bis ${LAST_ORDER_MINUTES_MAX} Minuten vor Ladenschluss sein.`,
  earlyOrderBefore: 'Die Uhrzeit, vor der der Mindestwert gilt, muss wie 17:00 aussehen (HH:MM).',
  earlyOrderMinCents: `Der Mindestwert für Bestellungen auf Anfrage muss ein Betrag von 0,00 € bis ${EARLY_ORDER_MIN_CENTS_MAX / 100},00 € sein.`,
  cateringFrom: '„Auf Anfrage ab“ muss eine Uhrzeit wie 10:00 sein (HH:MM).',
  cateringUntil: '„Auf Anfrage bis“ muss eine Uhrzeit wie 22:30 sein (HH:MM) und nach „Auf Anfrage ab“ liegen.',
} as const;
