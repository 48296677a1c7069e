import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { OutboxKind } from '@pizzeria/domain';
import { OUTBOX_MESSAGES } from '../outbox.messages';

const BAD_ID = { message: OUTBOX_MESSAGES.badId };

/** Body of POST /api/admin/outbox/retry: one job, an order's jobs, a kind, or (empty) everything waiting or failed. */
export class RetryOutboxDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt(BAD_ID)
  @Min(1, BAD_ID)
  @Max(Number.MAX_SAFE_INTEGER, BAD_ID)
  id?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt(BAD_ID)
  @Min(1, BAD_ID)
  @Max(2_147_483_647, BAD_ID)
  orderId?: number;

  @IsOptional()
  @IsIn(['mail', 'print', 'refund'], { message: OUTBOX_MESSAGES.badKind })
  kind?: OutboxKind;
}
