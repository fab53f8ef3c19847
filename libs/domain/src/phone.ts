/**
 * Sri Lankan phone numbers (issue 17; docs/decisions/0009-sri-lankan-phone-numbers.md): accepted as people
 * write them — `0771234567`, `077 123 4567`, `077-123-4567`, `+94 77 123 4567`, `+94 (0)77 123 4567`,
 * `0094 77 123 4567`, `94771234567`, landlines such as `011 2345678` — and stored in E.164 (`+94771234567`).
 * Shown in national format (`077 123 4567`, `011 234 5678`) with a `tel:+94…` link. A value stored before
 * this rule (any text) is shown as it is, linked only when it looks like a number.
 *
 * The national significant number has 9 digits: a mobile 7X (X = 0, 1, 2, 4, 5, 6, 7, 8) or a fixed line
 * whose two-digit area code is one of AREA_CODES, then 7 digits.
 */

export const SRI_LANKA_CALLING_CODE = '94';

/** Two-digit area codes of Sri Lanka's fixed lines (011 Colombo … 091 Galle). */
export const AREA_CODES = [
  '11', '21', '23', '24', '25', '26', '27', '31', '32', '33', '34', '35', '36', '37', '38',
  '41', '45', '47', '51', '52', '54', '55', '57', '63', '65', '66', '67', '81', '91',
] as const;

const MOBILE = /^7[0124-8]\d{7}$/;
const FIXED = new RegExp(`^(${AREA_CODES.join('|')})\\d{7}$`);
/** Separators people type between digit groups. */
const SEPARATORS = /[\s\u00a0\-./()]/g;

/** The 9-digit national significant number of a Sri Lankan number as typed, or null. */
function nationalNumber(input: string): string | null {
  let s = input.trim().replace(SEPARATORS, '');
  if (s.startsWith('+')) {
    if (!s.startsWith(`+${SRI_LANKA_CALLING_CODE}`)) return null;
    s = s.slice(1 + SRI_LANKA_CALLING_CODE.length);
  } else if (s.startsWith(`00${SRI_LANKA_CALLING_CODE}`)) {
    s = s.slice(2 + SRI_LANKA_CALLING_CODE.length);
  } else if (s.length === 11 && s.startsWith(SRI_LANKA_CALLING_CODE)) {
    s = s.slice(SRI_LANKA_CALLING_CODE.length);
  }
  if (!/^\d+$/.test(s)) return null;
  // The trunk 0 (national form, or `+94 (0)77…`).
  if (s.length === 10 && s.startsWith('0')) s = s.slice(1);
  return MOBILE.test(s) || FIXED.test(s) ? s : null;
}

/** E.164 (`+94771234567`) of a Sri Lankan number as people write it, or null when it is not one. */
export function toE164(input: string): string | null {
  const n = nationalNumber(input);
  return n === null ? null : `+${SRI_LANKA_CALLING_CODE}${n}`;
}

/** Whether `input` is a Sri Lankan phone number this product accepts. */
export function isSriLankanPhone(input: string): boolean {
  return nationalNumber(input) !== null;
}

/** Whether `input` is a Sri Lankan mobile number (07X…), the only kind that can receive an SMS (ADR 0031). */
export function isSriLankanMobile(input: string): boolean {
  const n = nationalNumber(input);
  return n !== null && MOBILE.test(n);
}

/** National format `077 123 4567` / `011 234 5678`; anything that is not a Sri Lankan number as it is (trimmed). */
export function formatPhoneNational(value: string): string {
  const n = nationalNumber(value);
  if (n === null) return value.trim();
  return `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
}

/**
 * The `tel:` link of a stored contact number: `tel:+94…` for a Sri Lankan number; for older free text, its
 * digits (and a leading +) when there are at least 3; otherwise null (show the text without a link).
 */
export function phoneHref(value: string): string | null {
  const e164 = toE164(value);
  if (e164) return `tel:${e164}`;
  const dialable = value.trim().replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(dialable) ? `tel:${dialable}` : null;
}
