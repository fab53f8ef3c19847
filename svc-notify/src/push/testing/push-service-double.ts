import { createECDH, createPublicKey, type ECDH, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A browser's side of a subscription: what `PushManager.subscribe` answers, and the keys that open its messages. */
export interface Subscriber {
  readonly endpoint: string;
  /** The subscription as a browser's `toJSON()` gives it (what the profile PUTs). */
  readonly json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  readonly ecdh: ECDH;
  readonly authSecret: string;
}

/** What the double received on one request and made of it. */
export interface PushDelivery {
  readonly endpoint: string;
  /** The status it answered. */
  readonly status: number;
  /** The decrypted payload (JSON parsed), when the request was genuine. */
  readonly payload?: unknown;
  /** The VAPID JWT's claims and key, when they verified. */
  readonly vapid?: { aud: string; exp: number; sub: string; publicKey: string };
  /** Why the request was refused (a failed check), if it was. */
  readonly problem?: string;
  readonly headers: IncomingHttpHeaders;
}

function fail(problem: string): never {
  throw Object.assign(new Error(problem), { status: 400 });
}

/** Verifies `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): ES256 over the key given, aud, exp, sub. */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()): { aud: string; exp: number; sub: string; publicKey: string } {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) fail('no VAPID Authorization header');
  const [jwt, k] = [m[1]!, m[2]!];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) fail('k is not a P-256 public key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) fail('the VAPID signature does not verify with k');
  if ((JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string }).alg !== 'ES256') fail('the VAPID JWT is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) fail(`aud ${String(claims.aud)} is not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) fail('exp is not in the next 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) fail('sub is not a mailto: or https: URL');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: k };
}

/**
 * A push service on a loopback port, as the browsers' push services behave (RFC 8030): each subscriber has an
 * endpoint of its own; a POST to it must carry a VAPID JWT that verifies (RFC 8292: signature with `k`, aud this
 * origin, exp in the future), TTL, and an aes128gcm body (RFC 8291) that the subscriber's private key opens — else
 * 400/401/403. Genuine messages are answered 201 and kept decrypted, or with what {@link answerNext} queued (410 for
 * a subscription gone, 503 for an outage).
 */
export class PushServiceDouble {
  readonly deliveries: PushDelivery[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly queued = new Map<string, number[]>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<PushServiceDouble> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const delivery = double.receive(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks));
        double.deliveries.push(delivery);
        res.writeHead(delivery.status, { 'content-type': 'text/plain' }).end(delivery.problem ?? '');
      });
    });
    const double = new PushServiceDouble(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser subscription on this push service: its endpoint, keys and private key. */
  subscriber(): Subscriber {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    const endpoint = `${this.origin}/wpush/v2/${randomUUID()}`;
    const subscriber: Subscriber = {
      endpoint,
      json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret } },
      ecdh,
      authSecret,
    };
    this.subscribers.set(new URL(endpoint).pathname, subscriber);
    return subscriber;
  }

  /** The next genuine messages to `endpoint` are answered these statuses, in order (then 201 again). */
  answerNext(endpoint: string, ...statuses: number[]): void {
    const path = new URL(endpoint).pathname;
    this.queued.set(path, [...(this.queued.get(path) ?? []), ...statuses]);
  }

  /** The genuine messages `endpoint` was sent and accepted, decrypted. */
  received(endpoint: string): unknown[] {
    return this.deliveries.filter((d) => d.endpoint === endpoint && d.status === 201).map((d) => d.payload);
  }

  /** Every request to `endpoint`, whatever it was answered. */
  requests(endpoint: string): PushDelivery[] {
    return this.deliveries.filter((d) => d.endpoint === endpoint);
  }

  private receive(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer): PushDelivery {
    const path = url.split('?')[0]!;
    const endpoint = `${this.origin}${path}`;
    const subscriber = this.subscribers.get(path);
    if (method !== 'POST' || !subscriber) return { endpoint, status: 404, problem: 'no such subscription', headers };
    let vapid: PushDelivery['vapid'];
    try {
      vapid = verifyVapid(headers.authorization, this.origin);
    } catch (err) {
      return { endpoint, status: 401, problem: (err as Error).message, headers };
    }
    if (!/^\d+$/.test(String(headers.ttl ?? ''))) return { endpoint, status: 400, problem: 'no TTL header', headers, vapid };
    if (headers['content-encoding'] !== 'aes128gcm') return { endpoint, status: 415, problem: 'not aes128gcm', headers, vapid };
    let payload: unknown;
    try {
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.authSecret });
      payload = JSON.parse(plain.toString('utf8'));
    } catch (err) {
      return { endpoint, status: 400, problem: `the body does not decrypt: ${(err as Error).message}`, headers, vapid };
    }
    const status = this.queued.get(path)?.shift() ?? 201;
    return { endpoint, status, payload, vapid, headers };
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
