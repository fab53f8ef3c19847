import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { chmod, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { TOKEN_ALGORITHM } from '@vetnow/contracts/auth-claims';
import { readOrCreateSecretFile } from '@vetnow/service-kit/config';

/** The token signer's key pair, its key id and its public JWK as served at /.well-known/jwks.json. */
export interface SigningKeys {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly kid: string;
  /** Public only: {kty, crv, x, kid, alg, use}. */
  readonly publicJwk: JWK;
  /** PEM (SPKI) of the public key, for JWT_PUBLIC_KEY in other services. */
  readonly publicKeyPem: string;
  readonly source: 'env' | 'file' | 'generated';
}

export class SigningKeyError extends Error {
  override readonly name = 'SigningKeyError';
}

export const PRIVATE_KEY_FILE = 'jwt-ed25519-private.pem';
export const PUBLIC_KEY_FILE = 'jwt-ed25519-public.pem';

function parsePrivateKey(pem: string, origin: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem.replace(/\\n/g, '\n'), format: 'pem' });
  } catch {
    throw new SigningKeyError(`${origin} is not a PEM private key`);
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError(
      `${origin} must be an Ed25519 key (PKCS8 PEM), got ${key.asymmetricKeyType ?? 'unknown'}`,
    );
  }
  return key;
}

async function describe(privateKey: KeyObject, source: SigningKeys['source']): Promise<SigningKeys> {
  const publicKey = createPublicKey(privateKey);
  const { kty, crv, x } = publicKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: kty!, crv: crv!, x: x! }, 'sha256');
  return {
    privateKey,
    publicKey,
    kid,
    publicJwk: { kty, crv, x, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    source,
  };
}

/**
 * Creates `${keysDir}/jwt-ed25519-private.pem` once, atomically: the key is written to a private temp
 * file (mode 0600) and hard-linked into place, which fails if another process got there first — then
 * that process's key wins and is read back. Concurrent first starts therefore agree on one pair.
 */
async function loadOrCreateKeyFile(keysDir: string): Promise<{ key: KeyObject; created: boolean }> {
  const target = join(keysDir, PRIVATE_KEY_FILE);
  const { text, created } = await readOrCreateSecretFile(target, () =>
    generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  );
  return { key: parsePrivateKey(text, target), created };
}

/** Writes the derived public key beside the private one (convenience for JWT_PUBLIC_KEY); atomic rename. */
async function writePublicKeyFile(keysDir: string, pem: string): Promise<void> {
  const tmp = join(keysDir, `.${PUBLIC_KEY_FILE}.${process.pid}.${randomUUID()}.tmp`);
  await writeFile(tmp, pem, { mode: 0o644 });
  await rename(tmp, join(keysDir, PUBLIC_KEY_FILE));
}

/**
 * The signing key pair: from `privateKeyPem` (env JWT_PRIVATE_KEY, PKCS8 PEM; literal `\n` allowed) when
 * given, else from `${dataDir}/keys/`, generated there at first start.
 */
export async function loadSigningKeys(options: {
  privateKeyPem?: string;
  dataDir: string;
}): Promise<SigningKeys> {
  if (options.privateKeyPem) {
    return describe(parsePrivateKey(options.privateKeyPem, 'JWT_PRIVATE_KEY'), 'env');
  }
  const keysDir = join(options.dataDir, 'keys');
  const { key, created } = await loadOrCreateKeyFile(keysDir);
  await chmod(join(keysDir, PRIVATE_KEY_FILE), 0o600).catch(() => undefined);
  const keys = await describe(key, created ? 'generated' : 'file');
  await writePublicKeyFile(keysDir, keys.publicKeyPem);
  return keys;
}
