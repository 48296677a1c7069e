import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
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
import { MAX_CART_LINES, POSTAL_CODE_PATTERN, PRICING_MESSAGES, VOUCHER_CODE_MAX_LENGTH } from '@pizzeria/domain';
import { PostalCodeText, Trim } from '../common/text.transform';
import { CartItemDto, MAX_EUR } from './cart-item.dto';

/*
 * class-validator reports the decorator nearest to the property first, and the API answers with
 * the first message; so each type check sits last, naming a wrong type before a range.
 */
const EURO = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;

/** The checkout's price check before an order is placed (POST /api/checkout/validate). */
export class ValidateCartDto {
  @ArrayNotEmpty({ message: PRICING_MESSAGES.emptyCart })
  @ArrayMaxSize(MAX_CART_LINES, { message: PRICING_MESSAGES.tooManyLines })
  @ValidateNested({ each: true, message: 'Ungültige Position im Warenkorb.' })
  @Type(() => CartItemDto)
  @IsArray({ message: 'Ungültiger Warenkorb.' })
  cartItems: CartItemDto[];

  /** Cart sum before the discount, in EUR, as the browser computed it. */
  @Min(0, { message: 'Ungültiger Warenkorbwert.' })
  @Max(MAX_EUR, { message: 'Ungültiger Warenkorbwert.' })
  @IsNumber(EURO, { message: 'Ungültiger Warenkorbwert.' })
  totalPriceShoppingCart: number;

  @IsOptional()
  @Min(0, { message: 'Ungültiger Rabattbetrag.' })
  @Max(MAX_EUR, { message: 'Ungültiger Rabattbetrag.' })
  @IsNumber(EURO, { message: 'Ungültiger Rabattbetrag.' })
  discountAmount?: number;

  @Trim()
  @IsOptional()
  @MaxLength(VOUCHER_CODE_MAX_LENGTH, { message: `Der Gutscheincode darf höchstens ${VOUCHER_CODE_MAX_LENGTH} Zeichen lang sein.` })
  @IsString({ message: 'Ungültiger Gutscheincode.' })
  discountCode?: string | null;

  @IsOptional()
  @IsIn(['abholung', 'lieferung'], { message: 'Bitte Abholung oder Lieferung wählen.' })
  deliveryMethod?: 'abholung' | 'lieferung';

  /** Checked only for delivery (pickup carts may carry an empty field); text or number, as for orders. */
  @PostalCodeText()
  @ValidateIf((dto: ValidateCartDto) => dto.deliveryMethod === 'lieferung')
  @Matches(POSTAL_CODE_PATTERN, { message: 'Bitte eine gültige Postleitzahl angeben.' })
  @IsString({ message: 'Bitte eine gültige Postleitzahl angeben.' })
  postalCode?: string;

  @Trim()
  @IsOptional()
  @MaxLength(30, { message: 'Der Ort darf höchstens 30 Zeichen lang sein.' })
  @IsString({ message: 'Bitte einen gültigen Ort angeben.' })
  city?: string;
}
