#!/usr/bin/env node
/**
 * The four rows of the shop's speed table, each against a bare baseline measured in the same run
 * and started by this script (see bench/baselines), so the ratios mean the same on a fast or a
 * slow (or busy) machine:
 *  1. the seven menu GETs at 50 connections vs bare node:http sending the same bytes;
 *  2. cash orders at 50 keep-alive clients vs bare node:http + pg BEGIN/INSERT/COMMIT (and the CPU per order of each server and of PostgreSQL);
 *  3. commit → order:created on 20 admin sockets vs a bare socket.io emit after COMMIT;
 *  4. `/` on a phone (Lighthouse mobile, median of 3, and the JS it loads) vs a minimal static page.
 * The shop runs with mail and kitchen printer configured (the fakes), so each order's outbox jobs are
 * sent during the run. Everything runs on loopback with bounded durations. Writes bench/results/latest.json.
 * Usage: npm run build && npm run bench   (needs PostgreSQL and /usr/bin/chromium)
 *        npm run bench -- --only=orders,push   (some rows, printed as JSON; latest.json stays as it is)
 *        BENCH_PROFILE=/tmp/prof npm run bench -- --only=orders   (and a CPU profile of the shop, for Chrome's DevTools)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { menuRow } from './rows/menu.row.mjs';
import { orderBody, ordersRow } from './rows/orders.row.mjs';
import { phoneRow } from './rows/phone.row.mjs';
import { pushRow } from './rows/push.row.mjs';
import { adminToken, root, startBareOrders, startShop, withDatabase } from './support/processes.mjs';

/** The goals of issue 19 (mail and printer configured, see startShop), checked against each run's figures. */
function goals({ menu, orders, push, phone }) {
  return {
    menu: menu.ratio >= 0.9,
    orders: orders.ratio >= 0.45 && orders.p99Ratio <= 2.5,
    push: push.p50Ratio <= 1.5,
    phone: phone.shop.score >= 95 && phone.jsGzipKB <= 100,
  };
}

function print(results) {
  const { menu, orders, push, phone, goalsMet, load } = results;
  const mark = (ok) => (ok ? 'Ziel erreicht' : 'Ziel verfehlt');
  console.log(`Last der Maschine: ${load.before.join(' / ')} vorher, ${load.after.join(' / ')} nachher (1/5/15 min, ${load.cpus} Kerne)`);
  console.log(
    `1 Speisekarte (7 GETs, 50 Verbindungen): ${menu.shop.reqPerSec} req/s, p50 ${menu.shop.p50Ms} ms, p99 ${menu.shop.p99Ms} ms | bare node:http ${menu.bare.reqPerSec} req/s | ${menu.ratio}× bare | ${mark(goalsMet.menu)}`,
  );
  console.log(
    `2 Barzahlungen (50 Keep-alive-Clients): ${orders.shop.reqPerSec} Bestellungen/s, p99 ${orders.shop.p99Ms} ms | bare node:http+pg ${orders.bare.reqPerSec}/s, p99 ${orders.bare.p99Ms} ms | ${orders.ratio}× bare, p99 ${orders.p99Ratio}× | ${mark(goalsMet.orders)}`,
  );
  const cpu = ({ serverMs, postgresMs }) => `Server ${serverMs ?? '?'} ms, PostgreSQL ${postgresMs ?? '?'} ms`;
  console.log(`  CPU je Bestellung: Shop ${cpu(orders.shop.cpu)} | bare ${cpu(orders.bare.cpu)}`);
  console.log(
    `3 Commit → order:created (20 Admin-Sockets): p50 ${push.shop.p50Ms} ms, p99 ${push.shop.p99Ms} ms | bare socket.io p50 ${push.bare.p50Ms} ms, p99 ${push.bare.p99Ms} ms | p50 ${push.p50Ratio}× bare | ${mark(goalsMet.push)}`,
  );
  console.log(
    `4 / am Handy (Lighthouse mobil, Median aus 3): Score ${phone.shop.score}, LCP ${phone.shop.lcpMs} ms, TBT ${phone.shop.tbtMs} ms, JS ${phone.jsGzipKB} KB gz | statische Seite Score ${phone.baseline.score}, LCP ${phone.baseline.lcpMs} ms | Score ${phone.scoreRatio}×, LCP ${phone.lcpRatio}× | ${mark(goalsMet.phone)}`,
  );
  console.log(`Während des Laufs zugestellt: ${results.delivered.mails} E-Mails, ${results.delivered.tickets} Küchenbons`);
  for (const [name, row] of [
    ['Speisekarte', menu.shop],
    ['Bestellungen', orders.shop],
  ]) {
    if (row.non2xx || row.errors) console.log(`Achtung ${name}: ${row.non2xx} Antworten außerhalb 2xx, ${row.errors} Fehler`);
  }
}

const ROWS = ['menu', 'orders', 'push', 'phone'];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : ROWS;

async function main() {
  if (only.some((row) => !ROWS.includes(row))) throw new Error(`--only kennt nur ${ROWS.join(', ')}`);
  if (!existsSync(join(root, 'backend/dist/main.js')) || !existsSync(join(root, 'frontend/dist/index.html'))) {
    throw new Error('Bitte zuerst `npm run build` ausführen.');
  }
  const loadBefore = loadavg().map((l) => Math.round(l * 100) / 100);
  const rows = await withDatabase(async (databaseUrl) => {
    const shop = await startShop(databaseUrl);
    let bareOrders = null;
    try {
      const rows = {};
      if (only.includes('menu')) rows.menu = await menuRow(shop.baseUrl);
      bareOrders = await startBareOrders(databaseUrl);
      if (only.includes('orders')) rows.orders = await ordersRow(shop, bareOrders);
      if (only.includes('push')) {
        const body = JSON.stringify(await orderBody(shop.baseUrl));
        const token = await adminToken(shop.baseUrl);
        rows.push = await pushRow({ databaseUrl, shopUrl: shop.baseUrl, bareUrl: bareOrders.baseUrl, token, body });
      }
      await bareOrders.stop();
      bareOrders = null;
      if (only.includes('phone')) rows.phone = await phoneRow(shop.baseUrl);
      const { mails, tickets } = await shop.delivered();
      rows.delivered = { mails, tickets };
      return rows;
    } finally {
      await bareOrders?.stop();
      await shop.stop();
    }
  });
  if (only.length < ROWS.length) return console.log(JSON.stringify(rows, null, 2));
  const results = {
    measuredAt: new Date().toISOString(),
    load: { before: loadBefore, after: loadavg().map((l) => Math.round(l * 100) / 100), cpus: cpus().length },
    ...rows,
    goalsMet: goals(rows),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
  print(results);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
