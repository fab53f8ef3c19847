import { jest } from '@jest/globals';
import { startAuthTestApp, type AuthTestApp } from '../testing/auth-test-app.js';

jest.setTimeout(60_000);

/**
 * Issue 39 phase B: POST /auth/claim is counted per client address like a registration (policy `register`); the
 * lookup, which changes nothing, relies on the token's 256 random bits.
 */
describe('claiming is rate limited per client address (RATE_LIMIT_REGISTER_*)', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp({ env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_REGISTER_PER_IP: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the third claim from one address within the window: 429 RATE_LIMITED with Retry-After', async () => {
    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/claim',
        payload: { token: 'B'.repeat(43), email: 'x@mail.lk', password: 'river-stone-42', confirmPassword: 'river-stone-42' },
      });
    expect((await claim()).json()).toMatchObject({ code: 'AUTH_CLAIM_LINK_INVALID' });
    expect((await claim()).json()).toMatchObject({ code: 'AUTH_CLAIM_LINK_INVALID' });
    const limited = await claim();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
