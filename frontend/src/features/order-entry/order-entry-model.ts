import type { CounterOrderInput } from '@pizzeria/contract';
import {
  ASAP,
  cartDepositCents,
  cartSubtotalCents,
  fromCents,
  orderSumCents,
  orderTotalCents,
  toCents,
  type CartItem,
  type KnownAddress,
  type KnownCustomer,
  type Location,
} from '@pizzeria/domain';

/** How the order leaves: picked up, delivered, or handed over to a guest at the counter (channel "vor-ort"). */
export type EntryMethod = 'abholung' | 'lieferung' | 'vor-ort';

export const ENTRY_METHOD_LABELS: Record<EntryMethod, string> = { abholung: 'Abholung', lieferung: 'Lieferung', 'vor-ort': 'Vor Ort' };

export interface EntryCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  street: string;
  house_number: string;
  postalCode: string;
  city: string;
}

export interface EntryState {
  customer: EntryCustomer;
  method: EntryMethod;
  cart: CartItem[];
  /** `YYYY-MM-DD` in the shop's zone. */
  date: string;
  /** What staff typed: empty is "So schnell wie möglich", else `HH:MM` (or `HHMM`). */
  time: string;
  /** The confirm label; empty takes the method's usual one (defaultEta). */
  eta: string;
  payment: 'cash' | 'card';
  messageToChef: string;
  messageToDriver: string;
  waiveMinimum: boolean;
  overbook: boolean;
}

export const EMPTY_CUSTOMER: EntryCustomer = { phone: '', firstName: '', lastName: '', company: '', email: '', street: '', house_number: '', postalCode: '', city: '' };

export function newEntry(today: string): EntryState {
  return {
    customer: EMPTY_CUSTOMER,
    method: 'abholung',
    cart: [],
    date: today,
    time: '',
    eta: '',
    payment: 'cash',
    messageToChef: '',
    messageToDriver: '',
    waiveMinimum: false,
    overbook: false,
  };
}

/** "1930", "19.30" or "19:30" → "19:30"; empty → 'So schnell wie möglich'; anything else as typed (the server names it). */
export function wantedTime(typed: string): string {
  const t = typed.trim();
  if (t === '') return ASAP;
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(t);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : t;
}

/** The ETA a phone order usually gets: the customer's own time, else the method's usual minutes. */
export function defaultEta(state: Pick<EntryState, 'method' | 'time'>): string {
  const time = wantedTime(state.time);
  if (time !== ASAP) return time;
  return state.method === 'lieferung' ? '45 Min.' : state.method === 'abholung' ? '30 Min.' : '15 Min.';
}

export function etaOf(state: EntryState): string {
  return state.eta || defaultEta(state);
}

/** The delivery zone of the customer's address (postal code and place name as the owner set them up). */
export function zoneOf(customer: Pick<EntryCustomer, 'postalCode' | 'city'>, zones: readonly Location[]): Location | null {
  const city = customer.city.trim().toLowerCase();
  return zones.find((z) => z.loc_plz === customer.postalCode.trim() && z.loc_name.toLowerCase() === city) ?? null;
}

export interface EntryTotals {
  subtotalCents: number;
  depositCents: number;
  deliveryFeeCents: number;
  sumCents: number;
  totalCents: number;
  /** The zone's minimum for a delivery, else 0. */
  minimumCents: number;
}

export function entryTotals(state: EntryState, zone: Location | null): EntryTotals {
  const delivering = state.method === 'lieferung';
  const charges = {
    subtotalCents: cartSubtotalCents(state.cart),
    depositCents: cartDepositCents(state.cart),
    deliveryFeeCents: delivering && zone ? toCents(zone.deliveryFee ?? 0) : 0,
    discountCents: 0,
  };
  return { ...charges, sumCents: orderSumCents(charges), totalCents: orderTotalCents(charges), minimumCents: delivering && zone ? toCents(zone.min_bestellwert) : 0 };
}

/** A known customer's name and contact, with one of their addresses (a delivery there) or none (pickup). */
export function withCustomer(state: EntryState, known: KnownCustomer, address: KnownAddress | null): EntryState {
  const customer = {
    phone: known.phone,
    firstName: known.firstName,
    lastName: known.lastName,
    company: known.company,
    email: known.email,
    street: '',
    house_number: '',
    postalCode: '',
    city: '',
  };
  if (!address) return { ...state, customer, method: state.method === 'lieferung' ? 'abholung' : state.method };
  return { ...state, customer: { ...customer, ...address }, method: 'lieferung' };
}

/** The body of POST /api/admin/orders: what the server checks and prices again. */
export function buildCounterOrder(state: EntryState, totals: EntryTotals): CounterOrderInput {
  const delivering = state.method === 'lieferung';
  const c = state.customer;
  return {
    channel: state.method === 'vor-ort' ? 'vor-ort' : 'telefon',
    firstName: c.firstName.trim(),
    lastName: c.lastName.trim(),
    company: c.company.trim(),
    email: c.email.trim(),
    phone: c.phone.trim(),
    street: delivering ? c.street.trim() : '',
    house_number: delivering ? c.house_number.trim() : '',
    postalCode: delivering ? c.postalCode.trim() : '',
    city: delivering ? c.city.trim() : '',
    cartItems: state.cart,
    totalPriceShoppingCart: fromCents(totals.sumCents),
    deliveryMethod: delivering ? 'lieferung' : 'abholung',
    messageToChef: state.messageToChef.trim(),
    messageToDriver: delivering ? state.messageToDriver.trim() : '',
    desiredDeliveryTime: wantedTime(state.time),
    desiredDeliveryDate: state.date,
    paymentMethod: state.payment,
    deliveryTime: etaOf(state),
    waiveMinimum: delivering && state.waiveMinimum,
    overbook: state.overbook,
  };
}
