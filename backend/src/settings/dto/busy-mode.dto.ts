import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BUSY_EXTRA_CHOICES, BUSY_MESSAGES, BUSY_MESSAGE_MAX, DELIVERY_METHODS, type DeliveryMethod } from '@pizzeria/domain';

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UNTIL_MESSAGE = 'Bitte eine Uhrzeit im Format HH:MM angeben.';

/** +15/+30/+45 minutes until a wall time (HH:MM) or, without one, until closing; 0 ends it. */
export class BusyExtraDto {
  @IsIn([0, ...BUSY_EXTRA_CHOICES], { message: BUSY_MESSAGES.badExtra })
  minutes: number;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @Matches(WALL_TIME, { message: UNTIL_MESSAGE })
  until?: string | null;
}

/** Pause or resume delivery or pickup, until a wall time or closing, with a note to customers. */
export class BusyPauseDto {
  @IsIn(DELIVERY_METHODS, { message: BUSY_MESSAGES.badMethod })
  deliveryMethod: DeliveryMethod;

  @IsBoolean({ message: 'paused muss true oder false sein.' })
  paused: boolean;

  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @Matches(WALL_TIME, { message: UNTIL_MESSAGE })
  until?: string | null;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: BUSY_MESSAGES.messageTooLong })
  @MaxLength(BUSY_MESSAGE_MAX, { message: BUSY_MESSAGES.messageTooLong })
  message?: string;
}
