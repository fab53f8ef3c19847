import { afterEach, beforeEach, jest } from '@jest/globals';

/** Everything but `Date`: timers, microtasks and animation frames stay real under {@link fakeDateOnly}. */
const REAL_APIS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** From now on only `Date` is fake: it reads `now` and moves on with real time; timers are real. */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({ now, advanceTimers: true, doNotFake: [...REAL_APIS] });
}

/**
 * Starts `Date` at `now` (usually the fixtures' NOW) in every test of the file; it then moves on with real time,
 * and timers stay real. The contracts' request schemas check a date against `new Date()` in the client too (a
 * booking, a hold or a move is from tomorrow in clinic time), and screens list what is still ahead of today, so a
 * spec written around fixed dates must run at the moment its dates were written for, or it fails once the
 * calendar passes them. A test that fakes the timers itself passes `now` again.
 */
export function clockStartsAt(now: Date): void {
  beforeEach(() => fakeDateOnly(now));
  afterEach(() => {
    jest.useRealTimers();
  });
}
