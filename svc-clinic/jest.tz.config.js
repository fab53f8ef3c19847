import { nodePreset } from '../tools/jest/node.preset.js';
// Runs the time-zone fixture suites only: src/slots/clinic-time-zone.spec.ts starts it in a child process
// with TZ set to a zone far from Colombo. Not part of the root jest projects.
export default nodePreset('svc-clinic-tz', {
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'] },
  testMatch: ['<rootDir>/src/**/__fixtures__/*.tz-fixture.ts'],
});
