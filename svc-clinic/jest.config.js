import { nodePreset } from '../tools/jest/node.preset.js';
// Jest adds `import` itself for ESM imports; listing it would resolve CommonJS `require`s to ESM builds too.
export default nodePreset('svc-clinic', {
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
});
