import { randomFillSync } from 'node:crypto';

const TOKEN_BYTES = 24;
/**
 * Random bytes for 256 tokens, drawn from the CSPRNG at once: a draw per order cost more than the
 * rest of making its token. Each token takes fresh bytes from it; none is ever used twice.
 */
const pool = Buffer.alloc(TOKEN_BYTES * 256);
let offset = pool.length;

/** 192 random bits, URL-safe: the customer's secret for their order. */
export function newOrderToken(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}
