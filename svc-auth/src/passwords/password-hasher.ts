import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * OWASP's argon2id profile (m=19 MiB, t=2, p=1). `Algorithm` is an ambient const enum, which
 * `isolatedModules` cannot read: 2 is `Algorithm.Argon2id`.
 */
export const ARGON2ID_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A valid argon2id hash of a random secret nobody knows; verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID(), ARGON2ID_OPTIONS);
  return dummyHash;
}

/** Hashes a password with argon2id. The result never leaves svc-auth. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/**
 * Checks `password` against `passwordHash`. With no hash (unknown account) it still runs one argon2id
 * verification against a dummy hash, so the answer time does not reveal whether the account exists.
 * A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Warms the dummy hash at boot so the first unknown-account sign-in is not faster than the others. */
export async function warmPasswordHasher(): Promise<void> {
  await getDummyHash();
}
