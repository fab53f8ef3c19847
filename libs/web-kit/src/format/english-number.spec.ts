import { describe, expect, it } from '@jest/globals';
import { formatEnglishNumber } from './english-number';
import { formatLkr, formatNumber } from './index';

const OPTION_SETS: Intl.NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 4 },
];

/** Fees, counts, weights, refunds and the awkward cases: ties, binary fractions below a tie, negatives, -0. */
const VALUES = [
  0, -0, 1, 7, 12, 999, 1000, 1001, 2500, 12345, 999999, 1_000_000, 1_250_000.5, 123456789.987, 999999999999999,
  0.5, 1.5, 2.5, 0.125, 0.375, 1.005, 1.015, 2.675, 1250.5, 1250.456, 0.0004, 0.0005, 0.0015, 9.995, 99.9999,
  -5, -0.001, -0.0049, -1250.5, -1234567.891, 3.3, 4.35, 18.25, 1e-7,
];

describe('formatEnglishNumber', () => {
  it('writes exactly what Intl writes for en-GB, for every value and option set the screens use', () => {
    for (const options of OPTION_SETS) {
      const intl = new Intl.NumberFormat('en-GB', options);
      for (const value of VALUES) expect([value, options, formatEnglishNumber(value, options)]).toEqual([value, options, intl.format(value)]);
    }
  });

  it('agrees with Intl on many random fees and weights', () => {
    // A fixed linear congruential sequence: the same numbers every run.
    let seed = 40;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const options of OPTION_SETS) {
      const intl = new Intl.NumberFormat('en-GB', options);
      for (let i = 0; i < 2000; i++) {
        // Up to four decimals, so the roundings to 0, 2 and 3 decimals meet their ties (x.xx5) often.
        const value = Math.round((next() - 0.2) * 10 ** (1 + Math.floor(next() * 8)) * 10_000) / 10_000;
        expect([value, options, formatEnglishNumber(value, options)]).toEqual([value, options, intl.format(value)]);
      }
    }
  });

  it('leaves to Intl what it does not write itself', () => {
    expect(formatEnglishNumber(Number.NaN)).toBeUndefined();
    expect(formatEnglishNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(formatEnglishNumber(1e16)).toBeUndefined();
    expect(formatEnglishNumber(5, { style: 'percent' })).toBeUndefined();
    expect(formatEnglishNumber(5, { useGrouping: false })).toBeUndefined();
    expect(formatEnglishNumber(5, { minimumFractionDigits: 3, maximumFractionDigits: 2 })).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('gives English, Sinhala and Tamil readers the same text as Intl, through either path', () => {
    for (const language of ['en', 'si', 'ta']) {
      const locale = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }[language];
      for (const value of [2500, 1_250_000.5, 12345678, Number.NaN, 1e17]) {
        expect(formatNumber(value, language, { maximumFractionDigits: 2 })).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
        );
      }
    }
    expect(formatLkr(1_250_000.5, 'en')).toBe('LKR 1,250,000.5');
  });
});
