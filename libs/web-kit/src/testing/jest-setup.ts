/**
 * Jest setup of every frontend test (setupFilesAfterEnv, see ./jest-config.js): the MSW server listens for the
 * whole file, a request no handler answers fails the test (after the test's own steps: the screen saw a network
 * error, which it may have shown as if it were the case under test), and handlers, recorded calls, the session and
 * the query cache are reset after each test.
 */
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { clearStoredSession } from '../session-store';
import { apiCalls, server, takeUnansweredRequests } from './msw';

// findBy*/waitFor give a loaded CI machine 10 s (not a delay: they return as soon as the screen shows it). 5 s was not
// enough for a file's first screen while the other Jest worker boots Nest: a fresh-clone run failed
// appointments-pay-now.spec's first findAllByRole after 5 s of a still-loading list (the file took 37 s; 5 s alone).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup(); // unmount first, so no screen refetches against the reset handlers
  server.resetHandlers();
  apiCalls.length = 0;
  clearStoredSession();
  const missed = takeUnansweredRequests();
  if (missed.length) throw new Error(`No handler answered ${missed.join(', ')}: add handlerFor(API.…) to the test`);
});
afterAll(() => server.close());
