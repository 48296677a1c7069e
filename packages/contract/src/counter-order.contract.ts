import { z } from 'zod';
import {
  COUNTER_MESSAGES,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  MAX_CART_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  isValidConfirmTime,
  nameTextProblem,
  plainTextProblem,
  type CounterChannel,
  type CounterPaymentMethod,
  type DeliveryMethod,
} from '@pizzeria/domain';
import { MAX_EUR, rowId } from './fields';

// The domain's lists as zod enums; `satisfies` keeps them in step with its types.
const CHANNELS = ['telefon', 'vor-ort'] as const satisfies readonly CounterChannel[];
const PAYMENTS = ['cash', 'card'] as const satisfies readonly CounterPaymentMethod[];
const METHODS = ['abholung', 'lieferung'] as const satisfies readonly DeliveryMethod[];

const id = (what: string) => rowId(`${what}: ungültige Nummer.`);
const euro = (what: string) =>
  z
    .number({ error: `${what}: bitte einen Betrag in Euro angeben.` })
    .min(0, { error: `${what}: darf nicht negativ sein.` })
    .max(MAX_EUR, { error: `${what}: zu hoch.` });

/** A text field with its German label, its length limit and the domain's text rule (an empty text passes). */
function text(label: string, max: number, rule: (value: string) => string | null) {
  return z
    .string({ error: `${label}: bitte als Text angeben.` })
    .trim()
    .max(max, { error: `${label}: maximal ${max} Zeichen.` })
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label}: ${problem}` });
    });
}
const required = (label: string, max: number, rule: (value: string) => string | null) =>
  text(label, max, rule).refine((v) => v !== '', { error: `${label}: bitte angeben.` });
const name = (label: string, max: number) => text(label, max, nameTextProblem).optional();
const plain = (label: string, max: number) => text(label, max, plainTextProblem).optional();

/** One cart line (docs/api.md#fields); the server reprices it from the catalog, only ids and quantity count. */
export const counterCartItemSchema = z.object({
  productID: id('Produkt'),
  productName: z.string().max(100).optional(),
  quantity: z
    .number({ error: 'Menge: bitte eine ganze Zahl angeben.' })
    .int({ error: 'Menge: bitte eine ganze Zahl angeben.' })
    .min(MIN_QUANTITY, { error: `Menge: mindestens ${MIN_QUANTITY}.` })
    .max(MAX_QUANTITY, { error: `Menge: höchstens ${MAX_QUANTITY}.` }),
  variantID: id('Größe').nullable().optional(),
  variantPrice: euro('Preis der Größe').optional(),
  variantName: z.string().max(100).optional(),
  extras: z
    .array(z.object({ extraID: id('Extra') }), { error: 'Extras: bitte als Liste angeben.' })
    .max(40, { error: 'Extras: höchstens 40 je Produkt.' })
    .default([]),
  dip: z
    .array(z.object({ dipsID: id('Dip') }), { error: 'Dips: bitte als Liste angeben.' })
    .max(10, { error: 'Dips: höchstens 10 je Produkt.' })
    .default([]),
  dressing: z.string({ error: 'Dressing/Sauce: bitte als Text angeben.' }).max(100, { error: 'Dressing/Sauce: maximal 100 Zeichen.' }).default(''),
  totalPrice: euro('Preis der Position').optional(),
  category_id: z.number().int().optional(),
});

/**
 * Body of POST /api/admin/orders: an order staff take by phone or at the counter. The web
 * shop's submission (docs/api.md#fields) without consent boxes and with an optional e-mail, plus the channel,
 * cash or card, the confirm label of its ETA and the two staff decisions (waive the zone's
 * minimum, book a full kitchen slot), which are recorded on the order.
 */
export const counterOrderSchema = z
  .object({
    channel: z.enum(CHANNELS, { error: COUNTER_MESSAGES.channel }),
    firstName: required('Vorname', FIELD_LIMITS.firstName, nameTextProblem),
    lastName: name('Nachname', FIELD_LIMITS.lastName),
    company: plain('Firma', FIELD_LIMITS.company),
    email: text('E-Mail', FIELD_LIMITS.email, plainTextProblem)
      .refine((v) => !v || EMAIL_PATTERN.test(v), { error: 'E-Mail: bitte eine gültige Adresse angeben oder leer lassen.' })
      .optional(),
    phone: required('Telefon', FIELD_LIMITS.phone, plainTextProblem).refine((v) => PHONE_PATTERN.test(v), { error: 'Telefon: bitte eine gültige Nummer angeben.' }),
    street: name('Straße', FIELD_LIMITS.street),
    house_number: plain('Hausnummer', FIELD_LIMITS.house_number),
    postalCode: z.string({ error: 'PLZ: bitte als Text angeben.' }).trim().optional(),
    city: name('Ort', FIELD_LIMITS.city),
    cartItems: z
      .array(counterCartItemSchema, { error: 'Warenkorb: bitte mindestens ein Produkt angeben.' })
      .min(1, { error: 'Warenkorb: bitte mindestens ein Produkt angeben.' })
      .max(MAX_CART_LINES, { error: `Warenkorb: höchstens ${MAX_CART_LINES} Positionen.` }),
    totalPriceShoppingCart: euro('Warenkorbsumme'),
    deliveryMethod: z.enum(METHODS, { error: 'Lieferart: bitte „abholung“ oder „lieferung“ angeben.' }),
    messageToChef: plain('Nachricht an die Küche', FIELD_LIMITS.messageToChef),
    messageToDriver: plain('Nachricht an den Fahrer', FIELD_LIMITS.messageToDriver),
    discountCode: plain('Gutscheincode', FIELD_LIMITS.discountCode),
    discountAmount: euro('Rabatt').optional(),
    desiredDeliveryTime: z.string({ error: 'Wunschzeit: bitte angeben.' }).trim().min(1, { error: 'Wunschzeit: bitte angeben.' }),
    desiredDeliveryDate: z.string({ error: 'Datum: bitte als JJJJ-MM-TT angeben.' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datum: bitte als JJJJ-MM-TT angeben.' }),
    paymentMethod: z.enum(PAYMENTS, { error: COUNTER_MESSAGES.paymentMethod }),
    deliveryTime: z.string({ error: COUNTER_MESSAGES.deliveryTime }).trim(),
    waiveMinimum: z.boolean({ error: 'Mindestwert erlassen: bitte ja oder nein.' }).default(false),
    overbook: z.boolean({ error: 'Überbuchen: bitte ja oder nein.' }).default(false),
    /** Cash: "Ich zahle mit …" (EUR), so the driver brings the change; at least the total (checked once priced). */
    payWith: euro('Ich zahle mit').nullable().optional(),
  })
  .superRefine((order, ctx) => {
    if (!isValidConfirmTime(order.deliveryTime, order.desiredDeliveryTime))
      ctx.addIssue({ code: 'custom', path: ['deliveryTime'], message: COUNTER_MESSAGES.deliveryTime });
    if (order.payWith != null && order.paymentMethod !== 'cash') ctx.addIssue({ code: 'custom', path: ['payWith'], message: 'Ich zahle mit: nur bei Barzahlung.' });
    if (order.deliveryMethod !== 'lieferung') return;
    const missing = (
      [
        ['street', 'Straße'],
        ['house_number', 'Hausnummer'],
        ['city', 'Ort'],
      ] as const
    ).find(([field]) => !order[field]);
    if (missing) ctx.addIssue({ code: 'custom', path: [missing[0]], message: `${missing[1]}: für die Lieferung bitte angeben.` });
    else if (!POSTAL_CODE_PATTERN.test(order.postalCode ?? '')) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'PLZ: bitte 5 Ziffern angeben.' });
  });

export type CounterOrderBody = z.output<typeof counterOrderSchema>;
export type CounterOrderInput = z.input<typeof counterOrderSchema>;
