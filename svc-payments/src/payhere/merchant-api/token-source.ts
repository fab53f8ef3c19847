/**
 * OAuth client credentials for PayHere's merchant APIs, as each of their pages' step 3 states
 * (https://support.payhere.lk/api-&-mobile-sdk/charging-api):
 *   POST /merchant/v1/oauth/token
 *   Authorization: Basic base64(app_id:app_secret)
 *   Content-Type: application/x-www-form-urlencoded
 *   grant_type=client_credentials
 *   → { access_token, token_type: "bearer", expires_in: 599, scope }
 * "retrieve a new Access Token only if your current Access Token is expired": the token is cached until
 * expires_in minus a safety margin, and concurrent callers share one in-flight request.
 */
import { tokenResponseSchema } from './merchant-api.schemas.js';
import { exchange, isRetryableStatus, TransportFailure } from './transport.js';

export const TOKEN_PATH = '/merchant/v1/oauth/token';

export interface TokenSourceOptions {
  baseUrl: string;
  appId: string;
  appSecret: string;
  timeoutMs: number;
  marginMs: number;
  fetch: typeof globalThis.fetch;
  now: () => number;
}

export class TokenSource {
  private cached: { token: string; renewAt: number } | undefined;
  private inFlight: Promise<string> | undefined;
  private readonly basic: string;

  constructor(private readonly o: TokenSourceOptions) {
    this.basic = Buffer.from(`${o.appId}:${o.appSecret}`, 'utf8').toString('base64');
  }

  /** A valid access token; rejects with a TransportFailure (never with a message holding a secret). */
  get(): Promise<string> {
    if (this.cached && this.o.now() < this.cached.renewAt) return Promise.resolve(this.cached.token);
    if (!this.inFlight) {
      const p = this.fetchToken().finally(() => {
        if (this.inFlight === p) this.inFlight = undefined;
      });
      this.inFlight = p;
    }
    return this.inFlight;
  }

  /** Forget `token` after a 401 — unless another caller already replaced it. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = undefined;
  }

  /** Known secrets, for redaction. */
  secrets(): string[] {
    return [this.o.appSecret, this.basic, ...(this.cached ? [this.cached.token] : [])];
  }

  private async fetchToken(): Promise<string> {
    const reply = await exchange(
      this.o.fetch,
      {
        method: 'POST',
        url: `${this.o.baseUrl}${TOKEN_PATH}`,
        headers: {
          Authorization: `Basic ${this.basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      },
      this.o.timeoutMs,
    ).catch((err: unknown) => {
      // Nothing was charged or refunded by a token request: not an ambiguous failure.
      if (err instanceof TransportFailure) throw new TransportFailure(err.reason, err.message, false);
      throw err;
    });
    if (isRetryableStatus(reply.status)) {
      throw new TransportFailure('http', `PayHere OAuth answered HTTP ${reply.status}`, false);
    }
    if (reply.status === 400 || reply.status === 401 || reply.status === 403) {
      throw new TransportFailure('auth', 'PayHere refused the app credentials', false);
    }
    const parsed = tokenResponseSchema.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) {
      throw new TransportFailure(
        'malformed',
        `PayHere OAuth gave an unexpected answer (HTTP ${reply.status})`,
        false,
      );
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    const usableMs = Math.max(lifetimeMs - this.o.marginMs, lifetimeMs / 2);
    this.cached = { token: parsed.data.access_token, renewAt: this.o.now() + usableMs };
    return parsed.data.access_token;
  }
}
