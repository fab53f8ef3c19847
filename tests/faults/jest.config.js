import { fileURLToPath } from 'node:url';
import { nodePreset } from '../../tools/jest/node.preset.js';
// Fault suites: the whole product started for real (scripts/lib/isolated-stack.mjs → scripts/lib/stack.mjs), then a
// broker, a consumer, a service or PostgreSQL is taken away under load and the read models must converge. One
// stack per spec file; each test sets its own time limit.
export default nodePreset('faults', {
  testMatch: ['<rootDir>/**/*.spec.ts'],
  // Counts the file's failed tests: its stack prints the end of its log before deleting it (scripts/lib/stack-log.mjs).
  testEnvironment: fileURLToPath(new URL('../../tools/jest/counts-failures.environment.js', import.meta.url)),
});
