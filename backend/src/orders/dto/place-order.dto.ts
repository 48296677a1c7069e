import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '@pizzeria/domain';
import { OrderFieldsDto } from './order-submission.dto';

/** Body of POST /api/orders. */
export class PlaceOrderDto extends OrderFieldsDto {
  @IsIn(PAYMENT_METHODS, { message: 'Bitte wählen Sie eine Zahlungsart.' })
  paymentMethod: PaymentMethod;

  /** With paymentMethod 'paypal': the PayPal order whose capture already created the order. */
  @IsOptional()
  @IsString({ message: 'Die PayPal-Bestellnummer ist ungültig.' })
  @MaxLength(64, { message: 'Die PayPal-Bestellnummer ist ungültig.' })
  paypalOrderId?: string;
}
