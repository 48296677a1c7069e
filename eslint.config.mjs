// Import boundaries of the frontend (npm test runs this): code flows shared → staff/shop → features → app,
// and no feature reaches into another; what two features need lives in a shared layer.
import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';

// TypeScript 7 ships no compiler API for typescript-eslint, so Babel's TypeScript grammar parses the sources.
const parserFor = (isTSX) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, plugins: [['@babel/plugin-syntax-typescript', { isTSX }]] },
  },
});

const src = 'frontend/src';
const element = (type, folder) => ({ type, pattern: `${src}/${folder}` });

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**'] },
  { files: [`${src}/**/*.ts`], languageOptions: parserFor(false) },
  { files: [`${src}/**/*.tsx`], languageOptions: parserFor(true) },
  {
    files: [`${src}/**/*.{ts,tsx}`],
    // The entry points only load (browser), mount (browser) or render (server) the app.
    ignores: [`${src}/main.tsx`, `${src}/start-app.tsx`, `${src}/entry-server.tsx`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        // Shared by everything: HTTP and socket client, generic components.
        element('shared', '{lib,components}'),
        // Test helpers render with the shared providers of either side.
        element('test-support', 'test'),
        // Shared by the staff screens (board, kitchen, overview): session, live orders, alerts, labels.
        element('staff', 'staff'),
        // Shared by the customer screens: shop status and clock, cart state, menu API, cookie consent.
        element('shop', 'shop'),
        { type: 'feature', pattern: `${src}/features/*` },
        element('app', 'app'),
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/no-unknown-files': 2,
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          policies: [
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { types: { anyOf: ['staff', 'shop'] } } }, allow: { to: { element: { types: { anyOf: ['shared', 'test-support'] } } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: { anyOf: ['shared', 'staff', 'shop'] } } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: { anyOf: ['shared', 'test-support', 'staff', 'shop'] } } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'test-support', 'staff', 'shop', 'feature'] } } } } },
          ],
        },
      ],
    },
  },
];
