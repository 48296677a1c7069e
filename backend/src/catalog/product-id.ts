import { BadRequestException } from '@nestjs/common';
import { CATALOG_MESSAGES } from './catalog.service';

/** PostgreSQL `integer` ends at 2^31-1; larger ids would make the query fail instead of a 404. */
const MAX_ID = 2_147_483_647;

/**
 * Parses a positive integer route id from the raw path text; anything else ("1.5", "1e3", "-3")
 * is a 400 with a German message. It takes the string on purpose: `Number("1e3")`
 * would be 1000, a valid-looking id.
 */
export function parseProductId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw new BadRequestException(CATALOG_MESSAGES.badProductId);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw new BadRequestException(CATALOG_MESSAGES.badProductId);
  return id;
}
