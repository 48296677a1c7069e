import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

export const NO_SWITCH_GIVEN_MESSAGE = 'Bitte isShopLive oder preordersEnabled angeben (1 oder 0).';

/** 1/0 as the original API sent them; true/false (and "1"/"0") are accepted too. */
function toFlag({ value }: { value: unknown }): unknown {
  if (value === 1 || value === '1' || value === true || value === 'true') return true;
  if (value === 0 || value === '0' || value === false || value === 'false') return false;
  return value;
}

/** Either switch alone or both: a screen sends only the switch staff flipped, so it cannot undo another screen's change. */
export class UpdateShopStatusDto {
  @IsOptional()
  @Transform(toFlag, { toClassOnly: true })
  @IsBoolean({ message: 'isShopLive muss 1 oder 0 sein.' })
  isShopLive?: boolean;

  @IsOptional()
  @Transform(toFlag, { toClassOnly: true })
  @IsBoolean({ message: 'preordersEnabled muss 1 oder 0 sein.' })
  preordersEnabled?: boolean;
}
