import type { AuthTestApp } from './auth-test-app.js';

/** The password of the owners the specs register. */
export const OWNER_PASSWORD = 'lotus-pond-7';

/**
 * POST /auth/register for an owner `username` (e-mail `<username>@vetnow.test`, {@link OWNER_PASSWORD}, a Sri Lankan
 * mobile number); `details` adds or replaces fields — what a spec's assertions are about.
 */
export function registerOwner(t: AuthTestApp, username: string, details: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      username,
      email: `${username}@vetnow.test`,
      password: OWNER_PASSWORD,
      fullName: `${username} Perera`,
      contactNumber: '0770000000',
      ...details,
    },
  });
}
