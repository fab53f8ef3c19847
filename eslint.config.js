import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import { boundaries } from './tools/lint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'libs/web-kit/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Dependency boundaries (ADR 0019): who may import whom, entry points only, features through their index.ts.
  // Also carries the frontends' ban on react-hot-toast's main entry (ADR 0013).
  ...boundaries({ root: fileURLToPath(new URL('.', import.meta.url)) }),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __filename: 'readonly', __dirname: 'readonly' } },
    // A CommonJS file imports with require() (the Jest transformer, test stubs).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', window: 'readonly', globalThis: 'readonly', AbortController: 'readonly' } },
  },
);
