import { webPreset } from '../../tools/jest/web.preset.js';
// The preset lists `import` among customExportConditions; jest then resolves CommonJS `require`s to ESM
// builds too (jest-circus → dedent.mjs fails). Jest adds `import` itself for ESM imports, so drop it here.
export default webPreset('web-kit', {
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'default'] },
});
