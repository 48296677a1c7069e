import { IsIn, IsOptional } from 'class-validator';
import { OrderFieldsDto } from '../../orders/dto/order-submission.dto';

/** Body of POST /api/orders/paypal: the whole submission; the payment method is PayPal by definition. */
export class CreatePaypalOrderDto extends OrderFieldsDto {
  @IsOptional()
  @IsIn(['paypal'], { message: 'Bitte wählen Sie eine Zahlungsart.' })
  paymentMethod?: 'paypal';
}
