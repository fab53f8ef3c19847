import { percentile, round, summarize } from './stats.mjs';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose

  it('is the sample at rank ceil(p/100 · n) of the sorted samples', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7, 1, 3], 50)).toBe(3);
  });

  it('reports the slow tail: one slow sample in ten is the p99, not averaged away', () => {
    const samples = [...Array(9).fill(1), 500];
    expect(percentile(samples, 50)).toBe(1);
    expect(percentile(samples, 99)).toBe(500);
  });

  it('does not reorder the caller’s array, and is NaN without samples', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
    expect(percentile([], 50)).toBeNaN();
  });

  it('refuses a percentile outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarize and round', () => {
  it('gives count, mean, p50, p99 and max', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, mean: 2.5, p50: 2, p99: 4, max: 4 });
  });

  it('rounds to 2 decimals below 10, 1 below 100, whole numbers above', () => {
    expect([round(1.23456), round(12.345), round(123.45)]).toEqual([1.23, 12.3, 123]);
  });
});
