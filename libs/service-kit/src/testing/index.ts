/** `@vetnow/service-kit/testing` — test apps, keys and databases for the services' and the suites' tests. */
export {
  startServiceTestApp,
  FAST_TEST_MESSAGING,
  type ServiceTestApp,
  type ServiceTestAppOptions,
} from './service-test-app.js';
export { createTestKeys, type TestKeys } from './test-keys.js';
export { createTestPostgresDatabase, testPostgresServer, type TestPostgresDatabase } from './test-database.js';
export { testConfigEnv } from './test-env.js';
export { ensureTestStream } from './test-stream.js';
export { eventually, type EventuallyOptions, type Truthy } from './eventually.js';
export { errorAnswer } from './error-answer.js';
export { routeCoverage, KIT_ROUTES, type RouteCoverage } from './route-coverage.js';
export { rawRequest, type RawAnswer, type RawRequestOptions } from './raw-request.js';
export { doctorEventPayload, type DoctorEventPayload } from './doctor-event.js';
