import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';

/** Codepage → (code point → byte), built once per codepage. */
const tables = new Map<Codepage, Map<number, number>>();

function tableOf(codepage: Codepage): Map<number, number> {
  let table = tables.get(codepage);
  if (table) return table;
  table = new Map();
  const { codepoints } = CodepageEncoder.getEncoding(codepage);
  // The first byte of a code point wins, as in the library's own search.
  for (let byte = codepoints.length - 1; byte >= 0; byte--) table.set(codepoints[byte], byte);
  tables.set(codepage, table);
  return table;
}

/**
 * The library's encode with the codepage's table looked up once: its own copies the whole
 * codepage definition (structuredClone) for every piece of text and searches the 256 code points
 * for every character, which made rendering a kitchen ticket a tenth of the CPU an order costs.
 * Same bytes: the code unit at each position, '?' for what the codepage lacks.
 */
function encode(input: string, codepage: Codepage): Uint8Array {
  const table = tableOf(codepage);
  const output = new Uint8Array(input.length);
  for (let c = 0; c < input.length; c++) output[c] = table.get(input.codePointAt(c) as number) ?? 0x3f;
  return output;
}

/** Installs the table lookup for every user of the library in this process (the ticket encoder calls CodepageEncoder.encode). */
export function useCodepageTables(): void {
  CodepageEncoder.encode = encode;
}
