// Jest preset for Node/NestJS workspaces: CommonJS through SWC (ADR 0076), no --experimental-vm-modules.
// (No 'require' condition: jest adds it itself.)
// Workspace libs resolve to their TypeScript sources through the "source" export condition.
import { fileURLToPath } from 'node:url';

const TRANSFORMER = fileURLToPath(new URL('./swc-commonjs.cjs', import.meta.url));

/** @returns {import('jest').Config} */
export function nodePreset(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    // CommonJS compiled by SWC, our sources and the ES modules among the dependencies alike (ADR 0076).
    transform: { '^.+\\.(t|j|mj|cj)s$': [TRANSFORMER, { flavour: 'node' }] },
    transformIgnorePatterns: [],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testTimeout: 30000,
    ...overrides,
  };
}
