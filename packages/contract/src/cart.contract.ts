import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY, POSTAL_CODE_PATTERN, PRICING_MESSAGES, VOUCHER_CODE_MAX_LENGTH } from '@pizzeria/domain';
import { z } from 'zod';
import { MAX_EUR, euroBetween, euroNumber, fieldsNeededWhen, oneOf, optional, postalCodeText, rowId, trimmed, wholeBetween } from './fields';

const BAD_PRICE = 'Ungültiger Preis im Warenkorb.';
const shortText = (message: string) => z.string({ error: message }).max(100, { error: message });
const anyInt = (message: string) => z.number({ error: message }).int({ error: message });

/**
 * The chosen extra as the browser keeps it (a catalog row). Only `extraID` counts: name and
 * price are replaced by the catalog's when the server reprices the line.
 */
export const cartExtraSchema = z.object(
  {
    extraID: rowId('Ungültiges Extra im Warenkorb.'),
    categoryID: optional(anyInt('Ungültiges Extra im Warenkorb.')),
    extra_name: optional(shortText('Ungültiges Extra im Warenkorb.')),
    price: optional(euroNumber(BAD_PRICE)),
  },
  { error: 'Ungültiges Extra im Warenkorb.' },
);

/** The chosen dip (a catalog row); only `dipsID` counts. */
export const cartDipSchema = z.object(
  {
    dipsID: rowId('Ungültiger Dip im Warenkorb.'),
    dipID: optional(anyInt('Ungültiger Dip im Warenkorb.')),
    dipName: optional(shortText('Ungültiger Dip im Warenkorb.')),
    price: optional(euroNumber(BAD_PRICE)),
  },
  { error: 'Ungültiger Dip im Warenkorb.' },
);

/**
 * One cart line (docs/api.md#fields). The shape is checked here; whether the choices fit the
 * product and what it costs is decided by the domain's `priceCart` against the catalog.
 */
export const cartItemSchema = z.object(
  {
    productID: rowId('Ungültiges Produkt im Warenkorb.'),
    productName: optional(shortText('Ungültiger Produktname im Warenkorb.')),
    quantity: wholeBetween(MIN_QUANTITY, MAX_QUANTITY, PRICING_MESSAGES.badQuantity),
    /** null for directly added products and for products without a size choice. */
    variantID: rowId('Ungültige Variante im Warenkorb.').nullish(),
    variantPrice: optional(euroBetween(0, MAX_EUR, BAD_PRICE)),
    variantName: optional(shortText('Ungültige Variante im Warenkorb.')),
    extras: optional(z.array(cartExtraSchema, { error: 'Ungültige Extras im Warenkorb.' }).max(40, { error: 'Zu viele Extras bei einem Produkt.' })),
    dip: optional(z.array(cartDipSchema, { error: 'Ungültige Dips im Warenkorb.' }).max(10, { error: 'Zu viele Dips bei einem Produkt.' })),
    dressing: optional(shortText('Ungültiges Dressing im Warenkorb.')),
    totalPrice: optional(euroBetween(0, MAX_EUR, BAD_PRICE)),
    category_id: optional(anyInt('Ungültige Kategorie im Warenkorb.')),
  },
  { error: 'Ungültige Position im Warenkorb.' },
);
export type CartItemBody = z.output<typeof cartItemSchema>;

const VOUCHER_TOO_LONG = `Der Gutscheincode darf höchstens ${VOUCHER_CODE_MAX_LENGTH} Zeichen lang sein.`;

/**
 * The checkout's price check before an order is placed (POST /api/checkout/validate). The postal
 * code is checked only for delivery (pickup carts may carry an empty field); text or number, as
 * for orders.
 */
export const validateCartSchema = z.preprocess(
  fieldsNeededWhen((body) => body.deliveryMethod === 'lieferung', ['postalCode'], true),
  z.object({
    cartItems: z
      .array(cartItemSchema, { error: 'Ungültiger Warenkorb.' })
      .min(1, { error: PRICING_MESSAGES.emptyCart })
      .max(MAX_CART_LINES, { error: PRICING_MESSAGES.tooManyLines }),
    /** Cart sum before the discount, in EUR, as the browser computed it. */
    totalPriceShoppingCart: euroBetween(0, MAX_EUR, 'Ungültiger Warenkorbwert.'),
    discountAmount: optional(euroBetween(0, MAX_EUR, 'Ungültiger Rabattbetrag.')),
    discountCode: optional(trimmed('Ungültiger Gutscheincode.').max(VOUCHER_CODE_MAX_LENGTH, { error: VOUCHER_TOO_LONG })),
    deliveryMethod: optional(oneOf(['abholung', 'lieferung'], 'Bitte Abholung oder Lieferung wählen.')),
    postalCode: z
      .preprocess(
        postalCodeText,
        z.string({ error: 'Bitte eine gültige Postleitzahl angeben.' }).regex(POSTAL_CODE_PATTERN, { error: 'Bitte eine gültige Postleitzahl angeben.' }),
      )
      .optional(),
    city: optional(trimmed('Bitte einen gültigen Ort angeben.').max(30, { error: 'Der Ort darf höchstens 30 Zeichen lang sein.' })),
  }),
);
export type ValidateCartBody = z.output<typeof validateCartSchema>;

/** POST /api/checkout/voucher: the code and the cart sum before discount in EUR (only to preview the discount). */
export const applyVoucherSchema = z.object({
  voucherCode: z.string({ error: 'Bitte einen Gutscheincode angeben.' }).max(VOUCHER_CODE_MAX_LENGTH, { error: VOUCHER_TOO_LONG }),
  totalPrice: euroBetween(0, MAX_EUR, 'Ungültiger Warenkorbwert.'),
});
export type ApplyVoucherBody = z.output<typeof applyVoucherSchema>;
