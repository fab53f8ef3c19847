import { fileURLToPath } from 'node:url';
import { nodePreset } from '../tools/jest/node.preset.js';
// A project of the root jest config: the time-zone suites (src/**/__fixtures__/*.tz-fixture.ts) run the whole
// service with the worker's TZ set to a zone far from Colombo (tools/jest/time-zone.environment.js sets it on
// the worker's process before the test file loads and restores it afterwards). The fixture's first test checks
// that the zone really took effect.
export default nodePreset('svc-clinic-tz', {
  testEnvironment: fileURLToPath(new URL('../tools/jest/time-zone.environment.js', import.meta.url)),
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'], timeZone: 'America/Los_Angeles' },
  testMatch: ['<rootDir>/src/**/__fixtures__/*.tz-fixture.ts'],
});
