/**
 * The shop's mail server and kitchen printer during a bench run: tools/fake-smtp and
 * tools/fake-printer in a process of their own (like the shop), so receiving the mails and
 * tickets never shares an event loop with the load generator. GET /ready answers their URLs and
 * how many mails and tickets arrived; what arrived is dropped (only counted) to keep memory flat.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startFakeSmtp } = require('../../tools/fake-smtp/fake-smtp-server.js');
const { startFakePrinter } = require('../../tools/fake-printer/fake-printer-server.js');

const smtp = await startFakeSmtp();
const printer = await startFakePrinter();
const counted = { mails: 0, tickets: 0 };
setInterval(() => {
  counted.mails += smtp.mails.length;
  counted.tickets += printer.tickets.length;
  smtp.clear();
  printer.clear();
}, 1000).unref();

createServer((req, res) => {
  if (req.url !== '/ready') return res.writeHead(404).end();
  const body = {
    smtpUrl: smtp.url,
    printerUrl: printer.url,
    mails: counted.mails + smtp.mails.length,
    tickets: counted.tickets + printer.tickets.length,
  };
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}).listen(Number(process.env.PORT), '127.0.0.1');
