import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { VOUCHER_CODE_MAX_LENGTH } from '@pizzeria/domain';
import { MAX_EUR } from './cart-item.dto';

/*
 * class-validator reports the decorator nearest to the property first, and the API answers with
 * the first message; so each type check sits last, naming a wrong type before a range.
 */
export class ApplyVoucherDto {
  @MaxLength(VOUCHER_CODE_MAX_LENGTH, { message: `Der Gutscheincode darf höchstens ${VOUCHER_CODE_MAX_LENGTH} Zeichen lang sein.` })
  @IsString({ message: 'Bitte einen Gutscheincode angeben.' })
  voucherCode: string;

  /** The cart sum before discount in EUR; only used to preview the discount. */
  @Min(0, { message: 'Ungültiger Warenkorbwert.' })
  @Max(MAX_EUR, { message: 'Ungültiger Warenkorbwert.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Ungültiger Warenkorbwert.' })
  totalPrice: number;
}
