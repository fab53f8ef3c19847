import { FAST_TEST_MESSAGING, startServiceTestApp, type ServiceTestApp } from '@vetnow/service-kit/testing';
import { createAuthApp } from '../app.module.js';
import type { SigningKeys } from '../keys/signing-keys.js';

export { eventually } from '@vetnow/service-kit/testing';

/** The kit's service test app with svc-auth's own signing keys (what its JWKS serves and its guard trusts). */
export interface AuthTestApp extends Omit<ServiceTestApp, 'keys' | 'bearer'> {
  readonly keys: SigningKeys;
}

/**
 * A complete svc-auth through the kit's test app (fresh PostgreSQL database, unique NATS stream, temp DATA_DIR,
 * logs captured). Sign-in and registration limits are generous unless the test sets LOGIN_* / RATE_LIMIT_*
 * (`RATE_LIMIT_SCALE: undefined` for the production defaults). To restart svc-auth on what an earlier one left,
 * pass `databaseUrl` (an existing database, e.g. from createTestPostgresDatabase) and `dataDir` (its signing
 * keys): `close()` then drops neither; the caller does.
 */
export async function startAuthTestApp(
  options: { env?: Record<string, string | undefined>; databaseUrl?: string; dataDir?: string } = {},
): Promise<AuthTestApp> {
  let keys: SigningKeys | undefined;
  const t = await startServiceTestApp({
    service: 'auth',
    template: true,
    env: {
      LOGIN_MAX_FAILURES_PER_IDENTIFIER: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      RATE_LIMIT_SCALE: '1000',
      // The kit's test app drops only the fresh database it named, never one given here.
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    module: async (env) => {
      const built = await createAuthApp({ env, messaging: FAST_TEST_MESSAGING });
      keys = built.keys;
      return { module: built.AppModule, env: built.env };
    },
  });
  // The kit's bearer() signs with test keys svc-auth does not trust: leave it out.
  const { bearer: _untrusted, keys: _testKeys, ...rest } = t;
  return { ...rest, keys: keys! };
}
