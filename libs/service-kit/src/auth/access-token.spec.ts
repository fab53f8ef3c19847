import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, importSPKI } from 'jose';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { createTestKeys, type TestKeys } from '../testing/test-keys.js';
import { AccessTokenError, bearerToken, createKeySource, verifyAccessToken, VerifiedTokens, type AccessTokenKeySource } from './access-token.js';


const claims: TokenClaims = { sub: 'acc-1', role: 'doctor', email: 'd@example.com', name: 'Dr. A' };

async function reason(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AccessTokenError)) throw new Error(`expected an AccessTokenError, got ${String(err)}`);
  return err.reason;
}

describe('verifyAccessToken with a PEM public key', () => {
  let keys: TestKeys;
  beforeAll(async () => {
    keys = await createTestKeys();
  });

  it('returns the claims of a good token, and classifies failures', async () => {
    const source = createKeySource({ jwtPublicKey: keys.publicKeyPem, jwksUrl: 'http://127.0.0.1:1/unused' });
    await expect(verifyAccessToken(await keys.sign(claims), source)).resolves.toEqual(claims);
    expect(await reason(verifyAccessToken(undefined, source))).toBe('missing');
    expect(await reason(verifyAccessToken('not.a.jwt', source))).toBe('invalid');
    expect(await reason(verifyAccessToken(await keys.sign(claims, { expiresIn: -60 }), source))).toBe('expired');
    expect(await reason(verifyAccessToken(await keys.sign(claims, { issuer: 'x' }), source))).toBe('invalid');
  });
});

describe('verifyAccessToken with the JWKS of svc-auth', () => {
  let keys: TestKeys;
  let server: Server;
  let jwksUrl: string;
  let fetches = 0;

  beforeAll(async () => {
    keys = await createTestKeys();
    const jwk = { ...(await exportJWK(await importSPKI(keys.publicKeyPem, 'EdDSA', { extractable: true }))), alg: 'EdDSA', use: 'sig', kid: 'k1' };
    server = createServer((req, res) => {
      fetches++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('fetches the key set lazily, caches it, and verifies', async () => {
    const source = createKeySource({ jwksUrl });
    expect(fetches).toBe(0); // nothing fetched at creation: services boot while auth is down
    const token = await keys.sign(claims);
    await expect(verifyAccessToken(token, source)).resolves.toEqual(claims);
    await expect(verifyAccessToken(token, source)).resolves.toEqual(claims);
    expect(fetches).toBe(1);
    const stranger = await createTestKeys();
    expect(await reason(verifyAccessToken(await stranger.sign(claims), source))).toBe('invalid');
  });

  it('reports unavailable (not invalid) when the key set cannot be fetched', async () => {
    const source = createKeySource({ jwksUrl: 'http://127.0.0.1:1/.well-known/jwks.json' });
    expect(await reason(verifyAccessToken(await keys.sign(claims), source))).toBe('unavailable');
  });
});

describe('bearerToken', () => {
  it('reads only Bearer credentials', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('VerifiedTokens: a token verified once is not verified again until it expires', () => {
  let keys: TestKeys;
  let lookups: number;
  let source: AccessTokenKeySource;
  beforeAll(async () => {
    keys = await createTestKeys();
    const inner = createKeySource({ jwtPublicKey: keys.publicKeyPem, jwksUrl: 'http://127.0.0.1:1/unused' });
    source = async (header, token) => {
      lookups += 1;
      return inner(header, token);
    };
  });
  beforeEach(() => {
    lookups = 0;
  });

  it('answers a repeated token from memory, each token by itself', async () => {
    const tokens = new VerifiedTokens(source);
    const a = await keys.sign(claims, { expiresIn: '15m' });
    const b = await keys.sign({ ...claims, sub: 'acc-2' }, { expiresIn: '15m' });
    expect((await tokens.verify(a)).claims).toEqual(claims);
    expect((await tokens.verify(a)).claims).toEqual(claims);
    expect(lookups).toBe(1);
    expect((await tokens.verify(b)).claims.sub).toBe('acc-2');
    expect(lookups).toBe(2);
  });

  it('verifies again once the token has expired, and then refuses it', async () => {
    let now = Date.now();
    const tokens = new VerifiedTokens(source, 100, () => now);
    const token = await keys.sign(claims, { expiresIn: '10s' });
    const { expiresAt } = await tokens.verify(token);
    now = expiresAt * 1000 + 1; // past exp: the memory no longer answers
    await tokens.verify(token).catch(() => undefined); // jose's own clock (5 s tolerance) still accepts it here
    expect(lookups).toBe(2);
  });

  it('never keeps a refused token: a tampered one is refused every time', async () => {
    const tokens = new VerifiedTokens(source);
    const good = await keys.sign(claims);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(tampered.split('.')[1]);
    expect(await reason(tokens.verify(tampered))).toBe('invalid');
    expect(await reason(tokens.verify(tampered))).toBe('invalid');
    expect(lookups).toBe(2);
    expect(await reason(tokens.verify(undefined))).toBe('missing');
  });

  it('holds at most `max` tokens, dropping the least recently used', async () => {
    const tokens = new VerifiedTokens(source, 2);
    const [t1, t2, t3] = await Promise.all(['a', 'b', 'c'].map((sub) => keys.sign({ ...claims, sub })));
    for (const t of [t1, t2, t3]) await tokens.verify(t);
    expect(lookups).toBe(3);
    await tokens.verify(t3);
    await tokens.verify(t2);
    expect(lookups).toBe(3);
    await tokens.verify(t1); // dropped when t3 came in
    expect(lookups).toBe(4);
  });
});
