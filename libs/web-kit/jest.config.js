import { webTestConfig } from './src/testing/jest-config.js';

// The site-wide translation completeness test (tools/i18n, issue 13) runs in this project, so `npm test` runs it.
export default webTestConfig('web-kit', {
  roots: ['<rootDir>', '<rootDir>/../../tools/i18n'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '**/tools/i18n/*.spec.ts'],
});
