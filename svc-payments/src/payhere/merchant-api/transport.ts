/**
 * One HTTP exchange with PayHere: a per-request AbortSignal.timeout, no redirects (a bearer token must not
 * follow one), the body read as text and parsed as JSON when it is JSON. Failures that leave no HTTP answer
 * become a TransportFailure; an HTTP answer of any status is returned to the caller to interpret.
 */
import type { MerchantApiErrorReason } from './merchant-api.types.js';

export interface HttpReply {
  status: number;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
}

/** Internal only: PayHereMerchantApi turns it into `{ outcome: 'error' }`. */
export class TransportFailure extends Error {
  constructor(
    readonly reason: MerchantApiErrorReason,
    message: string,
    /** True when the request may have reached PayHere (its effect is unknown). */
    readonly sent: boolean,
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export async function exchange(
  fetchFn: typeof globalThis.fetch,
  req: HttpRequest,
  timeoutMs: number,
): Promise<HttpReply> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  let status: number;
  try {
    const res = await fetchFn(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      redirect: 'error',
      signal,
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    throw classify(err, signal);
  }
  return { status, body: parseJson(text) };
}

function classify(err: unknown, signal: AbortSignal): TransportFailure {
  const name = err instanceof Error ? err.name : '';
  if (signal.aborted || name === 'TimeoutError' || name === 'AbortError') {
    return new TransportFailure('timeout', 'PayHere did not answer in time', true);
  }
  // fetch rejects on a refused or reset connection; a reset may come after the request left.
  return new TransportFailure('network', 'PayHere could not be reached', true);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** 5xx and 429 (the merchant APIs allow 20 requests in 10 s) are worth another attempt. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}
