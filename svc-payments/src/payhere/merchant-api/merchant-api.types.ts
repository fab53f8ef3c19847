/**
 * What PayHereMerchantApi takes and returns. Outcomes are discriminated unions; nothing but a programmer error
 * (bad options, a non-integer amount, an empty order id) is thrown to callers.
 * Docs: https://support.payhere.lk/api-&-mobile-sdk/charging-api, …/refund-api, …/retrieval-api
 */

/** Why a call ended in `{ outcome: 'error' }`; `timeout`, `network` and `http` may have reached PayHere. */
export type MerchantApiErrorReason =
  | 'timeout' // AbortSignal.timeout fired
  | 'network' // fetch rejected (refused, reset, DNS)
  | 'http' // 5xx or 429 from PayHere
  | 'auth' // OAuth refused, or 401 / status -2 "Authentication error" after one token refresh
  | 'rejected' // PayHere answered status -1/0 with a message (e.g. "Invalid token", "Invalid amount")
  | 'malformed'; // a body the zod schemas do not accept

export interface MerchantApiError {
  outcome: 'error';
  message: string;
  reason: MerchantApiErrorReason;
}

/** Logs carry order ids, payment ids and outcomes only: never the app secret, an access token or a customer token. */
export interface MerchantApiLogger {
  log(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
}

export interface RetryPolicy {
  /** Attempts in all, the first included (default 3). */
  attempts: number;
  /** Wait before attempt 2, 3, … (default [250, 1000]; the last value repeats). */
  backoffMs: readonly number[];
}

export interface PayHereMerchantApiOptions {
  /** https://sandbox.payhere.lk or https://www.payhere.lk (or a local gateway's origin). */
  baseUrl: string;
  appId: string;
  appSecret: string;
  /** Per HTTP request (default 10000). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Clock in ms since the epoch (default Date.now); drives the token cache. */
  now?: () => number;
  retries?: Partial<RetryPolicy>;
  /** How long before `expires_in` the cached token is renewed (default 60000 ms). */
  tokenSafetyMarginMs?: number;
  /** Backoff sleeper (default setTimeout); tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
  logger?: MerchantApiLogger;
}

export interface ChargeItem {
  name: string;
  number?: string;
  quantity: number;
  unitAmountMinor: number;
}

export interface ChargeRequest {
  /** Our reference; the same id on every retry. */
  orderId: string;
  amountMinor: number;
  currency: string;
  /** The Charging API's `items`: a title of the order (string), or line items sent as `itemList`. */
  items: string | readonly ChargeItem[];
  /** The Preapproval API's `customer_token` — a secret, never logged. */
  customerToken: string;
  customFields?: { custom1?: string; custom2?: string };
  notifyUrl?: string;
}

/** status_code per the Charging API: 2 success, 0 pending, -1 canceled, -2 failed. */
export type ChargeResult =
  | { outcome: 'paid'; paymentId: string; statusCode: 2 }
  | { outcome: 'declined'; message: string; statusCode: -1 | -2 }
  | { outcome: 'pending'; paymentId: string; statusCode: 0; message: string }
  | MerchantApiError;

export interface RefundRequest {
  paymentId: string;
  description: string;
  /** Omit for a full refund. */
  amountMinor?: number;
}

export type RefundResult =
  | { outcome: 'refunded'; paymentId: string; refundId: string | null; amountMinor?: number; message: string }
  | { outcome: 'failed'; message: string; status: number }
  | MerchantApiError;

/** data[*].status per the Retrieval API; another string is passed through as is. */
export type RetrievedPaymentStatus =
  'RECEIVED' | 'REFUND REQUESTED' | 'REFUND PROCESSING' | 'REFUNDED' | 'CHARGEBACKED' | (string & {});

export interface RetrievedPayment {
  paymentId: string;
  orderId: string;
  /** As PayHere writes it, "2020-01-16 16:21:02" (Sri Lanka time). */
  date: string;
  description: string | null;
  status: RetrievedPaymentStatus;
  currency: string;
  amountMinor: number;
  /** "VISA", "MASTER", … */
  method: string | null;
  /** Masked, "************1234". */
  cardNo: string | null;
  amountDetail: { currency: string; grossMinor: number; feeMinor: number; netMinor: number } | null;
}

export type RetrieveResult =
  | { outcome: 'found'; payments: RetrievedPayment[] }
  | { outcome: 'not_found' }
  | { outcome: 'pending'; message: string }
  | MerchantApiError;
