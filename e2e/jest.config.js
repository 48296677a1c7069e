/** Browser tests: the built shop (backend/dist + frontend/dist) in real Chromium; each file starts its own shop, database and browser. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@pizzeria/domain$': '<rootDir>/packages/domain/src/index.ts',
    '^@pizzeria/contract$': '<rootDir>/packages/contract/src/index.ts',
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 90000,
};
