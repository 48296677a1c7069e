/** Component tests: jsdom, SWC for TSX with React's automatic runtime, domain rules from source. */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@pizzeria/domain$': '<rootDir>/../packages/domain/src/index.ts',
    '^@pizzeria/contract$': '<rootDir>/../packages/contract/src/index.ts',
    '\\.(css|less|scss)$': '<rootDir>/src/test/style-stub.cjs',
    '\\.(svg|png|jpe?g|webp|gif|woff2?)$': '<rootDir>/src/test/file-stub.cjs',
  },
  // Above the 10 s that a wait for a screen update may take (test/setup.ts).
  testTimeout: 20_000,
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/test/setup.ts'],
};
