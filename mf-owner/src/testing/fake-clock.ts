import { afterEach, beforeEach, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';

/** The real setTimeout, taken before a test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * TanStack Query tells its observers (the screens) in a `setTimeout(cb, 0)` batch; under fake timers that batch
 * would wait for the fake clock. Call in beforeEach of polling specs: the batch runs on the real clock, so only
 * the product's own timers (refetchInterval, the request timeout) follow the fake one. `restoreQueryScheduler`
 * in afterEach.
 */
export function queryNotificationsOnRealClock(): void {
  notifyManager.setScheduler((callback) => realSetTimeout(callback, 0));
}
export function restoreQueryScheduler(): void {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
}

/**
 * The fake clock for the tests of the enclosing describe: jest's fake timers before each (with `config`, e.g. a
 * start time) and the query notifications on the real clock; both put back after each.
 */
export function fakeClockInEachTest(config?: Parameters<typeof jest.useFakeTimers>[0]): void {
  beforeEach(() => {
    jest.useFakeTimers(config);
    queryNotificationsOnRealClock();
  });
  afterEach(() => {
    restoreQueryScheduler();
    jest.useRealTimers();
  });
}

/** How long (real time) the answers of the calls in flight may take on a loaded machine. */
const ANSWER_WAIT_MS = 5_000;
const POLL_MS = 10;

/**
 * Moves a faked clock (jest.useFakeTimers) `ms` on and lets the screens catch up, for polling specs (with
 * queryNotificationsOnRealClock):
 * 1. the timers due run (a refetchInterval starts its call);
 * 2. the calls of `client` in flight get their answers — MSW answers through real I/O, so this waits in real
 *    time until the client fetches nothing (not a fixed sleep: it returns as soon as the answers are in);
 * 3. the observers' notification batch (a real setTimeout 0, queued before this wait's own) and the zero-delay
 *    fake timers run; React renders when the act() ends.
 * The clock does not move in steps 2 and 3.
 */
export async function advanceClock(client: QueryClient, ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let round = 0; round < 3; round++) {
      for (let waited = 0; client.isFetching() > 0; waited += POLL_MS) {
        if (waited >= ANSWER_WAIT_MS) throw new Error(`advanceClock: ${client.isFetching()} call(s) still unanswered after ${ANSWER_WAIT_MS} ms`);
        await realPause(POLL_MS);
      }
      await realPause(0); // after the observers' notification batch (real clock, see queryNotificationsOnRealClock)
      await jest.advanceTimersByTimeAsync(0);
      if (client.isFetching() === 0) break;
    }
  });
}

