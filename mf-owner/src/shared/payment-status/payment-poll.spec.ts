import { describe, expect, it } from '@jest/globals';
import { nextPollDelay } from './payment-poll';
import { PAYMENT_POLL_DELAYS_MS } from './payment-state';

describe('nextPollDelay', () => {
  it('checks every second for 10 s, every 2 s until 20 s, every 5 s until 30 s, then stops', () => {
    expect(nextPollDelay(0)).toBe(1_000);
    expect(nextPollDelay(9_999)).toBe(1_000);
    expect(nextPollDelay(10_000)).toBe(2_000);
    expect(nextPollDelay(19_999)).toBe(2_000);
    expect(nextPollDelay(20_000)).toBe(5_000);
    expect(nextPollDelay(29_999)).toBe(5_000);
    expect(nextPollDelay(30_000)).toBe(false);
    expect(PAYMENT_POLL_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(30_000);
  });
});
