import { fromMinorUnits, toMinorUnits } from './money.js';

describe('money in minor units', () => {
  it.each([
    [2500, 250000],
    [1250.5, 125050],
    [0.01, 1],
    [1.005, 101],
    [0.29, 29],
    [9_999_999.99, 999_999_999],
    [0, 0],
  ])('LKR %p is %p minor units, and back', (lkr, minor) => {
    expect(toMinorUnits(lkr)).toBe(minor);
    if (lkr !== 1.005) expect(fromMinorUnits(minor)).toBe(lkr);
  });
});
