// @ts-check
/**
 * Runs the backend as its own process for tests that kill it (SIGKILL) and start it again: the
 * TypeScript sources are compiled on require by swc (as under Jest), @pizzeria/domain from its
 * sources. Environment as for main.ts (CHILD_APP_DATA_DIR: the data directory instead of the
 * repository's .data), closes on SIGINT, SIGTERM and SIGHUP as main.ts does; prints `LISTENING <port>` once
 * it accepts requests.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const swc = require('@swc/core');

const DOMAIN = path.resolve(__dirname, '../../../packages/domain/src/index.ts');
const options = {
  jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true } },
  module: { type: 'commonjs' },
};

/** @type {any} */ (require.extensions)['.ts'] = (/** @type {any} */ module, /** @type {string} */ filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
const resolve = /** @type {any} */ (Module)._resolveFilename;
/** @type {any} */ (Module)._resolveFilename = function (/** @type {string} */ request, /** @type {unknown[]} */ ...rest) {
  return resolve.call(this, request === '@pizzeria/domain' ? DOMAIN : request, ...rest);
};

require('reflect-metadata');
const { createApp } = require('../../src/app.ts');
const { exitOnSignals } = require('../../src/common/exit-on-signals.ts');

// As main.ts: the signals are handled from the first moment, while the app (and its database) still start.
const starting = createApp({ logger: ['error', 'warn'], dataDir: process.env.CHILD_APP_DATA_DIR });
exitOnSignals(async () => (await starting).close());
starting
  .then(async ({ app }) => {
    await app.listen(0, '127.0.0.1');
    process.stdout.write(`LISTENING ${app.getHttpServer().address().port}\n`);
  })
  .catch((error) => {
    // The parent test reads this and the exit code instead of waiting for LISTENING.
    console.error(error);
    process.exit(1);
  });
