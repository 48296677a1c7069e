/**
 * Deepest nesting of arrays and objects a request body may have. The shop's own bodies need
 * fewer than ten levels; a body's validation recurses through every level, so an array 1,500
 * deep once answered 500 after costing eight times a flat body.
 */
export const MAX_JSON_DEPTH = 32;

/** A body-parser error (status and type, like its own) that the exception filter answers with 400. */
export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * One linear pass over the raw bytes, before JSON.parse: counts open brackets outside strings and
 * throws as soon as the limit is passed. Malformed JSON is left for the parser to refuse.
 */
export function assertJsonDepth(raw: Buffer, max: number = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const byte of raw) {
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > max) throw new JsonTooDeepError();
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
}
