import webpush from 'web-push';
import type { PushConfig, VapidKeys } from '../config/push-config.js';

export const PUSH_TRANSPORT = Symbol('vetnow.push-transport');

/** Where one push message goes: a browser's subscription. */
export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** A push service's refusal (`status`: its HTTP status; none: no answer) or a message that could not be made. */
export class PushSendError extends Error {
  override readonly name = 'PushSendError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** 404/410: the subscription is gone (the browser unsubscribed, the app was removed): forget it. */
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }

  /** No answer, 429 or 5xx: worth another try later; any other 4xx will not change by trying again. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 429 || this.status >= 500;
  }
}

export interface PushTransport {
  /** The VAPID public key the browsers subscribe with (GET /notifications/push/key). */
  readonly publicKey: string;
  /** Encrypts `payload` for `target` (RFC 8291, aes128gcm) and POSTs it with a VAPID JWT (RFC 8292); throws PushSendError. */
  send(target: PushTarget, payload: string): Promise<void>;
}

/**
 * The Web Push transport: the `web-push` package makes the request (the payload encrypted for the browser's keys, the
 * VAPID `Authorization: vapid t=…, k=…` header, TTL, Urgency), Node's fetch sends it (with a timeout; http only to a
 * test origin, which push-config allows). Nothing here logs the payload or the endpoint.
 */
export class WebPushTransport implements PushTransport {
  readonly publicKey: string;

  constructor(
    private readonly keys: VapidKeys,
    private readonly config: Pick<PushConfig, 'subject' | 'ttlSeconds' | 'timeoutMs'>,
  ) {
    this.publicKey = keys.publicKey;
  }

  async send(target: PushTarget, payload: string): Promise<void> {
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.config.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: this.config.ttlSeconds,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
    } catch (err) {
      // A key the browser sent that does not encrypt (not a P-256 point): this subscription can never be sent to.
      throw new PushSendError(`the message could not be made: ${(err as Error).message.slice(0, 200)}`, 400);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
    delete headers['Content-Length']; // fetch sets it
    let res: Response;
    try {
      res = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ?? null,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (err) {
      throw new PushSendError(`no answer from the push service (${(err as Error).name})`);
    }
    const reason = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 120);
    if (res.status < 200 || res.status > 299) throw new PushSendError(`the push service answered ${res.status}${reason ? `: ${reason}` : ''}`, res.status);
  }
}
