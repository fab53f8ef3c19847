// Forged and broken access tokens for the token-attack suite. Each is something a verifier must refuse.
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@vetnow/contracts/auth-claims';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export function decodePayload(token: string): JWTPayload & Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JWTPayload & Record<string, unknown>;
}

function hs256(payload: object, secret: string | Buffer): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

function unsigned(payload: object, alg: string): string {
  return `${b64url(JSON.stringify({ alg, typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.`;
}

/** Signs claims with an Ed25519 key the way svc-auth does, with any iss/aud/exp (exp undefined: none). */
export async function signEd25519(
  key: KeyObject,
  claims: Record<string, unknown>,
  { issuer = TOKEN_ISSUER, audience = TOKEN_AUDIENCE, expiresAt }: { issuer?: string; audience?: string; expiresAt?: number | null } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { iss: _iss, aud: _aud, exp: _exp, iat: _iat, nbf: _nbf, ...rest } = claims;
  let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).setIssuer(issuer).setAudience(audience);
  if (expiresAt !== null) {
    const exp = expiresAt ?? now + 3600;
    jwt = jwt.setIssuedAt(Math.min(now, exp - 60)).setExpirationTime(exp);
  } else {
    jwt = jwt.setIssuedAt(now);
  }
  return jwt.sign(key);
}

export interface TokenAttack {
  readonly name: string;
  readonly authorization: string;
}

/**
 * Every attack on a target whose legitimate caller holds `realToken`. `claims` is what the forged tokens claim
 * (the legitimate caller's claims, or a more powerful role); `authPrivateKeyPem` is svc-auth's real signing key
 * (used for tokens that are correctly signed but expired or for another issuer or audience);
 * `publicJwk` is svc-auth's published key.
 */
export async function tokenAttacks(options: {
  realToken: string;
  claims: Record<string, unknown>;
  authPrivateKeyPem: string;
  publicJwk: { x: string; kty: string; crv: string };
}): Promise<TokenAttack[]> {
  const { realToken, claims, authPrivateKeyPem, publicJwk } = options;
  const now = Math.floor(Date.now() / 1000);
  const full = { ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 3600 };
  const publicPem = createPublicKey({ key: publicJwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  const realKey = createPrivateKey(authPrivateKeyPem);
  const otherKey = generateKeyPairSync('ed25519').privateKey;
  const [head, , sig] = realToken.split('.');
  const bearer = (t: string) => `Bearer ${t}`;
  return [
    { name: 'alg none', authorization: bearer(unsigned(full, 'none')) },
    { name: 'alg NONE', authorization: bearer(unsigned(full, 'NONE')) },
    { name: 'HS256 signed with the public key (PEM)', authorization: bearer(hs256(full, publicPem)) },
    { name: 'HS256 signed with the public key (raw bytes)', authorization: bearer(hs256(full, Buffer.from(publicJwk.x, 'base64url'))) },
    { name: 'HS256 signed with the public key (JWK x text)', authorization: bearer(hs256(full, publicJwk.x)) },
    { name: 'expired (real key)', authorization: bearer(await signEd25519(realKey, claims, { expiresAt: now - 3600 })) },
    { name: 'no exp (real key)', authorization: bearer(await signEd25519(realKey, claims, { expiresAt: null })) },
    { name: 'wrong iss (real key)', authorization: bearer(await signEd25519(realKey, claims, { issuer: 'evil-auth' })) },
    { name: 'wrong aud (real key)', authorization: bearer(await signEd25519(realKey, claims, { audience: 'someone-else' })) },
    { name: 'tampered payload, original signature', authorization: bearer(`${head}.${b64url(JSON.stringify({ ...decodePayload(realToken), ...claims }))}.${sig}`) },
    { name: 'signed by another Ed25519 key', authorization: bearer(await signEd25519(otherKey, claims)) },
    { name: 'garbage', authorization: bearer('garbage') },
    { name: 'three random parts', authorization: bearer(`${b64url('{"alg":"EdDSA"}')}.${b64url('{}')}.${b64url('x'.repeat(64))}`) },
    { name: 'token without signature', authorization: bearer(`${head}.${b64url(JSON.stringify(full))}`) },
    { name: 'real token with its signature cut', authorization: bearer(realToken.slice(0, -4)) },
    { name: 'real token in a Basic header', authorization: `Basic ${realToken}` },
  ];
}
