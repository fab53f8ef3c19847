import { z } from 'zod';
import { REFRESH_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@vetnow/contracts/auth-claims';
import { DEFAULT_CLAIM_LINK_HOURS } from '@vetnow/contracts/callers';
import { envFlag, envInt, optionalEnv, parseEnv } from '@vetnow/service-kit/config';
import type { LoginRateLimits } from '../auth/login-rate-limiter.js';

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
  /** Sign-in limits (ADR 0011), counted in the kit's shared store: env LOGIN_*, documented on LoginRateLimits. */
  readonly login: LoginRateLimits;
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

const envSchema = z
  .object({
    JWT_PRIVATE_KEY: optionalEnv(z.string()),
    SEED_DEMO: envFlag(false),
    ADMIN_EMAIL: optionalEnv(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'),
    ),
    ADMIN_PASSWORD: optionalEnv(z.string().min(8, 'must be at least 8 characters').max(128)),
    ACCESS_TOKEN_TTL_SECONDS: envInt(TOKEN_TTL_SECONDS),
    REFRESH_TOKEN_TTL_SECONDS: envInt(REFRESH_TOKEN_TTL_SECONDS),
    REFRESH_REUSE_GRACE_SECONDS: envInt(60, { min: 0, max: 300 }),
    LOGIN_MAX_FAILURES_PER_IDENTIFIER: envInt(5),
    LOGIN_MAX_FAILURES_PER_IP: envInt(20),
    LOGIN_RATE_WINDOW_SECONDS: envInt(15 * 60),
    LOGIN_BACKOFF_BASE_SECONDS: envInt(30),
    LOGIN_BACKOFF_MAX_SECONDS: envInt(15 * 60),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: envInt(100),
    LOGIN_ACCOUNT_WINDOW_SECONDS: envInt(24 * 3600),
    LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS: envInt(60),
    LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS: envInt(3600),
    CLAIM_LINK_HOURS: envInt(DEFAULT_CLAIM_LINK_HOURS, { max: 30 * 24 }),
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
  const e = parseEnv(envSchema, env, 'svc-auth', (message) => new AuthConfigError(message));
  return {
    ...(e.JWT_PRIVATE_KEY ? { jwtPrivateKey: e.JWT_PRIVATE_KEY } : {}),
    seedDemo: e.SEED_DEMO,
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
