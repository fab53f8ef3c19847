import { nodePreset } from '../../tools/jest/node.preset.js';
// The preset lists `import` among customExportConditions; jest then resolves CommonJS `require`s to ESM
// builds too (jest-circus → dedent.mjs fails). Jest adds `import` itself for ESM imports, so drop it here.
export default nodePreset('contracts', {
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
});
