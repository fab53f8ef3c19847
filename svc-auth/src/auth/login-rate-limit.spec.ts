import { jest } from '@jest/globals';
import { startAuthTestApp, waitFor, type AuthTestApp } from '../testing/auth-test-app.js';

jest.setTimeout(30_000);

const TOO_MANY = { statusCode: 429, message: 'Too many sign-in attempts. Please try again later.' };

describe('sign-in rate limit over HTTP (small limits, 2 s window)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({
      db: 'postgres',
      env: {
        LOGIN_MAX_FAILURES_PER_IDENTIFIER: '3',
        LOGIN_MAX_FAILURES_PER_IP: '6',
        LOGIN_RATE_WINDOW_SECONDS: '2',
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        username: 'limited',
        email: 'limited@vetnow.test',
        password: 'secret1',
        fullName: 'L',
        contactNumber: '1',
      },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password, userType: 'user' },
      headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` },
    });

  it('locks an identifier after 3 failures with 429 and Retry-After (even for the right password), then unlocks', async () => {
    for (let i = 0; i < 3; i++) expect((await login('limited', 'wrong', '192.0.2.1')).statusCode).toBe(401);
    const locked = await login('LIMITED', 'secret1', '192.0.2.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // Other identifiers are not affected.
    expect((await login('nobody@vetnow.test', 'x', '192.0.2.3')).statusCode).toBe(401);
    // Unlocks by itself once the window has passed.
    await waitFor(
      'unlock',
      async () => (await login('limited', 'secret1', '192.0.2.4')).statusCode === 200,
      5000,
    );
  });

  it('a success clears the identifier failures', async () => {
    await waitFor(
      'fresh window',
      async () => (await login('limited', 'secret1', '192.0.2.10')).statusCode === 200,
      5000,
    );
    for (let i = 0; i < 2; i++) expect((await login('limited', 'wrong', '192.0.2.11')).statusCode).toBe(401);
    expect((await login('limited', 'secret1', '192.0.2.12')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login('limited', 'wrong', '192.0.2.13')).statusCode).toBe(401);
    expect((await login('limited', 'secret1', '192.0.2.14')).statusCode).toBe(200);
  });

  it('locks a client address (first X-Forwarded-For hop) after 6 failures across identifiers', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 6; i++) expect((await login(`user${i}@vetnow.test`, 'x', ip)).statusCode).toBe(401);
    const locked = await login('limited', 'secret1', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another address still gets in.
    expect((await login('limited', 'secret1', '198.51.100.8')).statusCode).toBe(200);
  });
});
