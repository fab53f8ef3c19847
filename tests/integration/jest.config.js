import { fileURLToPath } from 'node:url';
import { nodePreset } from '../../tools/jest/node.preset.js';
// Cross-service flows: several real services in one process, on the machine's PostgreSQL and NATS.
export default nodePreset('integration', {
  testMatch: ['<rootDir>/**/*.spec.ts'],
  // Counts the file's failed tests: its stack prints the end of its log before deleting it (scripts/lib/stack-log.mjs).
  testEnvironment: fileURLToPath(new URL('../../tools/jest/counts-failures.environment.js', import.meta.url)),
});
