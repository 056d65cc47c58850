/**
 * ESM-only dependencies (Nest 12, graphile-worker, jose...) load through Node's require(esm),
 * which Jest supports when started with --experimental-vm-modules (see the root test:unit script).
 *
 * Backend unit specs (src/**\/*.spec.ts) and HTTP specs (test/**\/*.e2e-spec.ts). HTTP specs get a
 * disposable PostgreSQL from test/global-setup.mjs: Testcontainers when Docker answers, else
 * TEST_DATABASE_URL, else a throwaway embedded PostgreSQL. Each spec file migrates its own database.
 */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
