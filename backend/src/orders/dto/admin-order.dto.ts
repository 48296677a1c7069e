import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_MESSAGES,
  CONFIRM_TIME_REQUIRED_MESSAGE,
  ORDER_STATUSES,
  type OrderStatus,
} from '@pizzeria/domain';
import { ORDER_API_MESSAGES } from '../order.messages';

const BAD_ID = { message: ORDER_API_MESSAGES.badOrderId };

/**
 * The order the admin call is about. The board sends the whole order record along
 * (docs/api.md#calls); only the id counts, the rest is read from the database.
 */
export class AdminOrderRefDto {
  @Type(() => Number)
  @IsInt(BAD_ID)
  @Min(1, BAD_ID)
  @Max(2_147_483_647, BAD_ID)
  orderId: number;
}

/** Body of PUT /api/admin/orders/status. */
export class UpdateOrderStatusDto extends AdminOrderRefDto {
  @IsIn(ORDER_STATUSES, { message: ORDER_API_MESSAGES.badStatus })
  status: OrderStatus;

  /** Needed only when the status is 'bestätigt' (same as the confirm call). */
  @IsOptional()
  @IsString({ message: CONFIRM_TIME_REQUIRED_MESSAGE })
  @MaxLength(20, { message: CONFIRM_TIME_REQUIRED_MESSAGE })
  deliveryTime?: string;

  /** Only with 'storniert': why the order is cancelled, shown to the customer. */
  @IsOptional()
  @MaxLength(CANCEL_REASON_MAX_LENGTH, { message: CANCEL_REASON_MESSAGES.tooLong })
  @IsString({ message: CANCEL_REASON_MESSAGES.notText })
  reason?: string;
}

/** Body of POST /api/admin/orders/confirm. */
export class ConfirmOrderDto extends AdminOrderRefDto {
  @IsOptional()
  @IsString({ message: CONFIRM_TIME_REQUIRED_MESSAGE })
  @MaxLength(20, { message: CONFIRM_TIME_REQUIRED_MESSAGE })
  deliveryTime?: string;
}
