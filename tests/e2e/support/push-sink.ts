import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHttpSink } from './http-sink';

/**
 * The e2e run's browser push service (issue 40, ADR 0066): a real HTTP server on a free loopback port that svc-notify
 * sends its Web Push messages to (its origin is the stack's PUSH_TEST_ORIGINS), keeping each POST — path, headers and
 * the still encrypted body — as `<dir>/<n>.json` and answering 201 as a push service does. The spec stands in for
 * the browser's side (its subscription's endpoint is on this origin, its keys are the test's), so it checks the VAPID
 * header and opens the aes128gcm body itself (pushSubscriber, readPushes, openPush).
 */
export async function startPushSink(dir: string): Promise<{ origin: string; env: Record<string, string>; close: () => Promise<void> }> {
  const sink = await startHttpSink(dir, ({ req, body, res, keep }) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const kept: KeptPush = { path: (req.url ?? '/').split('?')[0]!, headers: req.headers as Record<string, string>, body: body.toString('base64') };
    keep(kept);
    res.writeHead(201).end();
  });
  return {
    origin: sink.origin,
    // svc-notify accepts endpoints on this origin (plain http) besides the browsers' push services.
    env: { PUSH_TEST_ORIGINS: sink.origin },
    close: sink.close,
  };
}

/** One request the sink received: its path, headers (lower-case names) and body (base64). */
export interface KeptPush {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** The push sink of this worker's stack (E2E_PUSH_DIR_<i>, E2E_PUSH_ORIGIN_<i>), or undefined (E2E_BASE_URL elsewhere). */
export function stackPushSink(parallelIndex: number): { dir: string; origin: string } | undefined {
  const dir = process.env[`E2E_PUSH_DIR_${parallelIndex}`];
  const origin = process.env[`E2E_PUSH_ORIGIN_${parallelIndex}`];
  return dir && origin ? { dir, origin } : undefined;
}

/** What the sink kept for endpoint path `path`, in the order received. */
export function readPushes(dir: string, path: string): KeptPush[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as KeptPush)
    .filter((kept) => kept.path === path);
}

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret, and toJSON()'s keys. */
export interface PushSubscriber {
  readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly keys: { p256dh: string; auth: string };
}

export function pushSubscriber(): PushSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/**
 * Opens a Web Push message body (RFC 8291 over RFC 8188 aes128gcm, one record) with the subscriber's keys: the
 * header names the application server's one-off public key, from which and the subscriber's private key and auth
 * secret come the content key and nonce. Throws when the body was not encrypted for these keys.
 */
export function openPush(body: Buffer, subscriber: PushSubscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's plaintext is the data, the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the push body does not end with the last record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) as a push service does: an ES256 JWT that `k`
 * verifies, `aud` the push service's origin, `exp` within a day, `sub` a mailto: or https: URL. Answers `k`.
 */
export function checkVapid(header: string | undefined, origin: string): string {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${String(header)}`);
  const [, head, claims, signature, k] = m as unknown as [string, string, string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT does not verify with k');
  const json = <T>(part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  if (json<{ alg?: string }>(head).alg !== 'ES256') throw new Error('the VAPID JWT is not ES256');
  const { aud, exp, sub } = json<{ aud?: string; exp?: number; sub?: string }>(claims);
  if (aud !== origin) throw new Error(`the VAPID aud ${String(aud)} is not ${origin}`);
  const now = Date.now() / 1000;
  if (typeof exp !== 'number' || exp <= now || exp > now + 24 * 3600) throw new Error('the VAPID exp is not within a day');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Error('the VAPID sub is not a mailto: or https: URL');
  return k;
}
