import { nodePreset } from '../tools/jest/node.preset.js';

const preset = nodePreset('gateway');
export default {
  ...preset,
  // @fastify/static 10 requires the ESM-only content-disposition 3, which jest on Node 20 cannot load.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^content-disposition$': '<rootDir>/test-support/content-disposition.cjs',
  },
};
