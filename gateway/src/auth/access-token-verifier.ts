import { createRemoteJWKSet, importSPKI, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, tokenClaimsSchema } from '@vetnow/contracts/auth-claims';
import type { AccessTokenVerifier } from '../composition/admin.guard.js';

// TEMPORARY: replace with the service kit's verifyAccessToken when libs/service-kit/src/auth lands.
export function accessTokenVerifier(env: Readonly<Record<string, string | undefined>>, authUrl: string): AccessTokenVerifier {
  const pem = env.JWT_PUBLIC_KEY?.trim().replace(/\\n/g, '\n');
  const key: ReturnType<typeof importSPKI> | JWTVerifyGetKey = pem
    ? importSPKI(pem, TOKEN_ALGORITHM)
    : createRemoteJWKSet(new URL(env.JWKS_URL?.trim() || `${authUrl}/.well-known/jwks.json`));
  return async (token) => {
    const options = { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: [TOKEN_ALGORITHM] };
    const { payload } = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, await key, options);
    return tokenClaimsSchema.parse(payload);
  };
}
