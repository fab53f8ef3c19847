import { SignJWT } from 'jose';
import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TTL_SECONDS,
  type TokenClaims,
} from '@vetnow/contracts/auth-claims';
import type { SigningKeys } from './signing-keys.js';

/**
 * Signs VetNow access tokens: EdDSA with the service's key, `kid` in the header, iss/aud from contracts, a
 * short lifetime (ACCESS_TOKEN_TTL_SECONDS, ADR 0012). `iat` carries milliseconds (a NumericDate may be
 * fractional) so "tokens issued before this password change" is exact, also within one second.
 */
export class TokenSigner {
  constructor(
    private readonly keys: SigningKeys,
    readonly ttlSeconds: number = TOKEN_TTL_SECONDS,
  ) {}

  sign(claims: TokenClaims, now: number = Date.now()): Promise<string> {
    const { sub, role, email, name, sid } = claims;
    const iat = now / 1000;
    return new SignJWT({ role, email, name, ...(sid ? { sid } : {}) })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: this.keys.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.keys.privateKey);
  }
}
