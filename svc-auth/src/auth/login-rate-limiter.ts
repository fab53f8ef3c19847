import { createHash } from 'node:crypto';
import { rateLimitAddress, RateLimitStore } from '@vetnow/service-kit/rate-limit';

/** Limits of the sign-in rate limiter (AuthConfig.login: env LOGIN_*, read by auth-config.ts). */
export interface LoginRateLimits {
  /** LOGIN_MAX_FAILURES_PER_IDENTIFIER, default 5: failed sign-ins per (identifier, client address) before the growing delays start. */
  readonly maxFailuresPerIdentifier: number;
  /** LOGIN_MAX_FAILURES_PER_IP, default 20: failed sign-ins per client address within the window, across identifiers. */
  readonly maxFailuresPerIp: number;
  /**
   * LOGIN_RATE_WINDOW_SECONDS, default 900 (15 min): the per-address window; also how long a (identifier, address)
   * failure streak is remembered after its last failure.
   */
  readonly windowMs: number;
  /** LOGIN_BACKOFF_BASE_SECONDS, default 30: the first delay once the per-(identifier, address) failures are used up; each further failure doubles it … */
  readonly backoffBaseMs: number;
  /** … up to LOGIN_BACKOFF_MAX_SECONDS, default 900. */
  readonly backoffMaxMs: number;
  /**
   * LOGIN_MAX_FAILURES_PER_ACCOUNT, default 100 (NIST SP 800-63B §5.2.2: at most 100 consecutive failures): failed
   * sign-ins on one account, from any addresses and by any of its identifiers, before its own delays start (ADR 0046).
   */
  readonly maxFailuresPerAccount: number;
  /**
   * LOGIN_ACCOUNT_WINDOW_SECONDS, default 86400 (24 h): an account's failure streak is forgotten after this long
   * without a failure. Longer than the longest account delay (else a waited-out delay would also forget the streak
   * and hand out a fresh hundred guesses).
   */
  readonly accountWindowMs: number;
  /** LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS, default 60: the account's first delay; each further failure doubles it … */
  readonly accountBackoffBaseMs: number;
  /** … up to LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS, default 3600 (1 h). */
  readonly accountBackoffMaxMs: number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What a sign-in's per-account count is kept under: the account the identifier resolved to (whichever of its
 * identifiers was typed: e-mail, username, doctor ID), or, when it names no account, the normalized identifier —
 * so an unknown name costs an attacker the same as a known one.
 */
export type SignInSubject = { readonly accountId: string } | { readonly identifier: string };

/** The per-account decision; when allowed, whether this attempt is the one that reached the cap (once per streak). */
export type AccountDecision =
  | { allowed: true; failures: number; capReached: boolean }
  | { allowed: false; retryAfterSeconds: number };

/** The prefix of the per-account counters' keys (`login:account:<account id>`): the admin routes read them. */
export const ACCOUNT_KEY_PREFIX = 'login:account:';

/**
 * The store key of an account's failure streak. Unlike the other keys it holds the account id in the clear: an id is
 * no secret (every token carries it) and the admin's list joins it to the accounts table (sign-in-delays.service.ts).
 * An identifier that names no account is hashed like the others.
 */
export function accountKey(subject: SignInSubject): string {
  return 'accountId' in subject
    ? `${ACCOUNT_KEY_PREFIX}${subject.accountId.toLowerCase()}`
    : `login:name:${hash(subject.identifier.trim().toLowerCase())}`;
}

/**
 * Failed sign-ins, counted in the kit's shared store (`kit_rate_limit`), so every replica of svc-auth sees the
 * same counts (ADR 0011). Two limits, neither of which a stranger can use to lock someone else out:
 *
 * - per (identifier, client address): N failures, then growing delays (base, 2×, 4× … up to a ceiling); the
 *   streak is forgotten after a window without failures, or at once by a successful sign-in. A stranger's
 *   failures from their own addresses never delay the owner on the owner's address.
 * - per client address, across identifiers: a fixed window; stops one address from trying many accounts.
 *
 * - per account, across addresses and identifiers ({@link beginAccount}, ADR 0046): N failures (default 100, NIST
 *   SP 800-63B), then growing delays (base, 2×, 4× … up to a ceiling), refused before the password is checked; never
 *   a lock: each delay ends, the streak is forgotten after a window without failures, a successful sign-in or the
 *   admin clears it. An attacker rotating addresses is slowed on the account; the owner can still sign in between
 *   the delays.
 *
 * An allowed attempt is counted as a failure up front ({@link begin}, {@link beginAccount}), so parallel requests
 * cannot slip past the limits while their passwords are being checked; {@link succeeded} takes it back: it clears the
 * (identifier, address) streak and the account's streak and withdraws this attempt from the address's count (earlier
 * failures of the address stay — knowing one password must not reset the address's budget).
 */
export class LoginRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: LoginRateLimits,
  ) {}

  /** Checks both limits; when allowed, counts the attempt as a failure until {@link succeeded} says otherwise. */
  async begin(identifier: string, ip: string): Promise<RateDecision> {
    const l = this.limits;
    const address = await this.store.consume(ipKey(ip), { limit: l.maxFailuresPerIp, windowMs: l.windowMs });
    if (!address.allowed) return refused(address.blockedMs);
    const pair = await this.store.consume(pairKey(identifier, ip), {
      limit: l.maxFailuresPerIdentifier,
      windowMs: l.windowMs,
      sliding: true,
      backoff: { baseMs: l.backoffBaseMs, maxMs: l.backoffMaxMs },
    });
    if (!pair.allowed) {
      // Not an attempt after all: it must not use up the address's budget.
      await this.store.release(ipKey(ip), l.maxFailuresPerIp);
      return refused(pair.blockedMs);
    }
    return { allowed: true };
  }

  /**
   * After {@link begin} allowed the attempt and the identifier was looked up: checks and counts the account's streak.
   * Refused (the account is in a delay): the attempt is withdrawn from the address's and the pair's counts — it was
   * never made — and the password must not be checked. Allowed: `capReached` is true for the one attempt whose
   * failure reaches the cap (the count restarts only with a new streak), the moment to tell the owner.
   */
  async beginAccount(subject: SignInSubject, identifier: string, ip: string): Promise<AccountDecision> {
    const l = this.limits;
    const account = await this.store.consume(accountKey(subject), {
      limit: l.maxFailuresPerAccount,
      windowMs: l.accountWindowMs,
      sliding: true,
      backoff: { baseMs: l.accountBackoffBaseMs, maxMs: l.accountBackoffMaxMs },
    });
    if (!account.allowed) {
      await this.store.release(pairKey(identifier, ip), l.maxFailuresPerIdentifier);
      await this.store.release(ipKey(ip), l.maxFailuresPerIp);
      return refused(account.blockedMs);
    }
    return { allowed: true, failures: account.hits, capReached: account.hits === l.maxFailuresPerAccount };
  }

  /** The attempt begun for (identifier, ip) — and for `subject`'s account, when it got that far — succeeded. */
  async succeeded(identifier: string, ip: string, subject?: SignInSubject): Promise<void> {
    await this.store.reset(pairKey(identifier, ip));
    if (subject) await this.store.reset(accountKey(subject));
    await this.store.release(ipKey(ip), this.limits.maxFailuresPerIp);
  }
}

function refused(blockedMs: number): { allowed: false; retryAfterSeconds: number } {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(blockedMs / 1000)) };
}

/** Hashed: the table holds no identifier or address in the clear. */
function pairKey(identifier: string, ip: string): string {
  return `login:pair:${hash(`${identifier.trim().toLowerCase()}\n${rateLimitAddress(ip)}`)}`;
}
function ipKey(ip: string): string {
  return `login:ip:${hash(rateLimitAddress(ip))}`;
}
