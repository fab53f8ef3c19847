import { nodePreset } from '../tools/jest/node.preset.js';
// The bench's own helpers' tests (bench/lib/*.spec.ts): plain Node, no stack started, so they run with the unit
// projects (not with the whole-stack suites). The bench itself is `npm run bench`, never a Jest run.
export default nodePreset('bench', { testMatch: ['<rootDir>/lib/**/*.spec.ts'] });
