import { describe, expect, it } from '@jest/globals';
import { formatLkr } from './format';

describe('formatLkr', () => {
  it('prefixes LKR and groups thousands', () => {
    expect(formatLkr(2500)).toBe('LKR 2,500');
    expect(formatLkr(0)).toBe('LKR 0');
    expect(formatLkr(1250.5)).toBe('LKR 1,250.5');
    expect(formatLkr(1_000_000)).toBe('LKR 1,000,000');
  });
});
