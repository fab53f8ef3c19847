import { cashPaymentRequestSchema, hasAtMostTwoDecimals } from './cash-payment.js';
import { englishOf } from './validation/texts.js';

const parse = (body: unknown) => {
  const r = cashPaymentRequestSchema.safeParse(body);
  return r.success ? r.data : r.error.issues.map((i) => englishOf(i.message));
};

describe('cash at the desk: the request body', () => {
  it('takes LKR with cents, from JSON or a form text, and a trimmed receipt number', () => {
    expect(parse({ amount: 2500, receiptNumber: ' RC-2026/0042 ' })).toEqual({
      amount: 2500,
      receiptNumber: 'RC-2026/0042',
    });
    expect(parse({ amount: '19.99', receiptNumber: 'A 1' })).toEqual({ amount: 19.99, receiptNumber: 'A 1' });
    expect(parse({ amount: 1_000_000, receiptNumber: 'x'.repeat(40) })).toEqual({
      amount: 1_000_000,
      receiptNumber: 'x'.repeat(40),
    });
    expect(parse({ amount: 0.01, receiptNumber: '7' })).toMatchObject({ amount: 0.01 });
  });

  it('refuses each bad value with its message', () => {
    expect(parse({ amount: 0, receiptNumber: 'R' })).toEqual(['The amount must be more than 0']);
    expect(parse({ amount: -1, receiptNumber: 'R' })).toEqual(['The amount must be more than 0']);
    expect(parse({ amount: 1.005, receiptNumber: 'R' })).toEqual([
      'The amount can have at most 2 decimal places',
    ]);
    expect(parse({ amount: 1_000_000.5, receiptNumber: 'R' })).toEqual([
      'The amount can be at most LKR 1,000,000',
    ]);
    expect(parse({ amount: '', receiptNumber: 'R' })).toEqual(['Please enter the amount received in LKR']);
    expect(parse({ amount: 'abc', receiptNumber: 'R' })).toEqual(['Please enter the amount received in LKR']);
    expect(parse({ amount: 5, receiptNumber: '  ' })).toEqual(['Receipt number is required']);
    expect(parse({ amount: 5 })).toEqual(['Receipt number is required']);
    expect(parse({ amount: 5, receiptNumber: 'x'.repeat(41) })).toEqual([
      'Receipt number must be at most 40 characters',
    ]);
    expect(parse({ amount: 5, receiptNumber: 'RC_1' })).toEqual([
      'Receipt number may contain only letters, numbers, spaces, hyphens and slashes',
    ]);
  });

  it('counts cents despite binary floating point', () => {
    expect([0.1 + 0.2, 19.99, 1234.56, 2500].map(hasAtMostTwoDecimals)).toEqual([true, true, true, true]);
    expect([0.001, 12.345].map(hasAtMostTwoDecimals)).toEqual([false, false]);
  });
});
