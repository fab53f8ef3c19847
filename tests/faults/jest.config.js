import { nodePreset } from '../../tools/jest/node.preset.js';
// Fault suites: the whole product started for real (bench/lib/isolated-stack.mjs → scripts/lib/stack.mjs), then a
// broker, a consumer, a service or PostgreSQL is taken away under load and the read models must converge. One
// stack per spec file; each test sets its own time limit. Also the unit tests of the bench's own helpers (bench/lib/*.spec.ts).
export default nodePreset('faults', {
  roots: ['<rootDir>', '<rootDir>/../../bench'],
  testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/../../bench/**/*.spec.ts'],
});
