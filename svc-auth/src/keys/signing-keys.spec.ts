import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSigningKeys, PRIVATE_KEY_FILE, PUBLIC_KEY_FILE, SigningKeyError } from './signing-keys.js';

describe('loadSigningKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'svc-auth-keys-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a pair once, private file 0600, and loads the same pair on the next start', async () => {
    const first = await loadSigningKeys({ dataDir });
    expect(first.source).toBe('generated');
    const mode = (await stat(join(dataDir, 'keys', PRIVATE_KEY_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(await readFile(join(dataDir, 'keys', PUBLIC_KEY_FILE), 'utf8')).toBe(first.publicKeyPem);

    const second = await loadSigningKeys({ dataDir });
    expect(second.source).toBe('file');
    expect(second.kid).toBe(first.kid);
    expect(second.publicJwk).toEqual(first.publicJwk);
  });

  it('concurrent first starts agree on one pair and leave no temp files', async () => {
    const all = await Promise.all(Array.from({ length: 8 }, () => loadSigningKeys({ dataDir })));
    expect(new Set(all.map((k) => k.kid)).size).toBe(1);
    expect(all.filter((k) => k.source === 'generated')).toHaveLength(1);
    expect((await readdir(join(dataDir, 'keys'))).sort()).toEqual([PRIVATE_KEY_FILE, PUBLIC_KEY_FILE].sort());
  });

  it('uses JWT_PRIVATE_KEY when given (literal \\n accepted) and writes no file', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const keys = await loadSigningKeys({ dataDir, privateKeyPem: pem.replace(/\n/g, '\\n') });
    expect(keys.source).toBe('env');
    expect(keys.publicJwk).toMatchObject({
      kty: 'OKP',
      crv: 'Ed25519',
      alg: 'EdDSA',
      use: 'sig',
      kid: keys.kid,
    });
    expect(keys.publicJwk).not.toHaveProperty('d');
    await expect(readdir(join(dataDir, 'keys'))).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519 or not a key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    await expect(loadSigningKeys({ dataDir, privateKeyPem: rsa.toString() })).rejects.toThrow(
      SigningKeyError,
    );
    await expect(loadSigningKeys({ dataDir, privateKeyPem: 'nope' })).rejects.toThrow(/JWT_PRIVATE_KEY/);
  });
});
