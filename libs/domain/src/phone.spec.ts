import { describe, expect, it } from '@jest/globals';
import { AREA_CODES, formatPhoneNational, isSriLankanMobile, isSriLankanPhone, phoneHref, toE164 } from './phone.js';

describe('Sri Lankan phone numbers', () => {
  it.each([
    ['0771234567', '+94771234567'],
    ['077 123 4567', '+94771234567'],
    ['077-123-4567', '+94771234567'],
    ['(077) 123 4567', '+94771234567'],
    ['077.123.4567', '+94771234567'],
    ['  0771234567  ', '+94771234567'],
    ['+94 77 123 4567', '+94771234567'],
    ['+94771234567', '+94771234567'],
    ['+94 (0)77 123 4567', '+94771234567'],
    ['+940771234567', '+94771234567'],
    ['0094 77 123 4567', '+94771234567'],
    ['0094771234567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['771234567', '+94771234567'],
    ['070 123 4567', '+94701234567'],
    ['078 123 4567', '+94781234567'],
    ['011 2345678', '+94112345678'],
    ['011 234 5678', '+94112345678'],
    ['0112345678', '+94112345678'],
    ['+94 11 234 5678', '+94112345678'],
    ['081 222 3333', '+94812223333'],
    ['091-2234567', '+94912234567'],
  ])('accepts %j as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(isSriLankanPhone(input)).toBe(true);
  });

  it.each([
    'hello',
    '',
    '   ',
    '1',
    '011',
    '077123456', // 8 digits after the trunk 0
    '07712345678', // 11
    '0731234567', // 073 is not a mobile range
    '0791234567',
    '0123456789', // 012 is not an area code
    '0991234567',
    '+1 212 555 0100', // another country
    '+44 20 7946 0958',
    '0044771234567',
    '+94 77 123 4567 ext 5',
    '077 123 456a',
    '++94771234567',
    '+9477+1234567',
    '9477123456', // 10 digits starting 94: neither national nor international
  ])('refuses %j', (input) => {
    expect(toE164(input)).toBeNull();
    expect(isSriLankanPhone(input)).toBe(false);
  });

  it('knows every area code as a landline and no other two-digit prefix outside mobiles', () => {
    for (let p = 10; p <= 99; p++) {
      const prefix = String(p);
      const expected = (AREA_CODES as readonly string[]).includes(prefix) || /^7[0124-8]$/.test(prefix);
      expect(`${prefix}: ${isSriLankanPhone(`0${prefix}1234567`)}`).toBe(`${prefix}: ${expected}`);
    }
  });

  it('formats in national format, and shows anything else as it is', () => {
    expect(formatPhoneNational('+94771234567')).toBe('077 123 4567');
    expect(formatPhoneNational('0771234567')).toBe('077 123 4567');
    expect(formatPhoneNational('+94112345678')).toBe('011 234 5678');
    expect(formatPhoneNational(' 0112 345 678 ')).toBe('011 234 5678');
    expect(formatPhoneNational(' hello ')).toBe('hello');
    expect(formatPhoneNational('+1 212 555 0100')).toBe('+1 212 555 0100');
  });

  it('links a Sri Lankan number as tel:+94…, older numbers by their digits, text not at all', () => {
    expect(phoneHref('+94771234567')).toBe('tel:+94771234567');
    expect(phoneHref('0112 345 678')).toBe('tel:+94112345678');
    expect(phoneHref('+1 (212) 555-0100')).toBe('tel:+12125550100');
    expect(phoneHref('hello')).toBeNull();
    expect(phoneHref('12')).toBeNull();
  });

  it('only mobiles can take an SMS (ADR 0031): 07X in any written form, not landlines or other text', () => {
    for (const mobile of ['+94771234567', '0771234567', '070 123 4567', '0094 78 123 4567']) expect(isSriLankanMobile(mobile)).toBe(true);
    for (const other of ['+94112345678', '011 234 5678', '+12125550100', 'hello', '']) expect(isSriLankanMobile(other)).toBe(false);
  });
});
