import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPaymentsConfig } from '../provider/payments-config.js';
import { CARD_TOKEN_KEY_FILE, CardTokenCipher, CardTokenKeyError, loadCardTokenCipher, parseCardTokenKey } from './card-token-cipher.js';

const TOKEN = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const OWNER = randomUUID();

describe('CardTokenCipher (AES-256-GCM, node:crypto)', () => {
  const cipher = new CardTokenCipher(randomBytes(32), 'env');

  it('seals a customer token as v1:base64(iv, tag, ciphertext) — never the token itself — and opens it for its owner only', () => {
    const sealed = cipher.seal(TOKEN, OWNER);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/]+={0,2}$/);
    expect(sealed).not.toContain(TOKEN);
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain(TOKEN);
    expect(Buffer.from(sealed.slice(3), 'base64')).toHaveLength(12 + 16 + TOKEN.length);
    expect(cipher.open(sealed, OWNER)).toBe(TOKEN);
    expect(cipher.open(sealed, OWNER.toUpperCase())).toBe(TOKEN);
    expect(cipher.open(sealed, randomUUID())).toBeNull();
  });

  it('a fresh iv each time: the same token seals differently', () => {
    expect(cipher.seal(TOKEN, OWNER)).not.toBe(cipher.seal(TOKEN, OWNER));
  });

  it('anything changed, or another key, does not open (null, never a throw)', () => {
    const sealed = cipher.seal(TOKEN, OWNER);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const i of [0, 12, 28, bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[i] = flipped[i]! ^ 1;
      expect(cipher.open(`v1:${flipped.toString('base64')}`, OWNER)).toBeNull();
    }
    expect(new CardTokenCipher(randomBytes(32), 'env').open(sealed, OWNER)).toBeNull();
    for (const junk of ['', 'v1:', 'v2:' + sealed.slice(3), sealed + ':x', 'v1:AAAA', TOKEN]) expect(cipher.open(junk, OWNER)).toBeNull();
  });

  it('names each key by a fingerprint that is not the key', () => {
    const key = randomBytes(32);
    const a = new CardTokenCipher(key, 'env');
    expect(a.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(new CardTokenCipher(Buffer.from(key), 'file').keyId).toBe(a.keyId);
    expect(new CardTokenCipher(randomBytes(32), 'env').keyId).not.toBe(a.keyId);
    expect(key.toString('hex')).not.toContain(a.keyId);
  });
});

describe('the card token key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vetnow-card-key-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('CARD_TOKEN_KEY (base64 of 32 bytes) is used as it is; no file is made', async () => {
    const key = randomBytes(32);
    const c = await loadCardTokenCipher({ envKey: key.toString('base64'), dataDir });
    expect(c.source).toBe('env');
    expect(c.keyId).toBe(new CardTokenCipher(key, 'env').keyId);
    await expect(stat(join(dataDir, CARD_TOKEN_KEY_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('unset: made once in DATA_DIR/payments/card-token.key (mode 0600, its folder 0700), then read back by every start', async () => {
    const first = await loadCardTokenCipher({ envKey: undefined, dataDir });
    expect(first.source).toBe('generated');
    const file = join(dataDir, CARD_TOKEN_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'payments'))).mode & 0o777).toBe(0o700);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);

    const sealed = first.seal(TOKEN, OWNER);
    const again = await loadCardTokenCipher({ envKey: '  ', dataDir });
    expect(again.source).toBe('file');
    expect(again.keyId).toBe(first.keyId);
    expect(again.open(sealed, OWNER)).toBe(TOKEN);
  });

  it('concurrent first starts agree on one key', async () => {
    const ciphers = await Promise.all([1, 2, 3, 4].map(() => loadCardTokenCipher({ dataDir })));
    expect(new Set(ciphers.map((c) => c.keyId)).size).toBe(1);
    expect(ciphers.filter((c) => c.source === 'generated')).toHaveLength(1);
  });

  it('a key that is not 32 bytes of base64 is refused naming where it came from, never its value', async () => {
    const short = randomBytes(16).toString('base64');
    expect(() => parseCardTokenKey(short, 'CARD_TOKEN_KEY')).toThrow(new CardTokenKeyError('CARD_TOKEN_KEY must be base64 of 32 bytes (e.g. openssl rand -base64 32)'));
    expect(() => parseCardTokenKey('not base64!', 'CARD_TOKEN_KEY')).toThrow(CardTokenKeyError);
    await expect(loadCardTokenCipher({ envKey: short, dataDir })).rejects.toThrow(/CARD_TOKEN_KEY must be base64 of 32 bytes/);

    let message = '';
    try {
      loadPaymentsConfig({ CARD_TOKEN_KEY: short });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('CARD_TOKEN_KEY must be base64 of 32 bytes');
    expect(message).not.toContain(short);
    expect(() => loadPaymentsConfig({ CARD_TOKEN_KEY: randomBytes(32).toString('base64') })).not.toThrow();
  });
});
