import {
  ORDER_MESSAGES,
  canCheckout,
  earlyOrderProblem,
  fromCents,
  minimumOrderProblem,
  orderSumCents,
  orderTotalCents,
  requiredFields,
  toCents,
  type CartItem,
  type Cents,
  type DeliveryMethod,
  type OrderSubmission,
  type OnlinePaymentMethod,
  type ShopSchedule,
  type ShopStatus,
} from '@pizzeria/domain';

/** The part of the cart the checkout reads (a subset of H4's useCart()). */
export interface CheckoutCart {
  items: CartItem[];
  deliveryMethod: DeliveryMethod;
  postalCode: string;
  city: string;
  /** EUR, 0 for pickup. */
  minOrderValue: number;
  messageToChef: string;
  discountCode: string;
  /** EUR. */
  discountAmount: number;
  voucherStatus: '' | 'valid' | 'invalid';
  /** The server's reason for refusing the code, '' for none. */
  voucherMessage: string;
  /** The goods, without deposit. */
  subtotalCents: Cents;
  depositCents: Cents;
  /** The zone's fee; 0 for pickup. */
  deliveryFeeCents: Cents;
}

export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  messageToDriver: string;
  /** "Ich zahle mit …" as typed (delivery, cash); '' or missing when not given. */
  payWith?: string;
  preorder: boolean;
  desiredDeliveryDate: string;
  desiredDeliveryTime: string;
  acceptPrivacy: boolean;
  acceptTerms: boolean;
}

export interface CheckoutTotals {
  subtotalCents: Cents;
  depositCents: Cents;
  deliveryFeeCents: Cents;
  discountCents: Cents;
  /** totalPriceShoppingCart: goods, deposit and delivery fee before the voucher. */
  sumCents: Cents;
  totalCents: Cents;
}

/** Money of the order as the checkout shows and sends it: a voucher counts only when the server accepted it. */
export function checkoutTotals(cart: CheckoutCart): CheckoutTotals {
  const charges = {
    subtotalCents: cart.subtotalCents,
    depositCents: cart.depositCents,
    deliveryFeeCents: cart.deliveryMethod === 'lieferung' ? cart.deliveryFeeCents : 0,
    discountCents: cart.voucherStatus === 'valid' ? toCents(cart.discountAmount) : 0,
  };
  return { ...charges, sumCents: orderSumCents(charges), totalCents: orderTotalCents(charges) };
}

const REQUIRED_LABELS: Record<string, string> = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  street: 'Straße',
  house_number: 'Hausnummer',
};

/** What still keeps the submit button grey, named as the customer sees it on the form. */
export function missingForSubmit(values: CheckoutFormValues, method: DeliveryMethod): string[] {
  const missing = requiredFields(method)
    .filter((field) => {
      const value = values[field as keyof CheckoutFormValues];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((field) => REQUIRED_LABELS[field] ?? field);
  if (!values.acceptPrivacy) missing.push('Zustimmung zur Datenschutzerklärung');
  if (!values.acceptTerms) missing.push('Zustimmung zu den AGB');
  return missing;
}

/** Whether every field docs/ordering.md#checkout-fields requires is filled and both boxes are ticked (the submit button's state). */
export function isReadyToSubmit(values: CheckoutFormValues, method: DeliveryMethod): boolean {
  return missingForSubmit(values, method).length === 0;
}

/**
 * The blocking warnings of docs/ordering.md#checks-before-an-order, in its order; their modal sends the customer
 * back to the menu because each needs a change there (more items, another time, another day).
 */
export function checkoutWarning(cart: CheckoutCart, time: string, status: ShopStatus, when?: { date: string; schedule: ShopSchedule }): string | null {
  const { subtotalCents, totalCents } = checkoutTotals(cart);
  const minOrderCents = cart.deliveryMethod === 'lieferung' ? toCents(cart.minOrderValue) : 0;
  return (
    minimumOrderProblem(subtotalCents, totalCents, minOrderCents) ??
    earlyOrderProblem(time, totalCents, when && { ...when, deliveryMethod: cart.deliveryMethod }) ??
    (canCheckout(status) ? null : ORDER_MESSAGES.shopClosed)
  );
}

/** The body of POST /api/orders; pickup orders carry no address. */
export function buildSubmission(values: CheckoutFormValues, cart: CheckoutCart, paymentMethod: OnlinePaymentMethod, preorder: boolean): OrderSubmission {
  const delivery = cart.deliveryMethod === 'lieferung';
  const { sumCents, discountCents } = checkoutTotals(cart);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    street: delivery ? values.street.trim() : '',
    house_number: delivery ? values.house_number.trim() : '',
    postalCode: delivery ? cart.postalCode : '',
    city: delivery ? cart.city : '',
    cartItems: cart.items,
    totalPriceShoppingCart: fromCents(sumCents),
    deliveryMethod: cart.deliveryMethod,
    messageToChef: cart.messageToChef,
    messageToDriver: delivery ? values.messageToDriver.trim() : '',
    discountCode: discountCents > 0 ? cart.discountCode : '',
    discountAmount: fromCents(discountCents),
    desiredDeliveryTime: values.desiredDeliveryTime,
    desiredDeliveryDate: values.desiredDeliveryDate,
    paymentMethod,
    preorder,
    ...(payWithOf(values, delivery, paymentMethod) ?? {}),
  };
}

/** "50", "50,00" or "50.5" as typed; null for an empty field, NaN for anything else. */
export function parsePayWith(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return /^\d{1,6}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** Only a cash delivery carries what the customer pays with; an empty field sends nothing. */
function payWithOf(values: CheckoutFormValues, delivery: boolean, paymentMethod: OnlinePaymentMethod): { payWith: number } | null {
  const amount = delivery && paymentMethod === 'cash' ? parsePayWith(values.payWith) : null;
  return amount === null || Number.isNaN(amount) ? null : { payWith: amount };
}
