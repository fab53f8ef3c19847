import {
  cardFormSchema,
  cardNumberSchema,
  cardPaymentSummarySchema,
  cvvSchema,
  detectCardBrand,
  expiryDateSchema,
  formatCardNumber,
  formatExpiry,
  isCardExpired,
  luhnValid,
  newCardFormSchema,
  savedCardSelectionSchema,
  summarizeNewCard,
} from './card.js';
import { CARD_MESSAGES as M, englishOf } from './validation/texts.js';

// 2026-11-21 12:00 in Colombo
const now = () => new Date('2026-11-21T06:30:00Z');

function messages(r: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return r.success ? [] : r.error!.issues.map((i) => englishOf(i.message));
}

describe('card helpers', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['340000000000009', 'amex'],
    ['378282246310005', 'amex'],
    ['350000000000000', 'unknown'],
    ['6011111111111117', 'unknown'],
    ['', 'unknown'],
  ])('detects the brand of %s as %s', (n, brand) => {
    expect(detectCardBrand(n)).toBe(brand);
  });

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242x242')).toBe(false);
  });

  it('formats the card number in groups of four, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('formats the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('treats this month as valid and last month as expired, in clinic time', () => {
    expect(isCardExpired('11/26', now())).toBe(false);
    expect(isCardExpired('10/26', now())).toBe(true);
    expect(isCardExpired('01/27', now())).toBe(false);
    expect(isCardExpired('12/25', now())).toBe(true);
    // 2026-11-30T19:00Z is already 1 December in Colombo: November cards have expired there
    expect(isCardExpired('11/26', new Date('2026-11-30T19:00:00Z'))).toBe(true);
    expect(isCardExpired('11/26', new Date('2026-11-30T18:00:00Z'))).toBe(false);
    expect(isCardExpired('13/26', now())).toBe(true);
  });
});

describe('card form rules (spec §5)', () => {
  it('needs at least 13 digits (12 refused)', () => {
    expect(messages(cardNumberSchema.safeParse('4242 4242 4242'))).toEqual(['Please enter a valid card number']);
    expect(cardNumberSchema.parse('4242 4242 4242 4')).toBe('4242424242424');
  });

  it('allows at most 19 characters (20 refused)', () => {
    expect(cardNumberSchema.parse('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(messages(cardNumberSchema.safeParse('4242 4242 4242 42424'))).toEqual([M.cardNumberInvalid]);
    expect(cardNumberSchema.safeParse('42424242424242424').success).toBe(false);
  });

  it('allows digits and grouping spaces only', () => {
    expect(cardNumberSchema.safeParse('4242-4242-4242-4242').success).toBe(false);
    expect(cardNumberSchema.safeParse('4242 4242 4242 424a').success).toBe(false);
    expect(cardNumberSchema.safeParse('').success).toBe(false);
    expect(cardNumberSchema.safeParse(4242424242424242).success).toBe(false);
  });

  it('needs the expiry as MM/YY and not expired', () => {
    const expiry = expiryDateSchema(now);
    expect(expiry.parse('11/26')).toBe('11/26');
    expect(messages(expiry.safeParse('10/26'))).toEqual(['Card has expired']);
    expect(messages(expiry.safeParse('13/27'))).toEqual(['Please enter expiry date as MM/YY']);
    expect(messages(expiry.safeParse('00/27'))).toEqual([M.expiryFormat]);
    expect(messages(expiry.safeParse('1/27'))).toEqual([M.expiryFormat]);
    expect(messages(expiry.safeParse('12/2027'))).toEqual([M.expiryFormat]);
    expect(messages(expiry.safeParse(''))).toEqual([M.expiryFormat]);
  });

  it('needs a CVV of 3 or 4 digits', () => {
    expect(messages(cvvSchema.safeParse('12'))).toEqual(['Please enter CVV']);
    expect(cvvSchema.parse('123')).toBe('123');
    expect(cvvSchema.parse('1234')).toBe('1234');
    expect(messages(cvvSchema.safeParse('12345'))).toEqual([M.cvvRequired]);
    expect(messages(cvvSchema.safeParse('12a'))).toEqual([M.cvvRequired]);
  });

  it('needs a cardholder name and lists the messages of a blank form in field order', () => {
    const r = newCardFormSchema(now).safeParse({ cardNumber: '', expiryDate: '', cvv: '', cardholderName: '  ' });
    expect(messages(r)).toEqual([M.cardNumberInvalid, M.expiryFormat, M.cvvRequired, 'Please enter cardholder name']);
  });

  it('needs a selection in saved-card mode', () => {
    expect(messages(savedCardSelectionSchema.safeParse({ savedCardId: '' }))).toEqual(['Please select a card']);
    expect(messages(cardFormSchema(now).safeParse({ mode: 'saved' }))).toEqual([M.selectCard]);
    expect(cardFormSchema(now).parse({ mode: 'saved', savedCardId: 'c1' })).toEqual({ mode: 'saved', savedCardId: 'c1' });
    expect(
      cardFormSchema(now).parse({ mode: 'new', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123', cardholderName: 'K P' }),
    ).toMatchObject({ mode: 'new', cardNumber: '4242424242424242' });
    expect(cardFormSchema(now).safeParse({ mode: 'other' }).success).toBe(false);
  });
});

describe('card summary for booking', () => {
  it('summarises a card for booking without number or CVV, and the summary refuses them', () => {
    const summary = summarizeNewCard({ cardNumber: '378282246310005', expiryDate: '01/29', cardholderName: 'A' });
    expect(summary).toEqual({ cardType: 'amex', lastFour: '0005', cardholderName: 'A', expiryDate: '01/29' });
    expect(cardPaymentSummarySchema.parse(summary)).toEqual(summary);
    expect(cardPaymentSummarySchema.safeParse({ ...summary, cardNumber: '378282246310005' }).success).toBe(false);
    expect(cardPaymentSummarySchema.safeParse({ ...summary, cvv: '1234' }).success).toBe(false);
    expect(cardPaymentSummarySchema.safeParse({ ...summary, lastFour: '5' }).success).toBe(false);
  });
});
