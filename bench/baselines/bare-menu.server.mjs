/**
 * Baseline of the menu row: a bare node:http server that answers the seven menu GETs with the
 * very bytes (and Content-Type) the shop sent for them at start-up, and nothing else.
 * Env: PORT, SHOP_URL.
 */
import { createServer } from 'node:http';
import { MENU_PATHS } from '../support/menu-paths.mjs';

const answers = new Map();
for (const path of MENU_PATHS) {
  const res = await fetch(`${process.env.SHOP_URL}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  answers.set(path, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'application/json' });
}

createServer((req, res) => {
  if (req.url === '/ready') return res.end('ok');
  const answer = answers.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length }).end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
