import type { CheckoutFormValues } from './checkout-model';

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What a customer typed about themselves; kept for the browser session, never the consent boxes. */
export const DRAFT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'street', 'house_number'] as const;

export type CheckoutDraft = Pick<CheckoutFormValues, (typeof DRAFT_FIELDS)[number]>;

const EMPTY: CheckoutDraft = { firstName: '', lastName: '', company: '', email: '', phone: '', street: '', house_number: '' };

/**
 * The contact fields of an earlier try in this session (e.g. before the 17:00 warning sent the
 * customer back to the menu), so a second try is one click. sessionStorage: gone with the tab.
 */
export function loadDraft(): CheckoutDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    const draft = { ...EMPTY };
    for (const field of DRAFT_FIELDS) if (typeof stored[field] === 'string') draft[field] = stored[field];
    return draft;
  } catch {
    return { ...EMPTY };
  }
}

export function storeDraft(values: Partial<CheckoutFormValues>): void {
  const draft = Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field] ?? '']));
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without the memory.
  }
}
