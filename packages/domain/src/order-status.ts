export const ORDER_STATUSES = ['ausstehend', 'bestätigt', 'abgeschlossen', 'storniert'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The only status changes there are; everything else is refused (409). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  ausstehend: ['bestätigt', 'storniert'],
  bestätigt: ['abgeschlossen', 'storniert'],
  abgeschlossen: ['storniert'],
  storniert: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The arrow to 'abgeschlossen' is only offered for confirmed orders. */
export function showsCompleteArrow(status: OrderStatus): boolean {
  return status === 'bestätigt';
}

export function canCancel(status: OrderStatus): boolean {
  return canTransition(status, 'storniert');
}

export const ILLEGAL_TRANSITION_MESSAGE = 'Dieser Statuswechsel ist nicht möglich.';

export const CONFIRM_TIME_OPTIONS = ['15 Min.', '30 Min.', '45 Min.', '60 Min.'] as const;
export const CONFIRM_TIME_REQUIRED_MESSAGE = 'Bitte eine Lieferzeit auswählen.';

/** A confirm time is one of the minute options or the customer's own `HH:MM`. */
export function isValidConfirmTime(deliveryTime: unknown, desiredDeliveryTime?: string | null): boolean {
  if (typeof deliveryTime !== 'string' || deliveryTime === '') return false;
  if ((CONFIRM_TIME_OPTIONS as readonly string[]).includes(deliveryTime)) return true;
  return /^\d{2}:\d{2}$/.test(deliveryTime) && deliveryTime === desiredDeliveryTime;
}

/** The instant an order is due: confirmation time plus the minutes, or the customer's time on their date. */
export function confirmMinutes(deliveryTime: string): number | null {
  const m = /^(\d+) Min\.$/.exec(deliveryTime);
  return m ? Number(m[1]) : null;
}

/** Polling interval of the admin board, kept as a fallback to the socket. */
export const ADMIN_POLL_MS = 5000;
/** A popup of a still-pending order comes back after this long. */
export const POPUP_REOPEN_MS = 5000;
export const SOUND_RETRIES = 2;
export const SOUND_RETRY_DELAY_MS = 500;
export const NEW_ORDER_NOTIFICATION = { title: 'Neue Bestellung!', body: 'Eine neue Bestellung ist eingegangen.' } as const;
