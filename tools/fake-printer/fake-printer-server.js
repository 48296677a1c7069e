// @ts-check
/**
 * Fake network receipt printer (raw TCP, "port 9100" / JetDirect style) for tests and local runs:
 * every connection is one print job; it records the bytes and renders them as text the way the
 * printer would put them on paper: text decoded in the code page selected with ESC t (PC858 by
 * default), control sequences dropped, each cut marked with a line `--- Schnitt ---`.
 *
 * Plain CommonJS JavaScript so that `node tools/fake-printer/fake-printer-server.js [port]` runs
 * it without a build step; types are in the .d.ts beside it.
 *
 * Local run: `npm run fake-printer -w @pizzeria/backend` (port 9100) and start the backend with
 * PRINTER_URL=tcp://127.0.0.1:9100 — every ticket is printed to stdout.
 * In tests: `const printer = await startFakePrinter(); ... PRINTER_URL = printer.url; await printer.waitForTickets(1)`;
 * `refuseConnections()` / `acceptConnections()` play a printer that is off and comes back.
 */
const net = require('node:net');
const iconv = require('iconv-lite');

/** ESC t n → code page (Epson numbering), for the pages a German shop may select. */
const CODEPAGES = { 0: 'cp437', 2: 'cp850', 16: 'cp1252', 19: 'cp858' };
const CUT_MARK = '--- Schnitt ---';

/**
 * Renders ESC/POS bytes as the text on the paper.
 * @param {Buffer} data
 * @returns {string}
 */
function renderEscPos(data) {
  let codepage = 'cp858';
  let out = '';
  /** @type {number[]} */
  let text = [];
  const flush = () => {
    if (text.length) out += iconv.decode(Buffer.from(text), codepage);
    text = [];
  };
  for (let i = 0; i < data.length; i++) {
    const b = data[i];
    if (b === 0x1b) {
      const cmd = data[i + 1];
      flush();
      if (cmd === 0x74) codepage = CODEPAGES[/** @type {0|2|16|19} */ (data[i + 2])] ?? codepage;
      // ESC @ has no argument; ESC d/J/!/E/-/a/M/t/G/{/V/3/c… have one byte.
      i += cmd === 0x40 ? 1 : 2;
      if (cmd === 0x64 && data[i] > 0) out += '\n'.repeat(data[i] - 1);
    } else if (b === 0x1d) {
      const cmd = data[i + 1];
      flush();
      if (cmd === 0x56) {
        out += `${out.endsWith('\n') || out === '' ? '' : '\n'}${CUT_MARK}\n`;
        // GS V m, or GS V m n for m = 65/66 (feed and cut)
        i += data[i + 2] >= 65 ? 3 : 2;
      } else if (cmd === 0x28 || cmd === 0x38) {
        // GS ( x pL pH … / GS 8 L: length-prefixed functions
        const length = data[i + 3] + data[i + 4] * 256;
        i += 4 + length;
      } else {
        i += 2;
      }
    } else if (b === 0x10 || b === 0x1c) {
      flush();
      // FS . and FS & (Kanji mode off/on) have no argument; DLE EOT n, FS C n … have one.
      i += b === 0x1c && (data[i + 1] === 0x2e || data[i + 1] === 0x26) ? 1 : 2;
    } else if (b === 0x0a) {
      flush();
      out += '\n';
    } else if (b >= 0x20) {
      text.push(b);
    }
  }
  flush();
  // Blanks at a line's end leave no mark on paper.
  return out.replace(/ +$/gm, '');
}

/**
 * @param {{ port?: number, host?: string, log?: boolean }} [options]
 * @returns {Promise<import('./fake-printer-server').FakePrinter>}
 */
async function startFakePrinter(options = {}) {
  /** @type {import('./fake-printer-server').PrintedTicket[]} */
  const tickets = [];
  /** @type {Array<() => void>} */
  let listeners = [];
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    /** @type {Buffer[]} */
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      const data = Buffer.concat(chunks);
      if (!data.length) return;
      /** @type {string | null} */
      let text = null;
      // Rendered when a test first reads it: a bench run only counts the tickets.
      const ticket = {
        data,
        get text() {
          return (text ??= renderEscPos(data));
        },
      };
      tickets.push(ticket);
      if (options.log) console.log(`\n${ticket.text}`);
      const waiting = listeners;
      listeners = [];
      waiting.forEach((notify) => notify());
    });
    socket.on('end', () => socket.end());
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url: `tcp://${host}:${port}`,
    tickets,
    waitForTickets: (count, timeoutMs = 10000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`only ${tickets.length} of ${count} tickets within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          if (tickets.length >= count) {
            clearTimeout(deadline);
            resolve(tickets.slice());
          } else {
            listeners.push(check);
          }
        };
        check();
      }),
    refuseConnections: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
    acceptConnections: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(undefined));
      }),
    clear: () => {
      tickets.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (server.listening) server.close(() => resolve(undefined));
        else resolve(undefined);
      }),
  };
}

module.exports = { startFakePrinter, renderEscPos, CUT_MARK };

if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.FAKE_PRINTER_PORT ?? 9100);
  startFakePrinter({ port, log: true }).then((printer) => console.log(`Fake-Drucker lauscht auf ${printer.url}`));
}
