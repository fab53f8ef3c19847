import { fileURLToPath } from 'node:url';
import { nodePreset } from '../tools/jest/node.preset.js';
// A project of the root jest config: the reminder suite (src/**/__fixtures__/*.tz-fixture.ts) runs the whole
// service with the worker's TZ set to America/Los_Angeles (tools/jest/time-zone.environment.js), far from Colombo;
// its first test checks that the zone really took effect.
export default nodePreset('svc-notify-tz', {
  testEnvironment: fileURLToPath(new URL('../tools/jest/time-zone.environment.js', import.meta.url)),
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'default'], timeZone: 'America/Los_Angeles' },
  testMatch: ['<rootDir>/src/**/__fixtures__/*.tz-fixture.ts'],
});
