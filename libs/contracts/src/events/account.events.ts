/** Account events (svc-auth): an owner's details, contacts, ended sessions, delayed sign-ins, claim links. */
import { z } from '@vetnow/contracts/zod';
import { id, instant } from './event-fields.js';

/**
 * user.registered / user.profile-updated: what other services show about an owner (svc-booking: name and contact
 * number on the doctor's view). Nothing more: no e-mail or username, which no consumer reads (ADR 0010). Events
 * written before that still parse (the extra keys are dropped).
 */
export const userEventV1 = z.object({
  userId: id,
  fullName: z.string(),
  contactNumber: z.string(),
});

/**
 * user.contact-changed: how to reach an account (owner, doctor or admin) and the language it reads — for svc-notify
 * alone. A PRIVATE type (event-envelope.ts): it travels on `<prefix>-private.user.contact-changed`, which only
 * svc-notify's NATS user and durable read (ADR 0029), so the e-mails ADR 0010 took off the shared tree stay off it.
 * Published by svc-auth on registration, a change of name, language or contact number, and once per account at
 * svc-auth's start while an account has never been published (or was published without `phone`, before SMS).
 */
export const userContactEventV1 = z.object({
  userId: id,
  role: z.enum(['user', 'doctor', 'admin', 'staff']),
  email: z.string(),
  fullName: z.string(),
  language: z.enum(['en', 'si', 'ta']).default('en'),
  /**
   * The account's contact number in E.164 (`+94771234567`), for SMS (ADR 0031). Absent when the account has none
   * that is a Sri Lankan number (older free text), and in events published before the SMS channel.
   */
  phone: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/)
    .optional(),
});

/**
 * account.sessions-ended: every token of the account issued before `validAfter` is refused by every service
 * (a password change or an admin reset in svc-auth; ADR 0012). Only ids and a time: nothing personal.
 */
export const accountSessionsEndedEventV1 = z.object({ accountId: id, validAfter: instant });

/**
 * session.ended: Sign Out (or a refresh token's reuse) ended one session in svc-auth; every service refuses the
 * access tokens carrying `sid = sessionId` until `until` (when the last of them expires). Only ids and a time.
 */
export const sessionEndedEventV1 = z.object({ sessionId: id, until: instant });

/**
 * account.sign-in-delayed: the account's failed sign-ins, from any addresses, reached the per-account cap
 * (LOGIN_MAX_FAILURES_PER_ACCOUNT) and its sign-ins are now delayed with growing pauses — never locked (ADR 0046).
 * Published once per failure streak, when the cap is first reached; svc-notify tells the account's owner "someone
 * tried to sign in". Ids, a count and a time only (svc-notify addresses the e-mail from its contacts read model),
 * yet a PRIVATE type (event-envelope.ts, ADR 0029): that an account is under attack is for svc-notify alone.
 */
export const accountSignInDelayedEventV1 = z.object({
  accountId: id,
  /** The failed sign-ins counted in the streak when the cap was reached. */
  failures: z.number().int().positive(),
  /** When the first delay ends (later failures make the next ones longer). */
  delayedUntil: instant,
});

/**
 * account.claim-link (issue 39 phase B, ADR 0061): the front desk created an owner account for a caller (or asked
 * for a new link); svc-notify sends the SMS with `${PUBLIC_URL}/claim?token=…`. It carries the token itself, so it is
 * a PRIVATE type (event-envelope.ts, ADR 0029): only svc-notify's NATS user reads it. svc-auth keeps only the token's
 * SHA-256. The phone, name and language travel with it, so the SMS never waits for user.contact-changed.
 */
export const accountClaimLinkEventV1 = z.object({
  accountId: id,
  fullName: z.string(),
  /** E.164. */
  phone: z.string(),
  language: z.enum(['en', 'si', 'ta']).default('en'),
  token: z.string().min(20),
  expiresAt: instant,
});
