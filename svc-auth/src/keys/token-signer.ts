import { SignJWT } from 'jose';
import {
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TTL_SECONDS,
  type TokenClaims,
} from '@vetnow/contracts/auth-claims';
import type { SigningKeys } from './signing-keys.js';

/** Signs VetNow access tokens: EdDSA with the service's key, `kid` in the header, iss/aud/exp from contracts. */
export class TokenSigner {
  constructor(private readonly keys: SigningKeys) {}

  sign(claims: TokenClaims): Promise<string> {
    const { sub, role, email, name } = claims;
    return new SignJWT({ role, email, name })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: this.keys.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.keys.privateKey);
  }
}
