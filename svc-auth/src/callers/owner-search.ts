import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { toE164 } from '@vetnow/domain/phone';
import { accounts } from '../database/schema.js';

/** At most this many owners answer a search. */
export const OWNER_SEARCH_LIMIT = 20;

/** `%`, `_` and the escape character itself are literal in what the desk types (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Text made only of what people type in a phone number: digits, `+`, spaces and separators. */
const PHONE_LIKE = /^[+\d\s\u00a0\-./()]+$/;
/** Fewer digits than this (after leading zeros) would match most numbers: not searched as a phone. */
const MIN_PHONE_DIGITS = 3;

/** The digits a phone-like query is searched by inside stored numbers: without leading zeros (trunk 0, 00 94 …). */
export function phoneDigits(q: string): string | undefined {
  if (!PHONE_LIKE.test(q)) return undefined;
  const e164 = toE164(q);
  // A whole Sri Lankan number: its national significant number, however the stored one is written (+94…, 07…).
  const digits = e164 ? e164.slice(3) : q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : undefined;
}

/**
 * The search GET /desk/owners runs (owners only, role user): a phone number however it is written (the E.164 of a
 * whole Sri Lankan number exactly; the digits anywhere in the stored number, separators ignored), part of the name or
 * part of the e-mail (case-insensitive, wildcards literal). Exact phone matches first, then by name.
 */
export function ownerSearch(q: string): { where: SQL; orderBy: SQL[] } {
  const text = `%${escapeLike(q.trim())}%`;
  const matches: SQL[] = [
    sql`${accounts.fullName} ILIKE ${text} ESCAPE '\\'`,
    sql`${accounts.email} ILIKE ${text} ESCAPE '\\'`,
  ];
  const e164 = PHONE_LIKE.test(q) ? toE164(q) : null;
  const digits = phoneDigits(q);
  if (e164) matches.push(eq(accounts.contactNumber, e164));
  if (digits) matches.push(sql`regexp_replace(${accounts.contactNumber}, '\\D', '', 'g') LIKE ${`%${digits}%`}`);
  const byName = [sql`lower(${accounts.fullName})`, sql`${accounts.createdAt}`, sql`${accounts.id}`];
  return {
    where: and(eq(accounts.role, 'user'), or(...matches))!,
    // (PostgreSQL refuses a constant in ORDER BY: the exact-phone key only when there is a number.)
    orderBy: e164 ? [sql`(${accounts.contactNumber} = ${e164}) DESC`, ...byName] : byName,
  };
}
