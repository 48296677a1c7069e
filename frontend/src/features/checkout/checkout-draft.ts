import { closedDayMessage, type ShopSchedule, type ZonedTime } from '@pizzeria/domain';
import type { CheckoutFormValues } from './checkout-model';
import { defaultDate } from './time-fields';

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

/** What a customer typed about themselves; kept for the browser session, never the consent boxes. */
export const DRAFT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'street', 'house_number'] as const;
/** When the customer wants the order; kept until that order is placed (the next one starts from now again). */
export const TIMING_FIELDS = ['desiredDeliveryDate', 'desiredDeliveryTime'] as const;

export type CheckoutDraft = Pick<CheckoutFormValues, (typeof DRAFT_FIELDS)[number] | (typeof TIMING_FIELDS)[number] | 'preorder'>;

const EMPTY: CheckoutDraft = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  street: '',
  house_number: '',
  desiredDeliveryDate: '',
  desiredDeliveryTime: '',
  preorder: false,
};

/**
 * The fields of an earlier try in this session (before a reload, back and forward, or the 17:00
 * warning that sent the customer back to the menu), so a second try is one click.
 * sessionStorage: gone with the tab. The messages live in the cart (localStorage) already.
 */
export function loadDraft(): CheckoutDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    const draft = { ...EMPTY };
    for (const field of [...DRAFT_FIELDS, ...TIMING_FIELDS]) if (typeof stored[field] === 'string') draft[field] = stored[field];
    draft.preorder = stored.preorder === true;
    return draft;
  } catch {
    return { ...EMPTY };
  }
}

export function storeDraft(values: Partial<CheckoutFormValues>): void {
  const draft = Object.fromEntries([...DRAFT_FIELDS, ...TIMING_FIELDS].map((field) => [field, values[field] ?? '']));
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...draft, preorder: values.preorder === true }));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without the memory.
  }
}

/** The order was placed: the contact stays for the next one, its day and time do not. */
export function forgetTiming(): void {
  const { firstName, lastName, company, email, phone, street, house_number } = loadDraft();
  storeDraft({ firstName, lastName, company, email, phone, street, house_number, desiredDeliveryDate: '', desiredDeliveryTime: '', preorder: false });
}

/** The form's first values: the draft, with a day that has passed or closed since replaced by the first open one. */
export function restoredValues(
  draft: CheckoutDraft,
  context: { now: ZonedTime; schedule: ShopSchedule; preorderForced: boolean; messageToDriver: string },
): CheckoutFormValues {
  const { now, schedule, preorderForced } = context;
  const keptDate = draft.desiredDeliveryDate >= now.date && !closedDayMessage(draft.desiredDeliveryDate, schedule);
  return {
    ...draft,
    messageToDriver: context.messageToDriver,
    preorder: preorderForced || (keptDate && draft.preorder),
    desiredDeliveryDate: keptDate ? draft.desiredDeliveryDate : defaultDate(now, schedule),
    desiredDeliveryTime: keptDate ? draft.desiredDeliveryTime : '',
    acceptPrivacy: false,
    acceptTerms: false,
  };
}
