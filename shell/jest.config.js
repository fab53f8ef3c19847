import { webPreset } from '../tools/jest/web.preset.js';
// Drop `import` from the export conditions: with it jest resolves CommonJS requires to ESM builds (dedent.mjs).
export default webPreset('shell', {
  testEnvironmentOptions: { customExportConditions: ['source', 'browser', 'default'] },
});
