// Jest preset for React workspaces (jsdom). Federated remote module ids are mapped to local stubs by each
// app's own moduleNameMapper when it needs one. CommonJS through SWC (ADR 0076); no 'require' export condition
// listed: jest adds it itself.
import { fileURLToPath } from 'node:url';
const here = fileURLToPath(new URL('.', import.meta.url));

/** @returns {import('jest').Config} */
export function webPreset(displayName, overrides = {}) {
  const { moduleNameMapper = {}, ...rest } = overrides;
  return {
    displayName,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'default'] },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFilesAfterEnv: [`${here}web.setup.js`],
    // CommonJS compiled by SWC, our sources and the ES modules among the dependencies alike (ADR 0076).
    transform: { '^.+\\.(t|j|mj|cj)sx?$': [`${here}swc-commonjs.cjs`, { flavour: 'web' }] },
    transformIgnorePatterns: [],
    moduleNameMapper: {
      '\\.css$': `${here}style.stub.js`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      ...moduleNameMapper,
    },
    ...rest,
  };
}
