import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { withoutSettingsUnknownTo } from './newer-client-settings';

/** pg_restore's script, in chunks cut anywhere, as a pipe delivers it. */
function script(serverMajor: number, chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withoutSettingsUnknownTo(serverMajor)));
}

describe('withoutSettingsUnknownTo', () => {
  const top = "SET lock_timeout = 0;\nSET transaction_timeout = 0;\nSET client_encoding = 'UTF8';\n";
  // 40 lines down, in a table's rows, the same words are data.
  const rows = `${Array.from({ length: 40 }, (_, i) => `${i}\tMargherita\n`).join('')}SET transaction_timeout = 0;\n\\.\n`;

  it('drops the setting from the top of the script for a server older than 17, also when a chunk ends inside it, and leaves the data alone', async () => {
    const whole = top + rows;
    const cut = whole.indexOf('transaction_timeout') + 5;
    expect(await script(15, [whole.slice(0, cut), whole.slice(cut)])).toBe(top.replace('SET transaction_timeout = 0;\n', '') + rows);
  });

  it('keeps it for a server that knows it, and keeps non-ASCII bytes as they are', async () => {
    const whole = `${top}-- Name: Größe\n${rows}`;
    expect(await script(17, [whole])).toBe(whole);
    expect(await script(15, [whole.slice(0, 3), whole.slice(3)])).toBe(whole.replace('SET transaction_timeout = 0;\n', ''));
  });
});
