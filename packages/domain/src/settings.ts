import type { ExpectedMinutes } from './expected-time';

/**
 * Back-office settings that shape how orders flow, stored per section in the database
 * (`app_settings`), with these defaults in code for a section nobody has saved yet.
 */

/** When the kitchen printer prints a new order by itself, and how many copies. */
export interface PrintingSettings {
  autoPrint: 'off' | 'on-arrival' | 'on-accept';
  copies: number;
}

/** What happens to an order nobody answers; minutes after it arrived. null = never. */
export interface EscalationSettings {
  /** The board turns the order red, rings louder, every staff screen shows it, the owner gets a mail. */
  alertAfterMinutes: number;
  /** The customer's status page says the shop has not answered yet and shows its phone number. */
  customerNoticeAfterMinutes: number;
  /** Cancelled automatically (only when the owner switched it on). */
  autoCancelAfterMinutes: number | null;
}

/** Kitchen capacity per 15-minute slot; null = no limit (the default). */
export interface CapacitySettings {
  maxOrdersPerSlot: number | null;
  maxPizzasPerSlot: number | null;
}

/** When an order for a later time (a pre-order) reaches the kitchen and can count as unanswered. */
export interface PreorderSettings {
  /** Minutes before the customer's wanted time; before that the order waits out of the kitchen's and the alarm's way. */
  dueMinutesBefore: number;
}

/** How long customers' personal data stays on finished orders (DSGVO): older ones are anonymised every night. */
export interface PrivacySettings {
  /** Days after an order was finished (completed or cancelled). */
  retentionDays: number;
}

export interface OrderFlowSettings {
  printing: PrintingSettings;
  preorders: PreorderSettings;
  escalation: EscalationSettings;
  capacity: CapacitySettings;
  /** The usual minutes until an order arrives (lieferung) or is ready (abholung), before busy mode adds to them. */
  waitingTimes: ExpectedMinutes;
  privacy: PrivacySettings;
}

export const ORDER_FLOW_SETTINGS_DEFAULTS: OrderFlowSettings = {
  printing: { autoPrint: 'off', copies: 1 },
  preorders: { dueMinutesBefore: 60 },
  escalation: { alertAfterMinutes: 3, customerNoticeAfterMinutes: 10, autoCancelAfterMinutes: null },
  capacity: { maxOrdersPerSlot: null, maxPizzasPerSlot: null },
  waitingTimes: { lieferung: 45, abholung: 20 },
  privacy: { retentionDays: 365 },
};
