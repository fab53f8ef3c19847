import { AuthConfigError, loadAuthConfig } from './auth-config.js';

describe('loadAuthConfig', () => {
  it('has safe defaults', () => {
    expect(loadAuthConfig({})).toEqual({
      seedDemo: false,
      sessions: { accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 14 * 24 * 3600, refreshReuseGraceSeconds: 60 },
      login: {
        maxFailuresPerIdentifier: 5,
        maxFailuresPerIp: 20,
        windowMs: 900_000,
        backoffBaseMs: 30_000,
        backoffMaxMs: 900_000,
        // NIST SP 800-63B: at most 100 consecutive failures on one account (ADR 0046).
        maxFailuresPerAccount: 100,
        accountWindowMs: 86_400_000,
        accountBackoffBaseMs: 60_000,
        accountBackoffMaxMs: 3_600_000,
      },
      claimLinkHours: 48,
    });
  });

  it('reads every variable', () => {
    const c = loadAuthConfig({
      JWT_PRIVATE_KEY: 'pem',
      SEED_DEMO: 'TRUE',
      ADMIN_EMAIL: ' Boss@Clinic.lk ',
      ADMIN_PASSWORD: 'longenough',
      LOGIN_MAX_FAILURES_PER_IDENTIFIER: '2',
      LOGIN_MAX_FAILURES_PER_IP: '3',
      LOGIN_RATE_WINDOW_SECONDS: '4',
      LOGIN_BACKOFF_BASE_SECONDS: '6',
      LOGIN_BACKOFF_MAX_SECONDS: '60',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '7',
      LOGIN_ACCOUNT_WINDOW_SECONDS: '600',
      LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS: '2',
      LOGIN_ACCOUNT_BACKOFF_MAX_SECONDS: '20',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      REFRESH_TOKEN_TTL_SECONDS: '60',
      REFRESH_REUSE_GRACE_SECONDS: '0',
      CLAIM_LINK_HOURS: '72',
    });
    expect(c).toEqual({
      jwtPrivateKey: 'pem',
      seedDemo: true,
      admin: { email: 'boss@clinic.lk', password: 'longenough' },
      sessions: { accessTokenTtlSeconds: 5, refreshTokenTtlSeconds: 60, refreshReuseGraceSeconds: 0 },
      login: {
        maxFailuresPerIdentifier: 2,
        maxFailuresPerIp: 3,
        windowMs: 4000,
        backoffBaseMs: 6000,
        backoffMaxMs: 60_000,
        maxFailuresPerAccount: 7,
        accountWindowMs: 600_000,
        accountBackoffBaseMs: 2000,
        accountBackoffMaxMs: 20_000,
      },
      claimLinkHours: 72,
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'a@b.lk' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'longenough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.lk', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOGIN_MAX_FAILURES_PER_IP: '0' }, 'LOGIN_MAX_FAILURES_PER_IP'],
    [{ LOGIN_BACKOFF_BASE_SECONDS: 'soon' }, 'LOGIN_BACKOFF_BASE_SECONDS'],
    [{ LOGIN_MAX_FAILURES_PER_ACCOUNT: '0' }, 'LOGIN_MAX_FAILURES_PER_ACCOUNT'],
    [{ LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS: 'soon' }, 'LOGIN_ACCOUNT_BACKOFF_BASE_SECONDS'],
    // A delay as long as the window would forget the streak while it runs: a fresh hundred guesses after each.
    [{ LOGIN_ACCOUNT_WINDOW_SECONDS: '3600' }, 'LOGIN_ACCOUNT_WINDOW_SECONDS'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS'],
    [{ REFRESH_REUSE_GRACE_SECONDS: '301' }, 'REFRESH_REUSE_GRACE_SECONDS'],
    [{ REFRESH_REUSE_GRACE_SECONDS: '-1' }, 'REFRESH_REUSE_GRACE_SECONDS'],
    [{ CLAIM_LINK_HOURS: '0' }, 'CLAIM_LINK_HOURS'],
    [{ CLAIM_LINK_HOURS: '721' }, 'CLAIM_LINK_HOURS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadAuthConfig(env)).toThrow(AuthConfigError);
    expect(() => loadAuthConfig(env)).toThrow(new RegExp(variable));
  });
});
