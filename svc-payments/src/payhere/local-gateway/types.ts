// Public types of the local PayHere-compatible gateway (see index.ts). Kept stable: other code and tests import them.
import type { PayhereMethod, PayhereStatusCode } from '../payhere-protocol.js';
import type { CardOutcome } from './test-cards.js';

/** The one merchant the gateway accepts: Checkout/Preapproval credentials and the merchant-API app credentials. */
export interface LocalGatewayCredentials {
  merchantId: string;
  merchantSecret: string;
  appId: string;
  appSecret: string;
}

export interface LocalGatewayOptions extends LocalGatewayCredentials {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Default '127.0.0.1' (loopback only). */
  host?: string;
  /** Epoch milliseconds; default Date.now. Drives token expiry and payment dates. */
  clock?: () => number;
  /** How long the "slow" test card takes before the gateway answers. Default 4000 ms. */
  slowCardMs?: number;
  /** Lifetime of an OAuth access token. Default 600 s (the docs' example answers expires_in 599). */
  tokenTtlSeconds?: number;
  /** Shown on the hosted page. Default 'VetNow'. */
  merchantName?: string;
  /** Timeout for the server-to-server notify POST. Default 10 000 ms. */
  notifyTimeoutMs?: number;
  /**
   * A file where the payments, refunds and customer tokens are kept (ledger-file.ts), so a restart remembers them as
   * PayHere would; `npm start` names DATA_DIR/payhere/ledger.jsonl. None (the tests' default): memory only.
   */
  stateFile?: string;
}

/** Routes whose next answers can be replaced by a fault. */
export type FaultRoute = 'checkout' | 'preapprove' | 'oauth' | 'charge' | 'refund' | 'search';
/** timeout: the request is held, never answered (until the client gives up or the gateway closes); http500: a 500. */
export type FaultKind = 'timeout' | 'http500';
/** How the next notify(s) are delivered. normal: once, right away (the default). */
export type NotifyMode = 'normal' | 'drop' | 'duplicate' | 'delay';

export interface GatewayFaults {
  /** The next `count` (default 1) requests to `route` fail with `kind`. */
  next(route: FaultRoute, kind: FaultKind, count?: number): void;
  /** The next `count` (default 1) notifies are dropped / sent twice / sent `ms` later (default 1000 ms). */
  notify(mode: NotifyMode, options?: { ms?: number; count?: number }): void;
  /** Every access token issued so far is expired from now on (the next call with one answers 401). */
  expireTokens(): void;
  /** Clears every pending fault. */
  reset(): void;
}

export type PaymentKind = 'checkout' | 'preapproval' | 'charge';

/** A payment as the gateway recorded it. Only the masked card number is kept; never the full number or CVV. */
export interface RecordedPayment {
  paymentId: string;
  orderId: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  statusCode: PayhereStatusCode;
  statusMessage: string;
  method: PayhereMethod;
  cardHolderName: string;
  /** e.g. '************1292' */
  cardNo: string;
  /** 'MM/YY' */
  cardExpiry: string;
  /** Set for a successful preapproval (and on charges made with a token). */
  customerToken?: string;
  items: string;
  refundedMinor: number;
  createdAt: number;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    country: string;
  };
}

export interface RecordedRefund {
  refundId: string;
  paymentId: string;
  amountMinor: number;
  description: string;
  createdAt: number;
}

/** One notify attempt, as sent (or dropped) by the gateway. */
export interface NotifyDelivery {
  orderId: string;
  paymentId: string;
  statusCode: string;
  url: string;
  /** The form fields sent (also for a dropped notify: what would have been sent). */
  body: Record<string, string>;
  /** HTTP status answered by the merchant, 'dropped', or 'error' (connection failed / timed out). */
  outcome: number | 'dropped' | 'error';
  at: number;
}

/** Inspection helpers for tests and the local adapter. */
export interface GatewayInspector {
  readonly credentials: Readonly<LocalGatewayCredentials>;
  payments(): RecordedPayment[];
  payment(paymentId: string): RecordedPayment | undefined;
  paymentsFor(orderId: string): RecordedPayment[];
  refunds(): RecordedRefund[];
  /** How many OAuth access tokens the gateway has issued (a client caching its token asks once until it expires). */
  accessTokensIssued(): number;
  /** Every notify attempt so far, oldest first. */
  notifications(): NotifyDelivery[];
  /** Calls `listener` after each notify attempt; returns the unsubscribe function. */
  onNotify(listener: (delivery: NotifyDelivery) => void): () => void;
  /** Resolves with the next notify attempt matching `predicate` (default: any). */
  nextNotify(predicate?: (delivery: NotifyDelivery) => boolean): Promise<NotifyDelivery>;
}

export interface LocalGateway {
  /** e.g. 'http://127.0.0.1:41234' — use as the PayHere base URL. */
  origin: string;
  close(): Promise<void>;
  faults: GatewayFaults;
  merchants: GatewayInspector;
}

/** What a customer_token stands for: enough to decide charges and to report the masked card, no more. */
export interface SavedCardRecord {
  outcome: CardOutcome;
  /** The card's status message (a charge on the token answers with it). */
  message: string;
  method: PayhereMethod;
  cardNo: string;
  cardExpiry: string;
  cardHolderName: string;
  deleted: boolean;
}
