import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@vetnow/contracts/auth-claims';
import { loadSigningKeys } from './signing-keys.js';
import { TokenSigner } from './token-signer.js';

describe('TokenSigner', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-auth-tok-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('signs EdDSA tokens with kid, iss, aud, exp that verify against the public JWKS only', async () => {
    const keys = await loadSigningKeys({ dataDir });
    const token = await new TokenSigner(keys).sign({
      sub: 'abc',
      role: 'user',
      email: 'a@b.lk',
      name: 'A B',
    });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' });
    const jwks = createLocalJWKSet({ keys: [keys.publicJwk] });
    const { payload } = await jwtVerify(token, jwks, {
      issuer: 'vetnow-auth',
      audience: 'vetnow',
      algorithms: ['EdDSA'],
    });
    expect(payload).toMatchObject({ sub: 'abc', role: 'user', email: 'a@b.lk', name: 'A B' });
    expect(payload.exp! - payload.iat!).toBeCloseTo(TOKEN_TTL_SECONDS, 3);
    expect(TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(Math.abs(payload.iat! * 1000 - Date.now())).toBeLessThan(5000);
  });

  it('a token signed by another key does not verify', async () => {
    const other = await loadSigningKeys({ dataDir: join(dataDir, 'other') });
    const mine = await loadSigningKeys({ dataDir });
    const token = await new TokenSigner(other).sign({ sub: 'x', role: 'admin', email: 'x@y.lk', name: 'X' });
    const jwks = createLocalJWKSet({ keys: [{ ...mine.publicJwk, kid: other.kid }] });
    await expect(jwtVerify(token, jwks, { issuer: 'vetnow-auth', audience: 'vetnow' })).rejects.toThrow();
  });
});
