import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CartItemDto } from '../../checkout/cart-item.dto';
import { FreeText, PostalCodeText, Trim } from '../../common/text.transform';
import { NameText, PlainText } from '../../common/text.validators';
import {
  DELIVERY_METHODS,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  MAX_CART_LINES,
  ORDER_MESSAGES,
  PAY_WITH_MAX_CENTS,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  PRICING_MESSAGES,
  type DeliveryMethod,
} from '@pizzeria/domain';

const tooLong = (label: string, max: number) => ({ message: `${label} darf höchstens ${max} Zeichen lang sein.` });
const isDelivery = (o: { deliveryMethod?: DeliveryMethod }) => o.deliveryMethod === 'lieferung';
/** Address fields are required for delivery; for pickup they are checked only when filled in. */
const requiredForDelivery = (field: string) => (o: Record<string, unknown>) =>
  isDelivery(o) || (o[field] !== undefined && o[field] !== null && o[field] !== '');

/**
 * What POST /api/orders and POST /api/orders/paypal share: customer, cart, delivery, time and
 * messages (domain OrderSubmission). Max lengths are the domain's FIELD_LIMITS.
 *
 * class-validator reports the decorator nearest to the property first, and the API answers with
 * that first message: so the "missing or wrong type" check sits last, length and format above it.
 * Text fields are trimmed first, so blanks alone count as missing.
 */
export class OrderFieldsDto {
  @Trim()
  @NameText()
  @MaxLength(FIELD_LIMITS.firstName, tooLong('Der Vorname', FIELD_LIMITS.firstName))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihren Vornamen ein.' })
  @IsString({ message: 'Bitte geben Sie Ihren Vornamen ein.' })
  firstName: string;

  @Trim()
  @NameText()
  @MaxLength(FIELD_LIMITS.lastName, tooLong('Der Nachname', FIELD_LIMITS.lastName))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihren Nachnamen ein.' })
  @IsString({ message: 'Bitte geben Sie Ihren Nachnamen ein.' })
  lastName: string;

  @Trim()
  @ValidateIf(requiredForDelivery('street'))
  @NameText()
  @MaxLength(FIELD_LIMITS.street, tooLong('Die Straße', FIELD_LIMITS.street))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihre Straße ein.' })
  @IsString({ message: 'Bitte geben Sie Ihre Straße ein.' })
  street: string;

  @Trim()
  @ValidateIf(requiredForDelivery('house_number'))
  @PlainText()
  @MaxLength(FIELD_LIMITS.house_number, tooLong('Die Hausnummer', FIELD_LIMITS.house_number))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihre Hausnummer ein.' })
  @IsString({ message: 'Bitte geben Sie Ihre Hausnummer ein.' })
  house_number: string;

  @Trim()
  @IsOptional()
  @PlainText()
  @MaxLength(FIELD_LIMITS.company, tooLong('Die Firma', FIELD_LIMITS.company))
  @IsString({ message: 'Die Firma muss ein Text sein.' })
  company?: string;

  @Trim()
  @PlainText()
  @Matches(EMAIL_PATTERN, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(FIELD_LIMITS.email, tooLong('Die E-Mail-Adresse', FIELD_LIMITS.email))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
  @IsString({ message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
  email: string;

  @Trim()
  @Matches(PHONE_PATTERN, { message: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  @MaxLength(FIELD_LIMITS.phone, tooLong('Die Telefonnummer', FIELD_LIMITS.phone))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihre Telefonnummer ein.' })
  @IsString({ message: 'Bitte geben Sie Ihre Telefonnummer ein.' })
  phone: string;

  @PostalCodeText()
  @ValidateIf(requiredForDelivery('postalCode'))
  @Matches(POSTAL_CODE_PATTERN, { message: 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.' })
  @IsString({ message: 'Bitte geben Sie eine gültige Postleitzahl (5 Ziffern) ein.' })
  postalCode: string;

  @Trim()
  @ValidateIf(requiredForDelivery('city'))
  @NameText()
  @MaxLength(FIELD_LIMITS.city, tooLong('Der Ort', FIELD_LIMITS.city))
  @IsNotEmpty({ message: 'Bitte geben Sie Ihren Ort ein.' })
  @IsString({ message: 'Bitte geben Sie Ihren Ort ein.' })
  city: string;

  @ValidateNested({ each: true, message: 'Ungültige Position im Warenkorb.' })
  @Type(() => CartItemDto)
  @ArrayMaxSize(MAX_CART_LINES, { message: PRICING_MESSAGES.tooManyLines })
  @ArrayMinSize(1, { message: PRICING_MESSAGES.emptyCart })
  @IsArray({ message: PRICING_MESSAGES.emptyCart })
  cartItems: CartItemDto[];

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Die Warenkorbsumme fehlt oder ist ungültig.' })
  totalPriceShoppingCart: number;

  @IsIn(DELIVERY_METHODS, { message: 'Bitte wählen Sie Lieferung oder Abholung.' })
  deliveryMethod: DeliveryMethod;

  @FreeText()
  @IsOptional()
  @MaxLength(FIELD_LIMITS.messageToChef, tooLong('Die Nachricht an den Pizzabäcker', FIELD_LIMITS.messageToChef))
  @IsString({ message: 'Die Nachricht an den Pizzabäcker muss ein Text sein.' })
  messageToChef?: string;

  @FreeText()
  @IsOptional()
  @MaxLength(FIELD_LIMITS.messageToDriver, tooLong('Die Nachricht an den Fahrer', FIELD_LIMITS.messageToDriver))
  @IsString({ message: 'Die Nachricht an den Fahrer muss ein Text sein.' })
  messageToDriver?: string;

  @Trim()
  @IsOptional()
  @MaxLength(FIELD_LIMITS.discountCode, tooLong('Der Gutscheincode', FIELD_LIMITS.discountCode))
  @IsString({ message: 'Der Gutscheincode muss ein Text sein.' })
  discountCode?: string;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Der Rabattbetrag ist ungültig.' })
  discountAmount?: number;

  @Trim()
  @IsNotEmpty({ message: ORDER_MESSAGES.badTime })
  @IsString({ message: ORDER_MESSAGES.badTime })
  desiredDeliveryTime: string;

  @Trim()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: ORDER_MESSAGES.badDate })
  @IsString({ message: ORDER_MESSAGES.badDate })
  desiredDeliveryDate: string;

  @IsOptional()
  @IsBoolean({ message: 'Die Angabe zur Vorbestellung ist ungültig.' })
  preorder?: boolean;

  /** Cash: "Ich zahle mit …" in EUR; checked against the total (payWithProblem) once the order is priced. */
  @IsOptional()
  @Max(PAY_WITH_MAX_CENTS / 100, { message: `Ich zahle mit: höchstens ${PAY_WITH_MAX_CENTS / 100} €.` })
  @Min(0.01, { message: 'Ich zahle mit: bitte einen Betrag in Euro angeben.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Ich zahle mit: bitte einen Betrag in Euro angeben.' })
  payWith?: number | null;

  /** The cart's total after the discount; checked against the server's when sent. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Der Gesamtbetrag ist ungültig.' })
  finalTotal?: number;
}
