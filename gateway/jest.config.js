import { nodePreset } from '../tools/jest/node.preset.js';

const preset = nodePreset('gateway');
export default {
  ...preset,
  // Jest adds `import` itself for ESM imports; listing it (as the preset does) would resolve CommonJS `require`s to
  // ESM builds too (jest-circus → dedent.mjs fails).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^content-disposition$': '<rootDir>/test-support/content-disposition.cjs',
  },
};
