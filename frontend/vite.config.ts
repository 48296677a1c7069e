import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The Latin faces every page uses; other subsets load only when a text needs them. */
const FIRST_PAINT_FONTS = /^assets\/(inter-latin-wght-400-800|playfair-display-latin-700-normal)-[\w-]+\.woff2$/;

/**
 * Preloads the fonts of the first paint, so they arrive with the JS instead of after it and text
 * does not jump when they swap in (Lighthouse counted that as layout shift).
 */
function preloadFirstPaintFonts(): Plugin {
  return {
    name: 'preload-first-paint-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => FIRST_PAINT_FONTS.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Links the stylesheets of the app the entry imports after the first paint (src/main.tsx) in the
 * page itself: the server-rendered menu must be styled before any script runs, and Vite would
 * otherwise load them only with that import. Vite's import helper then finds them already there.
 */
function deferredAppStyles(): Plugin {
  return {
    name: 'deferred-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const styles = new Set<string>();
        // The entry's own stylesheet is linked already.
        const seen = new Set<string>([chunk.fileName]);
        const visit = (file: string) => {
          const output = bundle[file];
          if (seen.has(file) || output?.type !== 'chunk') return;
          seen.add(file);
          output.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          output.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        return [...styles].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Puts the stylesheet before the module script and its modulepreloads (Vite writes it after
 * them): on the server-rendered menu page the CSS is all the first paint waits for, so its
 * request must not queue behind a dozen scripts on a slow line.
 */
function stylesFirst(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const isStyle = (line: string) => line.trim().startsWith('<link rel="stylesheet"');
        const isScript = (line: string) => line.trim().startsWith('<script type="module"');
        const lines = html.split('\n');
        const styles = lines.filter(isStyle);
        const others = lines.filter((line) => !isStyle(line));
        const at = others.findIndex(isScript);
        if (!styles.length || at < 0) return html;
        others.splice(at, 0, ...styles);
        return others.join('\n');
      },
    },
  };
}

/** `import { a, b as c } from '@pizzeria/domain'` in a module's transformed code. */
const DOMAIN_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@pizzeria\/domain["']/g;

/**
 * Everything the app's start (src/start-app.tsx) imports goes into its chunk, which every page
 * loads before any other part of the app. Left alone, Rolldown splits what the start shares with
 * the lazy pages into a dozen small chunks (one per set of importers) that gzip each on its own:
 * 2 KB more for a phone to load before the menu works. The lazy pages import them from the start's
 * chunk instead. The domain package's index re-exports every rule, so the walk follows the names a
 * module imports from it, not the index: the checkout's and the staff's rules stay out.
 */
function startAppChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'start-app-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const domainIndex = ids.find((id) => /packages[\\/]domain[\\/]dist[\\/]esm[\\/]index\.js$/.test(id));
      const domainModules = (domainIndex && info(domainIndex)?.importedIds) || [];
      const importsOf = (id: string) => {
        const module = info(id);
        const names = [...(module?.code ?? '').matchAll(DOMAIN_IMPORT)].flatMap(([, list]) => list.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]));
        const rules = domainModules.filter((rule) => names.some((name) => info(rule)?.exports.includes(name)));
        return [...(module?.importedIds ?? []).filter((dep) => dep !== domainIndex), ...rules];
      };
      const closure = (from: string | undefined, outside: Set<string>) => {
        const seen = new Set<string>();
        const queue = from ? [from] : [];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || outside.has(id)) continue;
          seen.add(id);
          queue.push(...importsOf(id));
        }
        return seen;
      };
      // What the entry itself imports (the loader, Vite's preload helper) stays in the entry.
      const entry = closure(
        ids.find((id) => id.endsWith('/src/main.tsx')),
        new Set(),
      );
      closure(
        ids.find((id) => id.endsWith('/src/start-app.tsx')),
        entry,
      ).forEach((id) => captured.add(id));
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}
const startApp = startAppChunk();

// The dev server forwards API and socket traffic to a locally running backend (H4 uses 3104).
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3104';

const browserBuild: UserConfig = {
  // Hashed JS, CSS and SVG also as .br and .gz beside them: the server sends those instead of compressing per request.
  plugins: [
    react(),
    startApp.plugin,
    preloadFirstPaintFonts(),
    deferredAppStyles(),
    stylesFirst(),
    compression({ include: /\.(js|css|svg)$/, algorithms: ['gzip', 'brotliCompress'] }),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5174),
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No polyfill for <link rel="modulepreload"> in the entry every page loads: the browsers
    // without it (Safari before 17) still load the app, its modules one after the other.
    modulePreload: { polyfill: false },
    // Menu illustrations stay separate files so cards can load them lazily instead of bloating the JS.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        // Staff-only and payment libraries get their own chunks so a customer's first load of
        // the menu never downloads them; React itself is split out for long-term caching. The
        // app's start takes its own modules (startAppChunk); what else they import is React's
        // chunk or the entry, so the group need not pull dependencies in.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'admin-charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            { name: 'realtime', test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/ },
            { name: 'paypal', test: /node_modules[\\/]@paypal[\\/]/ },
            { name: 'start-app', test: startApp.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
};

/**
 * The server bundle of the menu page (`vite build --ssr src/entry-server.tsx`): CommonJS, so the
 * backend (and its tests) can require it, with React and everything else bundled in, production
 * builds only. Outside dist/, so it is never served as a file.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
