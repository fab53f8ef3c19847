import { nodePreset } from '../../tools/jest/node.preset.js';
// The stack scripts' own tests (scripts/lib/*.spec.ts): plain Node, no stack started.
export default nodePreset('scripts', { testMatch: ['<rootDir>/**/*.spec.ts'] });
