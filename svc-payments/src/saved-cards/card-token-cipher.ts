// PayHere's customer tokens at rest (ADR 0053): AES-256-GCM with node:crypto. A token is what charges a saved card, so
// it is a secret of the same weight as the card: sealed before it reaches the database, opened only to charge, never
// logged and never answered by a route.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecretFile } from '@vetnow/service-kit/config';

/** The injection token of the one {@link CardTokenCipher} of svc-payments. */
export const CARD_TOKEN_CIPHER = Symbol('vetnow.card-token-cipher');

/** CARD_TOKEN_KEY: base64 of 32 random bytes (`openssl rand -base64 32`). */
export const CARD_TOKEN_KEY_ENV = 'CARD_TOKEN_KEY';
/** Where the key is made once when CARD_TOKEN_KEY is not set: DATA_DIR/payments/card-token.key (0600). */
export const CARD_TOKEN_KEY_FILE = join('payments', 'card-token.key');

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CardTokenKeyError extends Error {
  override readonly name = 'CardTokenKeyError';
}

/** A base64 key → its 32 bytes; throws naming `origin`, never the value. */
export function parseCardTokenKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (bytes.length !== 32) throw new CardTokenKeyError(`${origin} must be base64 of 32 bytes (e.g. openssl rand -base64 32)`);
  return bytes;
}

/** The associated data of an owner's token: a sealed token moved to another owner's card does not open. */
function associatedData(ownerId: string): Buffer {
  return Buffer.from(`vetnow/saved-card-token/${VERSION}/${ownerId.toLowerCase()}`, 'utf8');
}

/**
 * Seals and opens customer tokens with one 256-bit key. `seal` answers `v1:` + base64(iv ‖ tag ‖ ciphertext), a fresh
 * 96-bit iv each time; `open` answers null for anything that does not authenticate (another key, another owner, a
 * changed byte) — the caller then asks the owner to add the card again.
 */
export class CardTokenCipher {
  /** A short fingerprint of the key (not the key): stored beside each token, so a changed key is recognised. */
  readonly keyId: string;

  constructor(
    private readonly key: Buffer,
    readonly source: 'env' | 'file' | 'generated',
  ) {
    if (key.length !== 32) throw new CardTokenKeyError('the card token key must be 32 bytes');
    this.keyId = createHash('sha256').update('vetnow card-token key id\0').update(key).digest('hex').slice(0, 16);
  }

  seal(token: string, ownerId: string): string {
    if (!token) throw new TypeError('nothing to seal');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(ownerId));
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  open(sealed: string, ownerId: string): string | null {
    const [version, body, ...rest] = sealed.split(':');
    if (version !== VERSION || body === undefined || rest.length > 0) return null;
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(ownerId));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The key file, made once: 32 random bytes written (base64) to a private temp file (0600) and hard-linked into place,
 * which fails if another copy of svc-payments got there first — that copy's key is then read back, so concurrent first
 * starts agree on one key (as svc-auth's signing keys do).
 */
async function loadOrCreateKeyFile(dataDir: string): Promise<{ key: Buffer; created: boolean }> {
  const target = join(dataDir, CARD_TOKEN_KEY_FILE);
  const { text, created } = await readOrCreateSecretFile(target, () => `${randomBytes(32).toString('base64')}\n`);
  return { key: parseCardTokenKey(text, target), created };
}

/** The cipher: CARD_TOKEN_KEY when set, else the key of DATA_DIR/payments/card-token.key (made at the first start). */
export async function loadCardTokenCipher(options: { envKey?: string | undefined; dataDir: string }): Promise<CardTokenCipher> {
  const envKey = options.envKey?.trim();
  if (envKey) return new CardTokenCipher(parseCardTokenKey(envKey, CARD_TOKEN_KEY_ENV), 'env');
  const { key, created } = await loadOrCreateKeyFile(options.dataDir);
  return new CardTokenCipher(key, created ? 'generated' : 'file');
}
