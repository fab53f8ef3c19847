import { z } from 'zod';

/** The rate-limited actions (each route names one with `@RateLimit(policy)`). */
export const RATE_LIMIT_POLICIES = ['register', 'book', 'cancel', 'saveCard', 'checkout', 'paymentNotify'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

/** Who a limit counts: the signed-in account (`request.user.sub`) or the client address (`request.ip`). */
export type RateLimitTracker = 'user' | 'ip';

export interface RateLimitRule {
  /** Requests allowed per window; the next one gets 429 until the window ends. */
  readonly limit: number;
  readonly windowMs: number;
}

export type RateLimitConfig = Readonly<Record<RateLimitPolicy, Partial<Record<RateLimitTracker, RateLimitRule>>>>;

export const RATE_LIMIT_CONFIG = Symbol('vetnow.rate-limit-config');

/**
 * Defaults: generous for a person, small for a script. Registration is counted per client address only
 * (nobody is signed in); the others per account and per address (a clinic's front desk shares one address).
 */
const DEFAULTS: Record<RateLimitPolicy, { perUser?: number; perIp: number; windowSeconds: number }> = {
  register: { perIp: 10, windowSeconds: 3600 },
  book: { perUser: 10, perIp: 30, windowSeconds: 60 },
  cancel: { perUser: 10, perIp: 30, windowSeconds: 60 },
  saveCard: { perUser: 5, perIp: 20, windowSeconds: 600 },
  // Each try on the hosted page starts a checkout; a person tries a few cards, a script many.
  checkout: { perUser: 10, perIp: 30, windowSeconds: 600 },
  // PayHere's servers post from a few addresses, one notify per payment (issue 35: the public route is rate-limited).
  paymentNotify: { perIp: 120, windowSeconds: 60 },
};

/** `saveCard` → `SAVE_CARD`. */
const envName = (policy: RateLimitPolicy) => policy.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

export class RateLimitConfigError extends Error {
  override readonly name = 'RateLimitConfigError';
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = z.preprocess(blank, z.coerce.number().int().positive().optional());

/**
 * Reads `RATE_LIMIT_<POLICY>_PER_USER`, `RATE_LIMIT_<POLICY>_PER_IP`, `RATE_LIMIT_<POLICY>_WINDOW_SECONDS`
 * (POLICY: REGISTER, BOOK, CANCEL, SAVE_CARD, CHECKOUT, PAYMENT_NOTIFY) and `RATE_LIMIT_SCALE` (default 1; every limit is multiplied by
 * it — test and bench stacks, whose clients all come from 127.0.0.1, raise it instead of changing defaults).
 */
export function loadRateLimitConfig(env: Record<string, string | undefined>): RateLimitConfig {
  const problems: string[] = [];
  const read = (name: string): number | undefined => {
    const parsed = positiveInt.safeParse(env[name]);
    if (!parsed.success) {
      problems.push(`${name} must be a positive whole number`);
      return undefined;
    }
    return parsed.data;
  };
  const scale = read('RATE_LIMIT_SCALE') ?? 1;
  const config = {} as Record<RateLimitPolicy, Partial<Record<RateLimitTracker, RateLimitRule>>>;
  for (const policy of RATE_LIMIT_POLICIES) {
    const d = DEFAULTS[policy];
    const prefix = `RATE_LIMIT_${envName(policy)}`;
    const windowMs = (read(`${prefix}_WINDOW_SECONDS`) ?? d.windowSeconds) * 1000;
    const perIp = read(`${prefix}_PER_IP`) ?? d.perIp;
    const perUser = d.perUser === undefined ? undefined : (read(`${prefix}_PER_USER`) ?? d.perUser);
    config[policy] = {
      ip: { limit: perIp * scale, windowMs },
      ...(perUser === undefined ? {} : { user: { limit: perUser * scale, windowMs } }),
    };
  }
  if (problems.length) throw new RateLimitConfigError(`Invalid rate limit configuration: ${problems.join('; ')}`);
  return config;
}
