import {
  DELIVERY_METHODS,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  MAX_CART_LINES,
  ORDER_MESSAGES,
  PAYMENT_METHODS,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  PRICING_MESSAGES,
} from '@pizzeria/domain';
import { z } from 'zod';
import { cartItemSchema } from './cart.contract';
import { fieldsNeededWhen, freeText, nameRule, oneOf, optional, plainRule, postalCodeText, trimmed } from './fields';

const tooLong = (label: string, max: number) => ({ error: `${label} darf höchstens ${max} Zeichen lang sein.` });
/** A required text: missing, not a text or blank says `missing`; then its length, then `rule`. */
const requiredText = (missing: string, label: string, max: number) => trimmed(missing).min(1, { error: missing }).max(max, tooLong(label, max));
const amount = (message: string) => z.number({ error: message });

/** Address fields are required for delivery; for pickup they are checked only when filled in. */
const ADDRESS_FIELDS = ['street', 'house_number', 'postalCode', 'city'] as const;

/**
 * What POST /api/orders and POST /api/orders/paypal share: customer, cart, delivery, time and
 * messages (domain OrderSubmission). Max lengths are the domain's FIELD_LIMITS; texts are trimmed
 * first, so blanks alone count as missing.
 */
export const orderFieldsShape = {
  firstName: requiredText('Bitte geben Sie Ihren Vornamen ein.', 'Der Vorname', FIELD_LIMITS.firstName).superRefine(nameRule),
  lastName: requiredText('Bitte geben Sie Ihren Nachnamen ein.', 'Der Nachname', FIELD_LIMITS.lastName).superRefine(nameRule),
  street: requiredText('Bitte geben Sie Ihre Straße ein.', 'Die Straße', FIELD_LIMITS.street).superRefine(nameRule).optional(),
  house_number: requiredText('Bitte geben Sie Ihre Hausnummer ein.', 'Die Hausnummer', FIELD_LIMITS.house_number).superRefine(plainRule).optional(),
  company: optional(trimmed('Die Firma muss ein Text sein.').max(FIELD_LIMITS.company, tooLong('Die Firma', FIELD_LIMITS.company)).superRefine(plainRule)),
  email: requiredText('Bitte geben Sie Ihre E-Mail-Adresse ein.', 'Die E-Mail-Adresse', FIELD_LIMITS.email)
    .regex(EMAIL_PATTERN, { error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
    .superRefine(plainRule),
  phone: requiredText('Bitte geben Sie Ihre Telefonnummer ein.', 'Die Telefonnummer', FIELD_LIMITS.phone).regex(PHONE_PATTERN, {
    error: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  }),
  postalCode: z
    .preprocess(
      postalCodeText,
      z
        .string({ error: 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.' })
        .regex(POSTAL_CODE_PATTERN, { error: 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.' }),
    )
    .optional(),
  city: requiredText('Bitte geben Sie Ihren Ort ein.', 'Der Ort', FIELD_LIMITS.city).superRefine(nameRule).optional(),
  cartItems: z
    .array(cartItemSchema, { error: PRICING_MESSAGES.emptyCart })
    .min(1, { error: PRICING_MESSAGES.emptyCart })
    .max(MAX_CART_LINES, { error: PRICING_MESSAGES.tooManyLines }),
  totalPriceShoppingCart: amount('Die Warenkorbsumme fehlt oder ist ungültig.'),
  deliveryMethod: oneOf(DELIVERY_METHODS, 'Bitte wählen Sie Lieferung oder Abholung.'),
  messageToChef: optional(
    freeText('Die Nachricht an den Pizzabäcker muss ein Text sein.').pipe(
      z.string().max(FIELD_LIMITS.messageToChef, tooLong('Die Nachricht an den Pizzabäcker', FIELD_LIMITS.messageToChef)),
    ),
  ),
  messageToDriver: optional(
    freeText('Die Nachricht an den Fahrer muss ein Text sein.').pipe(
      z.string().max(FIELD_LIMITS.messageToDriver, tooLong('Die Nachricht an den Fahrer', FIELD_LIMITS.messageToDriver)),
    ),
  ),
  discountCode: optional(trimmed('Der Gutscheincode muss ein Text sein.').max(FIELD_LIMITS.discountCode, tooLong('Der Gutscheincode', FIELD_LIMITS.discountCode))),
  discountAmount: optional(amount('Der Rabattbetrag ist ungültig.')),
  desiredDeliveryTime: trimmed(ORDER_MESSAGES.badTime).min(1, { error: ORDER_MESSAGES.badTime }),
  desiredDeliveryDate: trimmed(ORDER_MESSAGES.badDate).regex(/^\d{4}-\d{2}-\d{2}$/, { error: ORDER_MESSAGES.badDate }),
  preorder: optional(z.boolean({ error: 'Die Angabe zur Vorbestellung ist ungültig.' })),
  /** The cart's total after the discount; checked against the server's when sent. */
  finalTotal: optional(amount('Der Gesamtbetrag ist ungültig.')),
};

const addressWhenDelivering = fieldsNeededWhen((body) => body.deliveryMethod === 'lieferung', ADDRESS_FIELDS);

/** The submission without its payment method: what the order's preparation reads. */
export const orderFieldsSchema = z.preprocess(addressWhenDelivering, z.object(orderFieldsShape));
export type OrderFieldsBody = z.output<typeof orderFieldsSchema>;

const PAYMENT_MISSING = 'Bitte wählen Sie eine Zahlungsart.';

/** Body of POST /api/orders. The payment method is checked before the rest, as the API always did. */
export const placeOrderSchema = z.preprocess(
  addressWhenDelivering,
  z.object({
    paymentMethod: oneOf(PAYMENT_METHODS, PAYMENT_MISSING),
    /** With paymentMethod 'paypal': the PayPal order whose capture already created the order. */
    paypalOrderId: optional(z.string({ error: 'Die PayPal-Bestellnummer ist ungültig.' }).max(64, { error: 'Die PayPal-Bestellnummer ist ungültig.' })),
    ...orderFieldsShape,
  }),
);
export type PlaceOrderBody = z.output<typeof placeOrderSchema>;

/** Body of POST /api/orders/paypal: the whole submission; the payment method is PayPal by definition. */
export const createPaypalOrderSchema = z.preprocess(
  addressWhenDelivering,
  z.object({ paymentMethod: optional(oneOf(['paypal'], PAYMENT_MISSING)), ...orderFieldsShape }),
);
export type CreatePaypalOrderBody = z.output<typeof createPaypalOrderSchema>;
