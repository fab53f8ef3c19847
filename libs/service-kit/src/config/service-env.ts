import { AsyncLocalStorage } from 'node:async_hooks';

type Env = Record<string, string | undefined>;
const storage = new AsyncLocalStorage<Env>();

/**
 * Runs `fn` with `env` as the environment the kit's config reads (instead of `process.env`). Used by
 * `createServiceApp(…, { env })`, so tests can boot several apps with different settings in one process.
 */
export function runWithServiceEnv<T>(env: Env | undefined, fn: () => T): T {
  return env ? storage.run(env, fn) : fn();
}

/** The environment for the service being created: the one given to `createServiceApp`, else `process.env`. */
export function currentServiceEnv(): Env {
  return storage.getStore() ?? process.env;
}
