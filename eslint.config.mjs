// What npm test lints with ESLint (oxlint checks floating promises and the rules of hooks, .oxlintrc.json):
// - the frontend's import boundaries: code flows shared → staff/shop → features → app, and no feature
//   reaches into another; what two features need lives in a shared layer;
// - the backend's module boundaries (eslint/backend-modules.mjs): an area uses another only through
//   what that one exports and touches only its own tables;
// - no import cycles on either side.
import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { backendModules } from './eslint/backend-modules.mjs';

// TypeScript 7 ships no compiler API for typescript-eslint, so Babel's TypeScript grammar parses the sources,
// JSX by the file's name (import-x parses imported files with this too) and the backend's Nest decorators.
const babelTypeScript = {
  meta: { name: 'babel-typescript' },
  parseForESLint: (code, options) =>
    babelParser.parseForESLint(code, {
      ...options,
      requireConfigFile: false,
      babelOptions: {
        babelrc: false,
        configFile: false,
        plugins: [
          ['@babel/plugin-syntax-typescript', { isTSX: options.filePath.endsWith('.tsx') }],
          ['@babel/plugin-syntax-decorators', { version: 'legacy' }],
        ],
      },
    }),
};

const src = 'frontend/src';
const element = (type, folder) => ({ type, pattern: `${src}/${folder}` });

const backend = 'backend/src';

const modules = backendModules({
  // What an area offers others beside its module, its exported providers and its public kinds of file.
  publicFiles: {
    // The job contract every sender (mail, printer, refunds) implements.
    outbox: ['outbox-job.ts'],
    // The SQL guards of the one-statement order insert, kept beside the tables they read.
    catalog: ['menu-version.ts'],
    settings: ['settings-version.ts'],
    // The Idempotency-Key format the PayPal calls share with the order call.
    orders: ['order-id.ts'],
  },
});

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**'] },
  { files: [`${src}/**/*.{ts,tsx}`, `${backend}/**/*.ts`], languageOptions: { parser: babelTypeScript } },
  {
    files: [`${src}/**/*.{ts,tsx}`, `${backend}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': [2, { ignoreExternal: true }] },
  },
  {
    files: [`${backend}/**/*.ts`],
    plugins: { 'backend-modules': modules },
    rules: { 'backend-modules/imports': 2, 'backend-modules/tables': 2 },
  },
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
