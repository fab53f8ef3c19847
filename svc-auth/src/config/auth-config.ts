import { z } from 'zod';
import { REFRESH_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@vetnow/contracts/auth-claims';
import { DEFAULT_CLAIM_LINK_HOURS } from '@vetnow/contracts/callers';

/** svc-auth's own settings, on top of the kit's ServiceConfig. Parsed once at boot; bad values stop the boot. */
export interface AuthConfig {
  /** PKCS8 PEM of the Ed25519 signing key (env JWT_PRIVATE_KEY); unset → `${DATA_DIR}/keys/`. */
  readonly jwtPrivateKey?: string;
  /** SEED_DEMO=true: ensure the demo owner, the admin and the demo doctor's credentials. */
  readonly seedDemo: boolean;
  /** ADMIN_EMAIL + ADMIN_PASSWORD: ensure this admin exists (also without SEED_DEMO). */
  readonly admin?: { readonly email: string; readonly password: string };
  /** Sessions (ADR 0012). */
  readonly sessions: {
    /** ACCESS_TOKEN_TTL_SECONDS, default 900 (15 min). */
    readonly accessTokenTtlSeconds: number;
    /** REFRESH_TOKEN_TTL_SECONDS, default 14 days: a refresh token unused this long is dead. */
    readonly refreshTokenTtlSeconds: number;
    /**
     * REFRESH_REUSE_GRACE_SECONDS, default 60 (0: none): how long a rotated-out refresh token still answers with
     * the same successor, while that successor is unused — a lost answer is not theft (ADR 0039).
     */
    readonly refreshReuseGraceSeconds: number;
  };
  /** Sign-in limits (ADR 0011), counted in the kit's shared store. */
  readonly login: {
    /** LOGIN_MAX_FAILURES_PER_IDENTIFIER, default 5: failures per (identifier, client address) before the delays. */
    readonly maxFailuresPerIdentifier: number;
    /** LOGIN_MAX_FAILURES_PER_IP, default 20: failures per client address in the window, across identifiers. */
    readonly maxFailuresPerIp: number;
    /** LOGIN_RATE_WINDOW_SECONDS, default 900 (15 min). */
    readonly windowMs: number;
    /** LOGIN_BACKOFF_BASE_SECONDS, default 30: the first delay; it doubles with each further failure … */
    readonly backoffBaseMs: number;
    /** … up to LOGIN_BACKOFF_MAX_SECONDS, default 900. */
    readonly backoffMaxMs: number;
    /**
     * LOGIN_MAX_FAILURES_PER_ACCOUNT, default 100 (NIST SP 800-63B §5.2.2: at most 100 consecutive failures):
     * failed sign-ins on one account, from any addresses and by any of its identifiers, before its sign-ins are
     * delayed (ADR 0046).
     */
    readonly maxFailuresPerAccount: number;
    /**
     * LOGIN_ACCOUNT_WINDOW_SECONDS, default 86400 (24 h): an account's failure streak is forgotten after this long
     * without a failure. Must be longer than the longest account delay (else a waited-out delay would also forget
     * the streak and hand out a fresh hundred guesses).
     */
    readonly accountWindowMs: number;
    /** LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS, default 60: the account's first delay; doubles with each further failure … */
    readonly accountBackoffBaseMs: number;
    /** … up to LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS, default 3600 (1 h). */
    readonly accountBackoffMaxMs: number;
  };
  /**
   * CLAIM_LINK_HOURS, default 48 (DEFAULT_CLAIM_LINK_HOURS, at most 30 days): how long a claim link the front desk
   * sends a caller works (issue 39 phase B).
   */
  readonly claimLinkHours: number;
}

export const AUTH_CONFIG = Symbol('vetnow.auth-config');

export class AuthConfigError extends Error {
  override readonly name = 'AuthConfigError';
}

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = (fallback: number) =>
  z.preprocess(blank, z.coerce.number().int().positive().default(fallback));

const envSchema = z
  .object({
    JWT_PRIVATE_KEY: z.preprocess(blank, z.string().optional()),
    SEED_DEMO: z.preprocess(
      (v) => (typeof v === 'string' ? blank(v.trim().toLowerCase()) : v),
      z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
    ),
    ADMIN_EMAIL: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      blank,
      z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ),
    ACCESS_TOKEN_TTL_SECONDS: positiveInt(TOKEN_TTL_SECONDS),
    REFRESH_TOKEN_TTL_SECONDS: positiveInt(REFRESH_TOKEN_TTL_SECONDS),
    REFRESH_REUSE_GRACE_SECONDS: z.preprocess(blank, z.coerce.number().int().min(0).max(300).default(60)),
    LOGIN_MAX_FAILURES_PER_IDENTIFIER: positiveInt(5),
    LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
    LOGIN_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
    LOGIN_BACKOFF_BASE_SECONDS: positiveInt(30),
    LOGIN_BACKOFF_MAX_SECONDS: positiveInt(15 * 60),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(100),
    LOGIN_ACCOUNT_WINDOW_SECONDS: positiveInt(24 * 3600),
    LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS: positiveInt(60),
    LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS: positiveInt(3600),
    CLAIM_LINK_HOURS: z.preprocess(blank, z.coerce.number().int().positive().max(30 * 24).default(DEFAULT_CLAIM_LINK_HOURS)),
  })
  .refine((e) => (e.ADMIN_EMAIL === undefined) === (e.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  .refine(
    (e) => e.LOGIN_ACCOUNT_WINDOW_SECONDS > Math.max(e.LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS, e.LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS),
    {
      message: 'must be longer than LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS (a waited-out delay must not forget the failures)',
      path: ['LOGIN_ACCOUNT_WINDOW_SECONDS'],
    },
  );

/** Reads svc-auth's settings from the environment; throws {@link AuthConfigError} naming each bad variable. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new AuthConfigError(`Invalid configuration for svc-auth: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    ...(e.JWT_PRIVATE_KEY ? { jwtPrivateKey: e.JWT_PRIVATE_KEY } : {}),
    seedDemo: ['true', '1', 'yes'].includes(e.SEED_DEMO ?? 'false'),
    ...(e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } }
      : {}),
    sessions: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    },
    login: {
      maxFailuresPerIdentifier: e.LOGIN_MAX_FAILURES_PER_IDENTIFIER,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_RATE_WINDOW_SECONDS * 1000,
      backoffBaseMs: e.LOGIN_BACKOFF_BASE_SECONDS * 1000,
      backoffMaxMs: Math.max(e.LOGIN_BACKOFF_MAX_SECONDS, e.LOGIN_BACKOFF_BASE_SECONDS) * 1000,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountWindowMs: e.LOGIN_ACCOUNT_WINDOW_SECONDS * 1000,
      accountBackoffBaseMs: e.LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS * 1000,
      accountBackoffMaxMs: Math.max(e.LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS, e.LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS) * 1000,
    },
    claimLinkHours: e.CLAIM_LINK_HOURS,
  };
}
