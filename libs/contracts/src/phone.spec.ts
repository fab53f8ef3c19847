import { describe, expect, it } from '@jest/globals';
import { PHONE_MESSAGES, englishOf } from './validation/texts.js';
import { sriLankanPhoneSchema } from './phone.js';

// The number rules themselves are proven in libs/domain/src/phone.spec.ts.
describe('the Sri Lankan phone number field', () => {
  it('the schema trims, requires, refuses with the contracts message and outputs E.164', () => {
    const schema = sriLankanPhoneSchema('Contact number is required', 'This field is too long');
    expect(schema.parse(' 077 123 4567 ')).toBe('+94771234567');
    expect(schema.parse('0094 11 2345678')).toBe('+94112345678');
    const messages = (v: unknown) => {
      const r = schema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => englishOf(i.message));
    };
    expect(messages('  ')).toEqual(['Contact number is required']);
    expect(messages(undefined)).toEqual(['Contact number is required']);
    expect(messages('hello')).toEqual([PHONE_MESSAGES.invalid]);
    expect(PHONE_MESSAGES.invalid).toBe('Please enter a valid Sri Lankan phone number');
    expect(messages('0'.repeat(200))).toEqual(['This field is too long']);
  });
});
