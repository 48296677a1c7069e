import net from 'node:net';
import nodemailer from 'nodemailer';
import { startFakeSmtp, type FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';

/** Sends lines one at a time, each after the server's answer, then resets the connection (RST, not FIN). */
async function dropMidSession(port: number, lines: string[]): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  const replies: string[] = [];
  const nextReply = () =>
    new Promise<void>((resolve) => {
      socket.once('data', (chunk) => {
        replies.push(chunk.toString());
        resolve();
      });
    });
  await nextReply();
  for (const line of lines) {
    const answered = nextReply();
    socket.write(`${line}\r\n`);
    await answered;
  }
  socket.resetAndDestroy();
  expect(replies.every((reply) => /^[23]\d\d/.test(reply))).toBe(true);
}

describe('fake SMTP server', () => {
  let smtp: FakeSmtp;
  beforeEach(async () => {
    smtp = await startFakeSmtp();
  });
  afterEach(() => smtp.close());

  it('survives a client that drops the connection mid-session and accepts the next mail', async () => {
    await dropMidSession(smtp.port, ['EHLO dropper.example', 'MAIL FROM:<a@example.de>']);
    await dropMidSession(smtp.port, ['EHLO dropper.example', 'MAIL FROM:<a@example.de>', 'RCPT TO:<b@example.de>', 'DATA']);
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    await transport.sendMail({ from: 'shop@example.de', to: 'kunde@example.de', subject: 'Nach dem Abbruch', text: 'Angekommen.' });
    transport.close();
    const mail = await smtp.waitForMail((m) => m.subject === 'Nach dem Abbruch');
    expect(mail.to).toEqual(['kunde@example.de']);
    expect(mail.text.trim()).toBe('Angekommen.');
  });

  it('decodes quoted-printable text and html as nodemailer encodes them: umlauts, €, long lines, a literal "="', async () => {
    const text = `Grüße aus der Küche: 2× Pizza für 12,50 € = 25,00 €. ${'Sehr lange Zeile ohne Umbruch, '.repeat(8)}Ende`;
    const html = `<p style="color:red">Bestätigung: ${'Öl & Käse, '.repeat(10)}€</p>`;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
    await transport.sendMail({ from: 'shop@example.de', to: 'kunde@example.de', subject: 'Ihre Bestellung – Bestätigung', text, html, textEncoding: 'quoted-printable' });
    transport.close();
    const mail = await smtp.waitForMail();
    expect(mail.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(mail.raw).toMatch(/=\r\n/);
    expect(mail.subject).toBe('Ihre Bestellung – Bestätigung');
    expect(mail.text.trim()).toBe(text);
    expect(mail.html?.trim()).toBe(html);
  });
});
