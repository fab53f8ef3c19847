import { exportSPKI, exportPKCS8, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from '@vetnow/contracts/auth-claims';

export interface SignOptions {
  /** `exp` as seconds from now (negative: already expired) or a jose time span ('1h'). Default '1h'. */
  expiresIn?: number | string;
  issuer?: string;
  audience?: string;
  /** Extra or overriding payload fields. */
  extra?: JWTPayload;
}

export interface TestKeys {
  readonly publicKeyPem: string;
  readonly privateKeyPem: string;
  /** A token as svc-auth signs it (EdDSA, iss 'vetnow-auth', aud 'vetnow'). */
  sign(claims: TokenClaims, options?: SignOptions): Promise<string>;
}

/** A fresh Ed25519 key pair and a signer, for tests of anything that verifies tokens. */
export async function createTestKeys(): Promise<TestKeys> {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const publicKeyPem = await exportSPKI(publicKey);
  const privateKeyPem = await exportPKCS8(privateKey);
  return {
    publicKeyPem,
    privateKeyPem,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const exp = options.expiresIn ?? '1h';
      return new SignJWT({ ...claims, ...options.extra })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(options.issuer ?? TOKEN_ISSUER)
        .setAudience(options.audience ?? TOKEN_AUDIENCE)
        .setIssuedAt(typeof exp === 'number' && exp < 0 ? now + exp - 60 : now)
        .setExpirationTime(typeof exp === 'number' ? now + exp : exp)
        .sign(privateKey);
    },
  };
}
