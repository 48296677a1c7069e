/** What was done to a placed order; one row of its history each. */
export const ORDER_HISTORY_ACTIONS = ['confirm', 'ready', 'complete', 'cancel', 'refund', 'print', 'reprint', 'assign', 'dispatch', 'deliver'] as const;
export type OrderHistoryAction = (typeof ORDER_HISTORY_ACTIONS)[number];

/** Who did it when nobody at the shop did: the shop's own rules (automatic cancel) or PayPal's answer. */
export const SYSTEM_ACTOR = 'System';

/**
 * One row of an order's history (GET /api/admin/orders/{id}/history): who, when, from which
 * state to which (order status, or for a refund the refund's state), and why.
 */
export interface OrderHistoryEntry {
  id: number;
  /** ISO instant. */
  at: string;
  actor: string;
  action: OrderHistoryAction;
  from: string | null;
  to: string | null;
  reason: string | null;
  /** e.g. the confirmed time (`eta`, `deliveryTime`), the refunded amount in EUR (`amount`). */
  details: Record<string, string | number | boolean | null> | null;
}

export const ORDER_HISTORY_LABELS: Record<OrderHistoryAction, string> = {
  confirm: 'Bestätigt',
  ready: 'Küche fertig',
  complete: 'Abgeschlossen',
  cancel: 'Storniert',
  refund: 'Erstattung',
  print: 'Gedruckt',
  reprint: 'Nachgedruckt',
  assign: 'Fahrer zugewiesen',
  dispatch: 'Unterwegs',
  deliver: 'Zugestellt',
};

const REFUND_STATES: Record<string, string> = { ausstehend: 'veranlasst', erstattet: 'erstattet', fehlgeschlagen: 'fehlgeschlagen' };

/** An order or refund state for people ('bestätigt' stays, a refund's 'ausstehend' reads 'veranlasst'). */
export function historyStateLabel(action: OrderHistoryAction, state: string | null): string {
  if (state === null) return '–';
  return action === 'refund' ? (REFUND_STATES[state] ?? state) : state;
}
