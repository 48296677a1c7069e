// @ts-check
/**
 * Fake SMTP server for tests and local runs: accepts every mail (no TLS, any or no login)
 * and keeps it in memory with the plain-text body decoded, so tests can assert on
 * recipients, subject and content.
 *
 * Plain CommonJS JavaScript so that `node tools/fake-smtp/fake-smtp-server.js [port]` runs it
 * without a build step (Node 20 cannot run TypeScript); types are in the .d.ts beside it.
 *
 * Local run: `node tools/fake-smtp/fake-smtp-server.js 2525` and start the backend with
 * SMTP_URL=smtp://127.0.0.1:2525 — every mail is printed to stdout.
 * In tests: `const smtp = await startFakeSmtp(); ... SMTP_URL = smtp.url; await smtp.waitForMail(...)`;
 * `refuseConnections()` / `acceptConnections()` play a mail server that is down and comes back
 * on the same port; `stallSessions()` holds every session at MAIL FROM (a send under way) until
 * `releaseSessions()`.
 */
const { SMTPServer } = require('smtp-server');

const EQUALS = 0x3d;

/** The value of an ASCII hex digit, or -1. @param {number} byte */
function hexValue(byte) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** One pass over the bytes, in place: a bench run hands it thousands of mails a second. @param {string} input */
function decodeQuotedPrintable(input) {
  const bytes = Buffer.from(input.replace(/=\r?\n/g, ''), 'utf8');
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const high = bytes[i] === EQUALS && i + 2 < bytes.length ? hexValue(bytes[i + 1]) : -1;
    const low = high === -1 ? -1 : hexValue(bytes[i + 2]);
    if (low === -1) {
      bytes[length++] = bytes[i];
    } else {
      bytes[length++] = high * 16 + low;
      i += 2;
    }
  }
  return bytes.toString('utf8', 0, length);
}

/** Decodes RFC 2047 encoded words such as `=?UTF-8?Q?Best=C3=A4tigung?=`. @param {string} value */
function decodeHeaderValue(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc, text) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** @param {string} raw @returns {{ headers: Record<string, string>, body: string }} */
function splitEntity(raw) {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = cut === -1 ? raw : raw.slice(0, cut);
  const body = cut === -1 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** @param {Record<string, string>} headers @param {string} body */
function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Finds the first part of the given MIME type, walking multiparts. @param {string} raw @param {string} type @returns {string | null} */
function findPart(raw, type) {
  const { headers, body } = splitEntity(raw);
  const contentType = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (!boundary) return null;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const found = findPart(part.replace(/^\r?\n/, ''), type);
      if (found !== null) return found;
    }
    return null;
  }
  return contentType.startsWith(type) ? decodeBody(headers, body) : null;
}

/**
 * @param {{ port?: number, host?: string, log?: boolean }} [options]
 * @returns {Promise<import('./fake-smtp-server').FakeSmtp>}
 */
async function startFakeSmtp(options = {}) {
  /** @type {import('./fake-smtp-server').ReceivedMail[]} */
  const mails = [];
  /** @type {Array<() => void>} */
  let listeners = [];
  /** @type {Array<() => void> | null} sessions held at MAIL FROM while stalled */
  let stalled = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onMailFrom(_address, _session, callback) {
      if (stalled) stalled.push(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        const decoded = (/** @type {() => string | null} */ decode) => {
          /** @type {{ value: string | null } | null} */
          let memo = null;
          return () => (memo ??= { value: decode() }).value;
        };
        // Decoded when a test first reads them: a bench run only counts the mails.
        const subject = decoded(() => decodeHeaderValue(splitEntity(raw).headers.subject ?? ''));
        const text = decoded(() => findPart(raw, 'text/plain') ?? '');
        const html = decoded(() => findPart(raw, 'text/html'));
        /** @type {import('./fake-smtp-server').ReceivedMail} */
        const mail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          get subject() {
            return /** @type {string} */ (subject());
          },
          get text() {
            return /** @type {string} */ (text());
          },
          get html() {
            return html();
          },
          raw,
        };
        mails.push(mail);
        if (options.log) console.log(`\n--- Mail an ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}`);
        const waiting = listeners;
        listeners = [];
        waiting.forEach((notify) => notify());
        callback();
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  // smtp-server reports a client's broken connection (ECONNRESET mid-session) as a server 'error'
  // event; unheard, Node turns it into a crash of the whole process. One client's fault is no server fault.
  server.on('error', (error) => {
    if (options.log) console.log(`Fake-SMTP: Verbindung abgebrochen (${error.message})`);
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** @type {import('./fake-smtp-server').FakeSmtp['waitForMail']} */
  const waitForMail = (predicate = () => true, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error(`no matching mail within ${timeoutMs} ms (got ${mails.length})`)), timeoutMs);
      const check = () => {
        const hit = mails.find(predicate);
        if (hit) {
          clearTimeout(deadline);
          resolve(hit);
        } else {
          listeners.push(check);
        }
      };
      check();
    });

  /** Counts mails per Message-ID, to prove that none arrived twice. */
  const messageIds = () => mails.map((m) => (/^message-id:\s*(.+)$/im.exec(m.raw)?.[1] ?? '').trim());

  return {
    port,
    url: `smtp://${host}:${port}`,
    mails,
    messageIds,
    waitForMail,
    waitForCount: (count, timeoutMs = 10000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`only ${mails.length} of ${count} mails within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          if (mails.length >= count) {
            clearTimeout(deadline);
            resolve(mails.slice());
          } else {
            listeners.push(check);
          }
        };
        check();
      }),
    stallSessions: () => {
      stalled = [];
    },
    stalledSessions: () => stalled?.length ?? 0,
    releaseSessions: () => {
      const held = stalled ?? [];
      stalled = null;
      held.forEach((resume) => resume());
    },
    refuseConnections: () =>
      new Promise((resolve) => {
        server.server.close(() => resolve(undefined));
        for (const connection of /** @type {any} */ (server).connections ?? []) connection._socket?.destroy();
      }),
    acceptConnections: () =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.server.listen(port, host, () => resolve(undefined));
      }),
    clear: () => {
      mails.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

module.exports = { startFakeSmtp };

if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.FAKE_SMTP_PORT ?? 2525);
  startFakeSmtp({ port, log: true }).then((smtp) => console.log(`Fake-SMTP lauscht auf ${smtp.url}`));
}
