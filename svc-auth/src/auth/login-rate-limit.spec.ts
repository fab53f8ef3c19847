import { jest } from '@jest/globals';
import { SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { sql } from 'drizzle-orm';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';

jest.setTimeout(60_000);

const TOO_MANY = { statusCode: 429, code: 'AUTH_TOO_MANY_SIGN_IN_ATTEMPTS', message: 'Too many sign-in attempts. Please try again later.' };
const PASSWORD = 'lotus-pond-7';

/**
 * Small limits: 3 failures per (identifier, address) before the delays (60 s, doubling), 8 per address.
 * Addresses come as the socket's peer (`remoteAddress`), i.e. what the kit's `request.ip` is for a direct peer.
 */
const LIMITS = {
  LOGIN_MAX_FAILURES_PER_IDENTIFIER: '3',
  LOGIN_MAX_FAILURES_PER_IP: '8',
  LOGIN_RATE_WINDOW_SECONDS: '900',
  LOGIN_BACKOFF_BASE_SECONDS: '60',
  LOGIN_BACKOFF_MAX_SECONDS: '900',
};

async function register(t: AuthTestApp, username: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { username, email: `${username}@vetnow.test`, password: PASSWORD, fullName: 'L', contactNumber: '0771234567' },
  });
  expect(res.statusCode).toBe(201);
}

const login = (t: AuthTestApp, email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password, userType: 'user' }, remoteAddress: ip });

/** Ends every running delay now (instead of waiting for it): the next attempt is decided by the counts. */
const endDelays = (t: AuthTestApp) => t.db.execute(sql`UPDATE kit_rate_limit SET blocked_until = now() WHERE blocked_until > now()`);

describe('sign-in limits that cannot lock the owner out (issue 10 §3, shared store)', () => {
  let t: AuthTestApp;
  let replica: AuthTestApp | undefined;
  beforeAll(async () => {
    t = await startAuthTestApp({ env: LIMITS });
    replica = await startAuthTestApp({ env: { ...LIMITS, DATABASE_URL: t.env['DATABASE_URL'] } });
    for (const name of ['owner', 'backoff', 'pairs', 'shared']) await register(t, name);
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it("strangers' failures from their own addresses do not lock the owner signing in from the owner's address", async () => {
    for (let s = 1; s <= 5; s++) {
      const ip = `198.51.100.${s}`;
      for (let i = 0; i < 3; i++) expect((await login(t, 'owner', 'guess', ip)).statusCode).toBe(401);
      const slowed = await login(t, 'owner', 'guess', ip);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual(TOO_MANY);
    }
    // 15 failures on the account so far; the owner, at home, still gets in — also after a typo.
    expect((await login(t, 'OWNER', PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    expect((await login(t, 'owner', 'typo', '203.0.113.50')).statusCode).toBe(401);
    expect((await login(t, 'owner@vetnow.test', PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  });

  it('per (identifier, address): growing delays with Retry-After, even for the right password; a success clears them', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i++) expect((await login(t, 'backoff', 'wrong', ip)).statusCode).toBe(401);
    const retryAfters: number[] = [];
    for (let round = 0; round < 2; round++) {
      const slowed = await login(t, 'backoff', PASSWORD, ip);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual(TOO_MANY);
      retryAfters.push(Number(slowed.headers['retry-after']));
      await endDelays(t);
      expect((await login(t, 'backoff', 'wrong', ip)).statusCode).toBe(401);
    }
    // 60 s after the 3rd failure, 120 s after the 4th; the 5th has just started 240 s.
    expect(retryAfters.map((s) => Math.round(s / 60))).toEqual([1, 2]);
    expect(Math.round(Number((await login(t, 'backoff', PASSWORD, ip)).headers['retry-after']) / 60)).toBe(4);
    await endDelays(t);
    expect((await login(t, 'backoff', PASSWORD, ip)).statusCode).toBe(200);
    // The streak is gone: two more failures are plain 401s (with the old streak the second would wait 480 s).
    for (let i = 0; i < 2; i++) expect((await login(t, 'backoff', 'wrong', ip)).statusCode).toBe(401);
  });

  it('counts parallel attempts before their outcome is known', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => login(t, 'pairs', 'wrong', '192.0.2.20')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('per address across identifiers: the 9th attempt is refused, even with a right password; another address still gets in', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 8; i++) expect((await login(t, `nobody${i}@vetnow.test`, 'x', ip)).statusCode).toBe(401);
    const locked = await login(t, 'pairs', PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(t, 'pairs', PASSWORD, '198.51.100.78')).statusCode).toBe(200);
  });

  it('replicas share the counters (two instances on one database)', async () => {
    const ip = '192.0.2.30';
    expect((await login(t, 'shared', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(replica!, 'shared', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(t, 'shared', 'wrong', ip)).statusCode).toBe(401);
    const slowed = await login(replica!, 'shared', PASSWORD, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBeDefined();
  });
});

describe('registration rate limit per address (issue 10 §2)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ env: { RATE_LIMIT_SCALE: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const registerFrom = (n: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: ip,
      payload: { username: `signup${n}`, email: `signup${n}@vetnow.test`, password: PASSWORD, fullName: 'S', contactNumber: '0771234567' },
    });

  it('the 11th registration from one address within the hour gets 429 + Retry-After + message; another address is not affected', async () => {
    for (let i = 0; i < 10; i++) expect((await registerFrom(i, '203.0.113.9')).statusCode).toBe(201);
    const limited = await registerFrom(10, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: SERVER_MESSAGES.tooManyRequests });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await registerFrom(11, '203.0.113.10')).statusCode).toBe(201);
  });
});
