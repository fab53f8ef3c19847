/**
 * Jest setup of every frontend test (setupFilesAfterEnv, see ./jest-config.js): the MSW server listens for the
 * whole file, a request no handler answers fails the test, and handlers, recorded calls, the session and the
 * query cache are reset after each test.
 */
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { clearStoredSession } from '../session-store';
import { apiCalls, server } from './msw';

// findBy*/waitFor give a loaded CI machine 5 s (not a delay: they return as soon as the screen shows it).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup(); // unmount first, so no screen refetches against the reset handlers
  server.resetHandlers();
  apiCalls.length = 0;
  clearStoredSession();
});
afterAll(() => server.close());
