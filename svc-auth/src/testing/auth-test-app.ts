import {
  FAST_TEST_MESSAGING,
  type ServiceTestApp,
  startServiceTestApp,
  type TestDbKind,
} from '@vetnow/service-kit/testing/service-test-app';
import { createAuthApp } from '../app.module.js';
import type { SigningKeys } from '../keys/signing-keys.js';

export { waitFor } from '@vetnow/service-kit/testing/service-test-app';
export type DbKind = TestDbKind;

/** The kit's service test app, with svc-auth's own signing keys (the ones its tokens are signed and verified with). */
export type AuthTestApp = Omit<ServiceTestApp, 'keys' | 'bearer'> & { readonly keys: SigningKeys };

/**
 * A complete svc-auth on a fresh database (a unique PostgreSQL database or PGlite in a temp dir), a unique
 * NATS stream and subject prefix, and a temp DATA_DIR for its keys. Logs are captured at `debug`.
 */
export async function startAuthTestApp(
  options: { db?: DbKind; env?: Record<string, string | undefined> } = {},
): Promise<AuthTestApp> {
  let keys: SigningKeys | undefined;
  const t = await startServiceTestApp({
    service: 'auth',
    ...(options.db ? { db: options.db } : {}),
    ...(options.env ? { env: options.env } : {}),
    module: async (env) => {
      const built = await createAuthApp({ env, messaging: FAST_TEST_MESSAGING });
      keys = built.keys;
      return { module: built.AppModule, env: built.env };
    },
  });
  const { bearer: _testKeysBearer, keys: _testKeys, ...rest } = t;
  return { ...rest, keys: keys! };
}
