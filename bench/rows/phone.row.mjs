/**
 * Row 4: `/` on a phone. Lighthouse's default mobile run (simulated slow 4G, 4× CPU slowdown) on
 * the Debian Chromium, median of 3, against a minimal static page served on the same machine;
 * and the gzipped JS (level 9, whatever the server's own encoding) that `/` loads until the
 * network is idle, i.e. before anyone touches the page.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../support/processes.mjs';
import { round, ratio } from '../support/load.mjs';

const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = 3;

async function lighthouseOnce(url, reportName) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (reportName) writeFileSync(join(root, 'bench/results', reportName), JSON.stringify(result.lhr, null, 2));
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: round(audits['cumulative-layout-shift'].numericValue, 3),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure is the median of its own over the runs. */
async function lighthouseMedian(url, reportName) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, i === RUNS - 1 ? reportName : null));
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

function staticBaselinePage() {
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Basis</title></head><body><h1>Speisekarte</h1><p>Eine schlichte Seite als Vergleich.</p></body></html>';
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() })));
}

async function initialJs(shopUrl) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        pending.push(
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        );
    });
    await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter(Boolean);
    const own = scripts.filter((s) => s.url.startsWith(shopUrl));
    const bytes = own.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
    return { jsGzipKB: round(bytes / 1024), scripts: own.length, thirdParty: scripts.length - own.length };
  } finally {
    await browser.close();
  }
}

export async function phoneRow(shopUrl) {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const js = await initialJs(shopUrl);
  const baselinePage = await staticBaselinePage();
  try {
    const baseline = await lighthouseMedian(baselinePage.url);
    const shop = await lighthouseMedian(`${shopUrl}/`, 'lighthouse-shop.json');
    return { shop, baseline, ...js, scoreRatio: ratio(shop.score, baseline.score), lcpRatio: ratio(shop.lcpMs, baseline.lcpMs) };
  } finally {
    baselinePage.close();
  }
}
