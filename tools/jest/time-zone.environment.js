// A Jest test environment that runs its test files under another time zone:
//   testEnvironment: <absolute path of this file>,
//   testEnvironmentOptions: { timeZone: 'America/Los_Angeles', ... }
// The zone is set on the worker's real process.env.TZ (Node re-reads it on assignment and V8 drops its cached
// zone, so every Date and Intl call after this point uses it — also inside the test's vm context, which shares
// the isolate). It is set before the base environment copies process.env into the test's `process`, so the
// test sees TZ too, and restored on teardown: a worker goes on to run other projects' files in its old zone.
// (Setting process.env.TZ from a setupFiles module would not work: there `process.env` is Jest's copy.)
import { TestEnvironment } from 'jest-environment-node';

export default class TimeZoneEnvironment extends TestEnvironment {
  /** @param {import('@jest/environment').JestEnvironmentConfig} config @param {import('@jest/environment').EnvironmentContext} context */
  constructor(config, context) {
    const timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
    if (typeof timeZone !== 'string' || !timeZone) {
      throw new Error('time-zone.environment.js needs testEnvironmentOptions.timeZone (an IANA zone name)');
    }
    const previous = Object.prototype.hasOwnProperty.call(process.env, 'TZ') ? process.env.TZ : undefined;
    process.env.TZ = timeZone;
    try {
      super(config, context);
    } catch (err) {
      restore(previous);
      throw err;
    }
    this.previousTimeZone = previous;
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone) {
      restore(previous);
      throw new Error(`time-zone.environment.js: TZ=${timeZone} did not take effect in this worker`);
    }
  }

  async teardown() {
    try {
      await super.teardown();
    } finally {
      restore(this.previousTimeZone);
    }
  }
}

function restore(previous) {
  if (previous === undefined) delete process.env.TZ;
  else process.env.TZ = previous;
}
