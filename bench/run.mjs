#!/usr/bin/env node
/**
 * Benchmarks of the shop, each quoted as a ratio against a baseline measured in the same run,
 * so that the figures mean the same on a fast or a slow machine:
 *  - page weight: gzipped JS and CSS that `/` loads, against a bare React app built by Vite and the 120 KB budget;
 *  - Lighthouse mobile performance of `/`, against a minimal static page served on the same machine;
 *  - API: orders placed per second and menu reads per second, against GET /api/health.
 * Usage: npm run bench   (expects `npm run build` to have run; needs PostgreSQL and /usr/bin/chromium)
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';
import { buildDirectCartItem, setCartQuantity } from '@pizzeria/domain';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A Friday at 18:30 in Berlin: the shop is open and takes ASAP orders. */
const FIXED_NOW = '2026-11-20T17:30:00.000Z';
const JS_BUDGET_KB = 120;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const ratio = (a, b) => Math.round((a / b) * 100) / 100;

async function withDatabase(fn) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function startShop(databaseUrl) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: databaseUrl, SHOP_FIXED_NOW: FIXED_NOW,
      ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-admin-pw', JWT_SECRET: 'bench-secret-bench-secret-bench-secret' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`Shop exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop: () => child.kill('SIGTERM') };
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Shop did not become healthy:\n${log}`);
}

/** Gzipped JS of the smallest React app Vite builds: createRoot rendering one heading. */
async function bareReactAppJs() {
  const dir = join(root, 'bench/results/bare-react-app');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="de"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(dir, 'main.js'), "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Speisekarte'));\n");
  const { build } = await import('vite');
  const output = await build({ root: dir, logLevel: 'silent', build: { write: false } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((f) => f.type === 'chunk');
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

async function pageWeight(baseUrl) {
  const baseline = await bareReactAppJs();
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ type, url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const sum = (type) => assets.filter((a) => a.type === type && a.url.startsWith(baseUrl)).reduce((s, a) => s + gzipSync(a.body, { level: 9 }).length, 0);
    const thirdParty = assets.filter((a) => !a.url.startsWith(baseUrl)).map((a) => a.url);
    const js = sum('script');
    const css = sum('stylesheet');
    return {
      jsGzipKB: kb(js), cssGzipKB: kb(css), bareReactGzipKB: kb(baseline), thirdParty,
      jsVsBareReact: ratio(js, baseline), jsVsBudget: ratio(kb(js), JS_BUDGET_KB),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) on the Debian Chromium. */
async function lighthouseScore(url, reportName) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const audits = result.lhr.audits;
    if (reportName) {
      mkdirSync(join(root, 'bench/results'), { recursive: true });
      writeFileSync(join(root, `bench/results/${reportName}`), JSON.stringify(result.lhr, null, 2));
    }
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

async function lighthouseComparison(shopUrl) {
  const baselinePage = await staticBaselinePage();
  try {
    const baseline = await lighthouseScore(baselinePage.url);
    const shop = await lighthouseScore(shopUrl, 'lighthouse-shop.json');
    return { baseline, shop, scoreVsBaseline: ratio(shop.score, baseline.score), lcpVsBaseline: ratio(shop.lcpMs, baseline.lcpMs) };
  } finally {
    baselinePage.close();
  }
}

function staticBaselinePage() {
  const html = '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Basis</title></head><body><h1>Speisekarte</h1><p>Eine schlichte Seite als Vergleich.</p></body></html>';
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}

async function throughput(label, total, concurrency, request) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++;
      const ok = await request().catch(() => false);
      if (!ok) failed++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { label, requests: total, failed, perSecond: Math.round(total / seconds) };
}

async function orderBody(baseUrl) {
  const products = await (await fetch(`${baseUrl}/api/products`)).json();
  const drink = products.find((p) => p.category_id === 7 && p.available !== false);
  const cartItems = setCartQuantity([buildDirectCartItem(drink)], 0, 5);
  return {
    firstName: 'Bench', lastName: 'Kunde', street: '', house_number: '', company: '', email: 'bench@example.org', phone: '0170 1234567',
    postalCode: '', city: '', deliveryMethod: 'abholung', messageToChef: '', messageToDriver: '', discountCode: '', discountAmount: 0,
    desiredDeliveryTime: 'So schnell wie möglich', desiredDeliveryDate: FIXED_NOW.slice(0, 10), paymentMethod: 'cash',
    totalPriceShoppingCart: cartItems[0].totalPrice,
    cartItems,
  };
}

async function apiThroughput(baseUrl) {
  const body = JSON.stringify(await orderBody(baseUrl));
  const health = await throughput('GET /api/health', 400, 4, async () => (await fetch(`${baseUrl}/api/health`)).ok);
  const menu = await throughput('GET /api/products', 400, 4, async () => (await fetch(`${baseUrl}/api/products`)).ok);
  const orders = await throughput('POST /api/orders', 200, 4, async () =>
    (await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status === 201);
  return { health, menu, orders, menuVsHealth: ratio(menu.perSecond, health.perSecond), ordersVsHealth: ratio(orders.perSecond, health.perSecond) };
}

async function main() {
  if (!existsSync(join(root, 'backend/dist/main.js')) || !existsSync(join(root, 'frontend/dist/index.html'))) {
    throw new Error('Bitte zuerst `npm run build` ausführen.');
  }
  const results = await withDatabase(async (databaseUrl) => {
    const shop = await startShop(databaseUrl);
    try {
      const weight = await pageWeight(shop.baseUrl);
      const lighthouse = await lighthouseComparison(`${shop.baseUrl}/`);
      const api = await apiThroughput(shop.baseUrl);
      return { measuredAt: new Date().toISOString(), weight, lighthouse, api };
    } finally {
      shop.stop();
    }
  });
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
  const { weight, lighthouse, api } = results;
  console.log(`Seitengewicht /: JS ${weight.jsGzipKB} KB gz (${weight.jsVsBareReact}× eine nackte React-App = ${weight.bareReactGzipKB} KB; ${weight.jsVsBudget}× Budget ${JS_BUDGET_KB} KB), CSS ${weight.cssGzipKB} KB gz, Drittanbieter: ${weight.thirdParty.length}`);
  console.log(`Lighthouse mobil /: ${lighthouse.shop.score} (Basis-Seite ${lighthouse.baseline.score}, Verhältnis ${lighthouse.scoreVsBaseline}); FCP ${lighthouse.shop.fcpMs} ms, LCP ${lighthouse.shop.lcpMs} ms (${lighthouse.lcpVsBaseline}× Basis), TBT ${lighthouse.shop.tbtMs} ms, CLS ${lighthouse.shop.cls}`);
  for (const r of [api.health, api.menu, api.orders]) console.log(`${r.label}: ${r.perSecond}/s (${r.requests} Anfragen, ${r.failed} fehlgeschlagen)`);
  console.log(`Verhältnis zu /api/health: Speisekarte ${api.menuVsHealth}, Bestellungen ${api.ordersVsHealth}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
