// `npm run lint`. TypeScript is linted with typescript-eslint's type-checked rules (each file
// against its own workspace's tsconfig.json, found by the project service); the plain ES modules
// (scripts, jest configs) with the JavaScript recommendations; the site's React code adds the
// hooks rules (React Compiler era) and jsx-a11y. eslint-config-prettier comes last, so layout is
// Prettier's alone (`npm run format`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    'frontend/build*/',
    '**/.data/',
    '**/.react-router/',
    'backend/src/generated/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The workspaces without "type": "module" load these as CommonJS.
    files: ['**/*.cjs', 'jest.config.js', 'backend/**/*.js', 'contracts/**/*.js', 'scripts/*.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['scripts/test/**/*.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // prisma.config.ts sits outside every workspace; it is checked with the backend's options.
        projectService: { allowDefaultProject: ['prisma/prisma.config.ts'], defaultProject: 'backend/tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_name` marks a parameter or destructured key kept on purpose (an interface's signature,
      // a field taken out of a rest object).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // French copy puts a no-break space before « : ; ? ! » by typographic rule, in templates too.
      'no-irregular-whitespace': ['error', { skipTemplates: true }],
      // React Router's documented way to answer a loader with a status is `throw data(null, { status })`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      // `onSubmit={handleSubmit(send)}` is react-hook-form's pattern: React ignores the returned
      // promise and handleSubmit reports errors through the form state, so only attributes are exempt.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.e2e-spec.ts', 'backend/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      // Specs read untyped JSON (inject().json(), fetch mocks, page.evaluate) whose shape is exactly
      // what their expect() calls check; typing each body would restate the assertion.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Async stand-ins for async APIs (fetch, getters, plugins) and act(async () => …) are idiomatic.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
]);
