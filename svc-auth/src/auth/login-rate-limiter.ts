import { createHash } from 'node:crypto';
import { rateLimitAddress, RateLimitStore } from '@vetnow/service-kit/rate-limit';

/** Limits of the sign-in rate limiter (env LOGIN_*; see auth-config.ts). */
export interface LoginRateLimits {
  /** Failed sign-ins per (identifier, client address) before the growing delays start. */
  readonly maxFailuresPerIdentifier: number;
  /** Failed sign-ins per client address within the window, across identifiers. */
  readonly maxFailuresPerIp: number;
  /** The per-address window; also how long a (identifier, address) failure streak is remembered after its last failure. */
  readonly windowMs: number;
  /** The first delay once the per-(identifier, address) failures are used up; each further failure doubles it … */
  readonly backoffBaseMs: number;
  /** … up to this. */
  readonly backoffMaxMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Failed sign-ins, counted in the kit's shared store (`kit_rate_limit`), so every replica of svc-auth sees the
 * same counts (ADR 0011). Two limits, neither of which a stranger can use to lock someone else out:
 *
 * - per (identifier, client address): N failures, then growing delays (base, 2×, 4× … up to a ceiling); the
 *   streak is forgotten after a window without failures, or at once by a successful sign-in. A stranger's
 *   failures from their own addresses never delay the owner on the owner's address.
 * - per client address, across identifiers: a fixed window; stops one address from trying many accounts.
 *
 * An allowed attempt is counted as a failure up front ({@link begin}), so parallel requests cannot slip past
 * the limits while their passwords are being checked; {@link succeeded} takes it back: it clears the
 * (identifier, address) streak and withdraws this attempt from the address's count (earlier failures of the
 * address stay — knowing one password must not reset the address's budget).
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

  /** The attempt begun for (identifier, ip) succeeded. */
  async succeeded(identifier: string, ip: string): Promise<void> {
    await this.store.reset(pairKey(identifier, ip));
    await this.store.release(ipKey(ip), this.limits.maxFailuresPerIp);
  }
}

function refused(blockedMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(blockedMs / 1000)) };
}

/** Hashed: the table holds no identifier or address in the clear. */
function pairKey(identifier: string, ip: string): string {
  return `login:pair:${hash(`${identifier.trim().toLowerCase()}\n${rateLimitAddress(ip)}`)}`;
}
function ipKey(ip: string): string {
  return `login:ip:${hash(rateLimitAddress(ip))}`;
}
