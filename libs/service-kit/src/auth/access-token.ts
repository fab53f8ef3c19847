import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { createRemoteJWKSet, errors as joseErrors, importSPKI, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  tokenClaimsSchema,
  type TokenClaims,
} from '@vetnow/contracts/auth-claims';

/** Where verifiers get the signer's public key: a key-getter as `jose.jwtVerify` takes it. */
export type AccessTokenKeySource = JWTVerifyGetKey;

/**
 * Key source from configuration: the PEM public key when given (imported once, lazily), else the JWKS of
 * svc-auth fetched on first use and cached by jose — so a service boots even while svc-auth is down.
 */
export function createKeySource(config: { jwtPublicKey?: string; jwksUrl: string }): AccessTokenKeySource {
  if (config.jwtPublicKey) {
    const pem = config.jwtPublicKey;
    let key: ReturnType<typeof importSPKI> | undefined;
    return async () => {
      key ??= importSPKI(pem, TOKEN_ALGORITHM).catch((err: unknown) => {
        key = undefined;
        throw err;
      });
      return key;
    };
  }
  return createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 3000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
}

export type AccessTokenFailure = 'missing' | 'invalid' | 'expired' | 'unavailable';

/** Why a token was refused. `unavailable`: the key could not be fetched (svc-auth down), not the token's fault. */
export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
  constructor(
    readonly reason: AccessTokenFailure,
    options?: { cause?: unknown },
  ) {
    super(`access token ${reason}`, options);
  }
}

/**
 * Verifies a VetNow access token: EdDSA only (no `none`, no HMAC), issuer and audience pinned, `exp`
 * required, claims parsed with the contracts' schema. Throws {@link AccessTokenError}.
 */
export async function verifyAccessToken(token: string | undefined, keySource: AccessTokenKeySource): Promise<TokenClaims> {
  return (await verifyAccessTokenIssued(token, keySource)).claims;
}

/**
 * {@link verifyAccessToken}, plus the token's `iat` (seconds, may be fractional; undefined when absent): the
 * guard refuses tokens issued before the subject's sessions were ended (ADR 0012).
 */
export interface VerifiedToken {
  readonly claims: TokenClaims;
  /** `iat` in seconds (may be fractional), when present. */
  readonly issuedAt: number | undefined;
  /** `exp` in seconds. */
  readonly expiresAt: number;
}

export async function verifyAccessTokenIssued(token: string | undefined, keySource: AccessTokenKeySource): Promise<VerifiedToken> {
  if (!token) throw new AccessTokenError('missing');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keySource, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: 5,
    }));
  } catch (err) {
    throw new AccessTokenError(classify(err), { cause: err });
  }
  const claims = tokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new AccessTokenError('invalid', { cause: claims.error });
  const { iat, exp } = payload as { iat?: unknown; exp: number };
  return { claims: claims.data, issuedAt: typeof iat === 'number' ? iat : undefined, expiresAt: exp };
}

/**
 * Tokens this process has verified, by the SHA-256 of the token, until their `exp` (issue 14: the signature check
 * was a tenth of a booking's CPU, and a session sends the same token for up to 15 minutes). Only successful
 * verifications are kept, at most `max` of them (least recently used go first). What is checked on every request
 * stays on every request: the revocation of the subject's sessions and the roles (the guard).
 */
export class VerifiedTokens {
  private readonly cache: LRUCache<string, VerifiedToken>;

  constructor(
    private readonly keySource: AccessTokenKeySource,
    max = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new LRUCache<string, VerifiedToken>({ max });
  }

  async verify(token: string | undefined): Promise<VerifiedToken> {
    if (!token) throw new AccessTokenError('missing');
    const key = createHash('sha256').update(token).digest('base64url');
    const known = this.cache.get(key);
    if (known) {
      if (known.expiresAt * 1000 > this.now()) return known;
      this.cache.delete(key);
    }
    const verified = await verifyAccessTokenIssued(token, this.keySource);
    if (verified.expiresAt * 1000 > this.now()) this.cache.set(key, verified);
    return verified;
  }
}

function classify(err: unknown): AccessTokenFailure {
  if (err instanceof joseErrors.JWTExpired) return 'expired';
  if (err instanceof joseErrors.JWKSTimeout) return 'unavailable';
  if (err instanceof joseErrors.JOSEError) return 'invalid';
  // Anything else came from fetching the JWKS (connection refused, bad HTTP status, bad JSON…).
  return 'unavailable';
}

/** The token of an `Authorization: Bearer <token>` header, else undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
