import { nodePreset } from '../tools/jest/node.preset.js';
// The compose files, the Caddyfile and the Dockerfile read as Docker would read them (ADR 0043): no Docker, no stack.
export default nodePreset('docker', { testMatch: ['<rootDir>/*.spec.ts'] });
