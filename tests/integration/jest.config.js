import { nodePreset } from '../../tools/jest/node.preset.js';
// Cross-service flows: several real services in one process, on the machine's PostgreSQL and NATS.
export default nodePreset('integration', { testMatch: ['<rootDir>/**/*.spec.ts'] });
