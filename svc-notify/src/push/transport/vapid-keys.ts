import { join } from 'node:path';
import { readOrCreateSecretFile } from '@vetnow/service-kit/config';
import webpush from 'web-push';
import type { VapidKeys } from '../config/push-config.js';

/** Where the VAPID key pair is made once when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set (0600). */
export const VAPID_KEY_FILE = join('notify', 'vapid.json');

export class VapidKeyError extends Error {
  override readonly name = 'VapidKeyError';
}

function parseKeyFile(text: string, origin: string): VapidKeys {
  try {
    const { publicKey, privateKey } = JSON.parse(text) as Partial<VapidKeys>;
    if (typeof publicKey === 'string' && /^[A-Za-z0-9_-]{87}$/.test(publicKey) && typeof privateKey === 'string' && /^[A-Za-z0-9_-]{43}$/.test(privateKey)) {
      return { publicKey, privateKey };
    }
  } catch {
    // below
  }
  throw new VapidKeyError(`${origin} does not hold a VAPID key pair (delete it to make a new one: every browser must then turn push on again)`);
}

/**
 * The key pair file, made once: written to a private temp file and hard-linked into place, which fails when another
 * copy of svc-notify got there first — that copy's pair is then read back, so concurrent first starts agree (as the
 * card token key of svc-payments does).
 */
async function loadOrCreate(dataDir: string): Promise<{ keys: VapidKeys; created: boolean }> {
  const target = join(dataDir, VAPID_KEY_FILE);
  const { text, created } = await readOrCreateSecretFile(target, () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return `${JSON.stringify({ publicKey, privateKey })}\n`;
  });
  return { keys: parseKeyFile(text, target), created };
}

/** The VAPID keys: the configured pair, else DATA_DIR/notify/vapid.json (made at the first start). */
export async function loadVapidKeys(options: { configured?: VapidKeys | undefined; dataDir: string }): Promise<{ keys: VapidKeys; source: 'env' | 'file' | 'generated' }> {
  if (options.configured) return { keys: options.configured, source: 'env' };
  const { keys, created } = await loadOrCreate(options.dataDir);
  return { keys, source: created ? 'generated' : 'file' };
}
