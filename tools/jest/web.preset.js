// Jest preset for React workspaces (jsdom). Federated remote module ids are mapped to local stubs by each
// app's own moduleNameMapper when it needs one. No 'import' export condition: jest adds it for ESM imports
// itself; listing it would send CommonJS requires to ESM builds (jest-circus → dedent.mjs fails).
import { fileURLToPath } from 'node:url';
const here = fileURLToPath(new URL('.', import.meta.url));

/** @returns {import('jest').Config} */
export function webPreset(displayName, overrides = {}) {
  const { moduleNameMapper = {}, ...rest } = overrides;
  return {
    displayName,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'default'] },
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFilesAfterEnv: [`${here}web.setup.js`],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
            // Keeps `with { type: 'json' }` on static imports (SWC drops it by default); Jest 30 warns on a JSON
            // import without it and its next major refuses one.
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': `${here}style.stub.js`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      ...moduleNameMapper,
    },
    ...rest,
  };
}
