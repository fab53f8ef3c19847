/** Limits of the sign-in rate limiter (env LOGIN_*; see auth-config.ts). */
export interface LoginRateLimits {
  /** Failed sign-ins per account identifier within the window. */
  readonly maxFailuresPerIdentifier: number;
  /** Failed sign-ins per client IP within the window. */
  readonly maxFailuresPerIp: number;
  readonly windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Bound on remembered keys, so a flood of random identifiers cannot grow memory without limit. */
const MAX_KEYS = 100_000;

/**
 * Sliding-window counter of failed sign-ins per identifier and per client IP, in memory (per replica:
 * N replicas allow up to N× the limits). A key is blocked while it has `max` failures younger than the
 * window; it unlocks by itself when the oldest of them ages out.
 *
 * An allowed attempt is counted as a failure up front ({@link begin}), so parallel requests cannot slip past
 * the limit while their passwords are being checked; {@link succeeded} takes it back: it clears the
 * identifier's failures and withdraws this attempt from the IP's count (earlier IP failures stay — knowing
 * one password must not reset the IP budget).
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Checks both limits; when allowed, counts the attempt as a failure until {@link succeeded} says otherwise.
   * The returned `attempt` is handed back to {@link succeeded}.
   */
  begin(identifier: string, ip: string): RateDecision & { attempt?: number } {
    const t = this.now();
    const wait = Math.max(
      this.waitMs(idKey(identifier), this.limits.maxFailuresPerIdentifier, t),
      this.waitMs(ipKey(ip), this.limits.maxFailuresPerIp, t),
    );
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    this.push(idKey(identifier), this.limits.maxFailuresPerIdentifier, t);
    this.push(ipKey(ip), this.limits.maxFailuresPerIp, t);
    return { allowed: true, attempt: t };
  }

  /** The attempt begun at `attempt` succeeded. */
  succeeded(identifier: string, ip: string, attempt: number): void {
    this.failures.delete(idKey(identifier));
    const list = this.failures.get(ipKey(ip));
    const i = list?.indexOf(attempt) ?? -1;
    if (list && i >= 0) {
      list.splice(i, 1);
      if (list.length === 0) this.failures.delete(ipKey(ip));
    }
  }

  private recent(key: string, t: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const fresh = list.filter((at) => t - at < this.limits.windowMs);
    if (fresh.length === 0) this.failures.delete(key);
    else if (fresh.length !== list.length) this.failures.set(key, fresh);
    return fresh;
  }

  private waitMs(key: string, max: number, t: number): number {
    const fresh = this.recent(key, t);
    if (fresh.length < max) return 0;
    // Blocked until enough of the oldest failures leave the window for one more attempt to fit.
    const unlockAt = fresh[fresh.length - max]! + this.limits.windowMs;
    return unlockAt - t;
  }

  private push(key: string, max: number, t: number): void {
    const fresh = this.recent(key, t);
    fresh.push(t);
    // Only the newest `max` matter for the decision.
    this.failures.delete(key);
    this.failures.set(key, fresh.slice(-max));
    if (this.failures.size > MAX_KEYS) this.evictOldest();
  }

  private evictOldest(): void {
    // Map iterates in insertion order and push() re-inserts on every failure: the first key is the stalest.
    const first = this.failures.keys().next();
    if (!first.done) this.failures.delete(first.value);
  }
}

function idKey(identifier: string): string {
  return `id:${identifier.trim().toLowerCase()}`;
}
function ipKey(ip: string): string {
  return `ip:${ip}`;
}
