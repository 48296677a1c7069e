import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 9: a phone loads at most 100 KB of gzipped JS before the menu works. Measured on the
// built files (npm test builds first), the same way the bench's phone row counts (gzip level 9).
const DIST = path.resolve(__dirname, '..', '..', 'dist');
const BUDGET_KB = 100;

/** The entry script and the modules index.html preloads, as paths under dist/. */
function announced(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1]);
  return [...entry, ...preloads];
}

/**
 * A module's static imports, as paths under dist/, and the app the entry starts right after the
 * first paint (src/main.tsx); not the other `import()`s, which load on demand.
 */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(DIST, file), 'utf8');
  const dir = path.posix.dirname(file);
  const imports = [...code.matchAll(/import(?:[\w\s{},*$]*from)?\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  const startedApp = [...code.matchAll(/import\(`\.\/(start-app-[\w-]+\.js)`\)/g)].map((m) => m[1]);
  return [...imports, ...startedApp].map((name) => path.posix.join(dir, name));
}

/** `from` and all the modules it imports statically. */
function closureOf(from: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

/** Everything the page runs before any interaction: the announced modules and all they import statically. */
const initialModules = () => closureOf(announced(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8')));

const gzippedKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024, 0);

describe('the JS the menu page (/) loads first', () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('Bitte zuerst `npm run build` ausführen: frontend/dist fehlt.');
  });

  it(`stays within ${BUDGET_KB} KB gzipped`, () => {
    const modules = initialModules();
    const sizes = modules.map((file) => ({ file, kb: gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024 }));
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    expect(modules.some((file) => /react-vendor/.test(file))).toBe(true);
    if (total > BUDGET_KB) {
      const list = sizes.map((s) => `${s.file}: ${s.kb.toFixed(1)} KB`).join('\n');
      throw new Error(`${total.toFixed(1)} KB gzipped JS vor der ersten Eingabe (höchstens ${BUDGET_KB} KB):\n${list}`);
    }
  });

  it('is the entry, React and the app’s start, in one chunk each (vite.config.ts, startAppChunk)', () => {
    const others = initialModules().filter((file) => !/^assets\/(index|rolldown-runtime|react-vendor|start-app)-[\w-]+\.js$/.test(file));
    expect(others).toEqual([]);
  });

  it('opens the /shop push, once idle, with its own small client, not socket.io-client (lib/light-socket.ts)', () => {
    const pushChunks = fs.readdirSync(path.join(DIST, 'assets')).filter((file) => /^rules-socket-[\w-]+\.js$/.test(file));
    expect(pushChunks).toHaveLength(1);
    const push = closureOf([`assets/${pushChunks[0]}`]);
    expect(push.filter((file) => /realtime/.test(file))).toEqual([]);
    expect(gzippedKb(push)).toBeLessThan(2);
  });

  it('leaves the staff screens, the checkout, PayPal, charts and sockets out of it', () => {
    const modules = initialModules().join('\n');
    for (const chunk of ['admin-charts', 'realtime', 'paypal', 'checkout-page', 'admin-routes', 'cart-body']) expect(modules).not.toContain(chunk);
  });
});
