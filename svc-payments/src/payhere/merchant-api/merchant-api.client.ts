/**
 * Server-to-server client of PayHere's merchant APIs, for svc-payments' saved-card charges, refunds and
 * reconciliation. Built against (each page's steps 3–5):
 * - https://support.payhere.lk/api-&-mobile-sdk/charging-api   POST /merchant/v1/oauth/token, POST /merchant/v1/payment/charge
 * - https://support.payhere.lk/api-&-mobile-sdk/refund-api     POST /merchant/v1/payment/refund
 * - https://support.payhere.lk/api-&-mobile-sdk/retrieval-api  GET  /merchant/v1/payment/search?order_id=…
 * Every call sends `Authorization: Bearer <access_token>` and `Content-Type: application/json`.
 *
 * Retries: timeouts, network errors, 5xx and 429 are retried with the same order id (default 3 attempts,
 * backoff 250/1000 ms). PayHere "does not validate the uniqueness of the Order ID" (Retrieval API page), so a
 * charge that may have reached PayHere is looked up through the Retrieval API before it is sent again: a
 * RECEIVED payment for the order settles the charge as paid instead of charging twice. A refund is sent once
 * (a repeated partial refund would pay out twice); the caller reconciles a refund error via retrieve().
 */
import { Logger } from '@nestjs/common';
import {
  fail,
  chargeBody,
  interpretCharge,
  interpretRefund,
  interpretSearch,
  refundBody,
} from './interpret.js';
import type {
  ChargeRequest,
  ChargeResult,
  MerchantApiError,
  MerchantApiLogger,
  PayHereMerchantApiOptions,
  RefundRequest,
  RefundResult,
  RetrieveResult,
  RetryPolicy,
} from './merchant-api.types.js';
import { TokenSource } from './token-source.js';
import { exchange, isRetryableStatus, TransportFailure, type HttpReply } from './transport.js';

export const CHARGE_PATH = '/merchant/v1/payment/charge';
export const REFUND_PATH = '/merchant/v1/payment/refund';
export const SEARCH_PATH = '/merchant/v1/payment/search';

type Attempt<T> = { done: T } | { failure: TransportFailure };

const DEFAULT_RETRIES: RetryPolicy = { attempts: 3, backoffMs: [250, 1000] };

export class PayHereMerchantApi {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof globalThis.fetch;
  private readonly timeoutMs: number;
  private readonly policy: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly logger: MerchantApiLogger;
  private readonly tokens: TokenSource;

  constructor(o: PayHereMerchantApiOptions) {
    if (!o.appId || !o.appSecret) throw new TypeError('PayHereMerchantApi needs appId and appSecret');
    this.baseUrl = new URL(o.baseUrl).origin + new URL(o.baseUrl).pathname.replace(/\/+$/, '');
    this.fetchFn = o.fetch ?? globalThis.fetch;
    this.timeoutMs = o.timeoutMs ?? 10_000;
    this.policy = { ...DEFAULT_RETRIES, ...o.retries };
    if (!Number.isInteger(this.policy.attempts) || this.policy.attempts < 1)
      throw new RangeError('retries.attempts must be ≥ 1');
    if (!(this.timeoutMs > 0)) throw new RangeError('timeoutMs must be > 0');
    this.sleep = o.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const nest = new Logger('PayHereMerchantApi');
    this.logger = o.logger ?? { log: (e) => nest.log(e), warn: (e) => nest.warn(e) };
    this.tokens = new TokenSource({
      baseUrl: this.baseUrl,
      appId: o.appId,
      appSecret: o.appSecret,
      timeoutMs: this.timeoutMs,
      marginMs: o.tokenSafetyMarginMs ?? 60_000,
      fetch: this.fetchFn,
      now: o.now ?? Date.now,
    });
  }

  /** Charging API: charge a preapproved customer by their customer_token. */
  async charge(req: ChargeRequest): Promise<ChargeResult> {
    assertCharge(req);
    const body = JSON.stringify(chargeBody(req));
    const redact = this.redactor([req.customerToken]);
    const result = await this.retrying<ChargeResult>(
      { op: 'charge', orderId: req.orderId },
      async () => {
        const a = await this.attempt('POST', CHARGE_PATH, body);
        return 'done' in a ? { done: interpretCharge(a.done, req.orderId, redact) } : a;
      },
      // The charge may have gone through: ask before charging again.
      async () => {
        const found = await this.searchAttempt(req.orderId, redact);
        if (!('done' in found) || found.done.outcome !== 'found') return undefined;
        const paid = found.done.payments.find((p) => p.orderId === req.orderId && p.status === 'RECEIVED');
        return paid ? { outcome: 'paid', paymentId: paid.paymentId, statusCode: 2 } : undefined;
      },
    );
    return this.logged('payhere charge', { orderId: req.orderId }, result);
  }

  /** Refund API: the whole payment without amountMinor, a part with it. Sent once (see the header). */
  async refund(req: RefundRequest): Promise<RefundResult> {
    if (!req.paymentId) throw new TypeError('refund needs a paymentId');
    if (req.amountMinor !== undefined && !(Number.isSafeInteger(req.amountMinor) && req.amountMinor > 0)) {
      throw new RangeError('a partial refund needs a positive integer amountMinor');
    }
    const body = JSON.stringify(refundBody(req));
    const a = await this.attempt('POST', REFUND_PATH, body);
    const result: RefundResult =
      'done' in a ? interpretRefund(a.done, req, this.redactor([])) : failureToError(a.failure);
    return this.logged('payhere refund', { paymentId: req.paymentId }, result);
  }

  /** Retrieval API: the payments PayHere holds for an order (retried like a charge: a GET is safe to repeat). */
  async retrieve(orderId: string): Promise<RetrieveResult> {
    if (!orderId) throw new TypeError('retrieve needs an orderId');
    const redact = this.redactor([]);
    const result = await this.retrying<RetrieveResult>({ op: 'retrieve', orderId }, () =>
      this.searchAttempt(orderId, redact),
    );
    return this.logged('payhere retrieve', { orderId }, result);
  }

  /** A merchant-API call's result, logged by its ids, outcome and reason (never a card token or secret); answers it. */
  private logged<R extends { outcome: string; reason?: string }>(msg: string, ids: Record<string, string>, result: R): R {
    this.logger.log({ msg, ...ids, outcome: result.outcome, ...reasonOf(result) });
    return result;
  }

  private async searchAttempt(
    orderId: string,
    redact: (t: string) => string,
  ): Promise<Attempt<RetrieveResult>> {
    const a = await this.attempt('GET', `${SEARCH_PATH}?${new URLSearchParams({ order_id: orderId })}`);
    return 'done' in a ? { done: interpretSearch(a.done, redact) } : a;
  }

  /**
   * Attempts `attempt` up to policy.attempts times while it fails with a retryable TransportFailure; after a
   * failure that may have reached PayHere, `settle` may find the outcome instead of another attempt.
   */
  private async retrying<T>(
    what: { op: string; orderId: string },
    attempt: () => Promise<Attempt<T>>,
    settle?: () => Promise<T | undefined>,
  ): Promise<T | MerchantApiError> {
    let last: TransportFailure | undefined;
    for (let n = 1; n <= this.policy.attempts; n++) {
      if (n > 1) await this.sleep(this.backoff(n - 2));
      const a = await attempt();
      if ('done' in a) return a.done;
      last = a.failure;
      if (last.reason === 'auth' || last.reason === 'malformed') break;
      if (last.sent && settle) {
        const settled = await settle();
        if (settled !== undefined) return settled;
      }
      this.logger.warn({
        msg: `payhere ${what.op} attempt failed`,
        orderId: what.orderId,
        attempt: n,
        reason: last.reason,
      });
    }
    return failureToError(last ?? new TransportFailure('network', 'no attempt was made', false));
  }

  private backoff(i: number): number {
    const b = this.policy.backoffMs;
    return b.length === 0 ? 0 : (b[Math.min(i, b.length - 1)] ?? 0);
  }

  /** One authorised request; a 401 renews the token once and repeats the request once. */
  private async attempt(method: 'GET' | 'POST', path: string, body?: string): Promise<Attempt<HttpReply>> {
    try {
      const token = await this.tokens.get();
      let reply = await this.call(method, path, token, body);
      if (reply.status === 401) {
        this.tokens.invalidate(token);
        reply = await this.call(method, path, await this.tokens.get(), body);
      }
      if (isRetryableStatus(reply.status)) {
        return { failure: new TransportFailure('http', `PayHere answered HTTP ${reply.status}`, true) };
      }
      return { done: reply };
    } catch (err) {
      if (err instanceof TransportFailure) return { failure: err };
      throw err;
    }
  }

  private call(method: 'GET' | 'POST', path: string, token: string, body?: string): Promise<HttpReply> {
    return exchange(
      this.fetchFn,
      {
        method,
        url: `${this.baseUrl}${path}`,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        ...(body !== undefined ? { body } : {}),
      },
      this.timeoutMs,
    );
  }

  /** Removes the app secret, tokens and the call's own secrets from any text PayHere sent back. */
  private redactor(extra: string[]): (text: string) => string {
    return (text) =>
      [...this.tokens.secrets(), ...extra]
        .filter((s) => s.length >= 4)
        .reduce((t, s) => t.split(s).join('[redacted]'), text);
  }
}

function assertCharge(r: ChargeRequest): void {
  if (!r.orderId) throw new TypeError('charge needs an orderId');
  if (!Number.isSafeInteger(r.amountMinor) || r.amountMinor <= 0)
    throw new RangeError('amountMinor must be a positive integer');
  if (!/^[A-Z]{3}$/.test(r.currency)) throw new RangeError('currency must be an ISO 4217 code');
  if (!r.customerToken) throw new TypeError('charge needs a customerToken');
  if (typeof r.items !== 'string' && r.items.length === 0) throw new TypeError('charge needs items');
}

function failureToError(f: TransportFailure): MerchantApiError {
  return fail(f.reason, f.message);
}

function reasonOf(r: { outcome: string; reason?: string }): { reason?: string } {
  return r.reason !== undefined ? { reason: r.reason } : {};
}
