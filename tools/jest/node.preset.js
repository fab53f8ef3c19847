// Jest preset for Node/NestJS workspaces (ESM): run with NODE_OPTIONS=--experimental-vm-modules.
// (No 'import' condition: jest adds it for ESM imports itself; listing it would send CommonJS requires to ESM builds.)
// Workspace libs resolve to their TypeScript sources through the "source" export condition.
/** @returns {import('jest').Config} */
export function nodePreset(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
    extensionsToTreatAsEsm: ['.ts'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            // Keeps `with { type: 'json' }` on static imports (SWC drops it by default); Jest 30 warns on a JSON
            // import without it and its next major refuses one.
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testTimeout: 30000,
    ...overrides,
  };
}
