/** Front-end component and unit specs under jsdom (app/**\/*.spec.ts(x)). */
export default {
  displayName: 'frontend',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/app'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^~/lib/env$': '<rootDir>/app/lib/env.jest.ts',
    '^~/(.*)$': '<rootDir>/app/$1',
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
  },
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
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
};
