// PayHere's wire protocol as pure functions: amounts, the checkout `hash`, the notify `md5sig`, status codes, the
// notify body. No Nest, no I/O. Followed (stored copies of PayHere's developer docs, support.payhere.lk):
//   https://support.payhere.lk/api-&-mobile-sdk/checkout-api     (action URLs, POST params, hash, notify params, md5sig)
//   https://support.payhere.lk/api-&-mobile-sdk/payhere-checkout (older copy of the same page: live/sandbox action URLs)
//   https://support.payhere.lk/api-&-mobile-sdk/preapproval-api  (/pay/preapprove, customer_token in the notify)
//   https://support.payhere.lk/api-&-mobile-sdk/charging-api     (merchant API base, OAuth)
// Formulas as the docs' PHP samples write them:
//   hash   = strtoupper(md5(merchant_id . order_id . number_format(amount, 2, '.', '') . currency . strtoupper(md5(merchant_secret))))
//   md5sig = strtoupper(md5(merchant_id . order_id . payhere_amount . payhere_currency . status_code . strtoupper(md5(merchant_secret))))
import { createHash, timingSafeEqual } from 'node:crypto';

export type PayhereMode = 'sandbox' | 'live';

/** Live https://www.payhere.lk, sandbox https://sandbox.payhere.lk (Checkout: `${base}/pay/checkout`; merchant APIs: `${base}/merchant/v1/…`). */
export function payhereBaseUrl(mode: PayhereMode): string {
  return mode === 'live' ? 'https://www.payhere.lk' : 'https://sandbox.payhere.lk';
}

/** status_code in the notify (and in Charging API answers). */
export const PAYHERE_STATUS = {
  SUCCESS: 2,
  PENDING: 0,
  CANCELED: -1,
  FAILED: -2,
  CHARGEDBACK: -3,
} as const;
export type PayhereStatusCode = (typeof PAYHERE_STATUS)[keyof typeof PAYHERE_STATUS];

/** `method` values in the notify for cards (the docs also list wallets: EZCASH, MCASH, GENIE, VISHWA, PAYAPP, HNB, FRIMI). */
export type PayhereMethod = 'VISA' | 'MASTER' | 'AMEX' | 'TEST';

function md5Upper(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
}

/** Integer minor units (LKR cents) → PayHere's amount text: two decimals, '.' separator, no thousands separator. */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`amount must be a non-negative integer number of minor units, got ${String(minor)}`);
  }
  const major = Math.floor(minor / 100);
  const cents = minor % 100;
  return `${major}.${cents.toString().padStart(2, '0')}`;
}

/** '2500.00' (or '2500', '2500.5') → 250000; null for anything else (negative, 3+ decimals, separators, exponent). */
export function parseAmountToMinor(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

export interface CheckoutHashInput {
  merchantId: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  merchantSecret: string;
}

/** The checkout / preapproval form's `hash`. */
export function checkoutHash({
  merchantId,
  orderId,
  amountMinor,
  currency,
  merchantSecret,
}: CheckoutHashInput): string {
  return md5Upper(merchantId + orderId + formatAmount(amountMinor) + currency + md5Upper(merchantSecret));
}

/**
 * The Preapproval API form's `hash` (https://support.payhere.lk/api-&-mobile-sdk/preapproval-api, ADR 0053). The form
 * has no `amount` (the page's required parameters end at `currency`: nothing is charged when a card is saved), and
 * the hash is the checkout's formula with the amount PayHere's own PHP formula gives an absent amount,
 * number_format(amount, 2, '.', '') = "0.00":
 *   UPPER(MD5(merchant_id + order_id + "0.00" + currency + UPPER(MD5(merchant_secret))))
 * — what the local gateway checks for a form without an amount (local-gateway/checkout-routes.ts). The stored copy of
 * the page is cut off below its parameters: if PayHere's sandbox refuses a saved card's form, this is the one place.
 */
export function preapprovalHash(input: Omit<CheckoutHashInput, 'amountMinor'>): string {
  return checkoutHash({ ...input, amountMinor: 0 });
}

export interface NotifySignatureInput {
  merchantId: string;
  orderId: string;
  /** As sent by PayHere, e.g. '2500.00' (signed as text, not re-formatted). */
  payhereAmount: string;
  payhereCurrency: string;
  statusCode: string | number;
  merchantSecret: string;
}

/** The notify's `md5sig`. */
export function notifySignature({
  merchantId,
  orderId,
  payhereAmount,
  payhereCurrency,
  statusCode,
  merchantSecret,
}: NotifySignatureInput): string {
  return md5Upper(
    merchantId + orderId + payhereAmount + payhereCurrency + String(statusCode) + md5Upper(merchantSecret),
  );
}

const SIGNED_FIELDS = [
  'merchant_id',
  'order_id',
  'payhere_amount',
  'payhere_currency',
  'status_code',
  'md5sig',
] as const;

/**
 * True when the body's md5sig matches the one computed from its own fields. Timing-safe; false (never a throw) for a
 * missing or non-string field or a signature of the wrong length. Does NOT check the values against our records.
 */
export function verifyNotifySignature(
  body: Readonly<Record<string, unknown>> | null | undefined,
  merchantSecret: string,
): boolean {
  if (!body || typeof body !== 'object') return false;
  const f: Record<string, string> = {};
  for (const key of SIGNED_FIELDS) {
    const value = body[key];
    if (typeof value !== 'string' || value === '') return false;
    f[key] = value;
  }
  const expected = Buffer.from(
    notifySignature({
      merchantId: f['merchant_id']!,
      orderId: f['order_id']!,
      payhereAmount: f['payhere_amount']!,
      payhereCurrency: f['payhere_currency']!,
      statusCode: f['status_code']!,
      merchantSecret,
    }),
    'utf8',
  );
  const given = Buffer.from(f['md5sig']!, 'utf8');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}

/** The notify_url body: its schema is the route's contract (libs/contracts payments.ts). */
export { payhereNotifySchema, type PayhereNotifyBody } from '@vetnow/contracts/payments';

/** Required POST params of the Checkout API form (all text, as posted). */
export interface PayhereCustomerFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}

export interface PayhereCheckoutFields extends PayhereCustomerFields {
  merchant_id: string;
  return_url: string;
  cancel_url: string;
  notify_url: string;
  order_id: string;
  items: string;
  currency: string;
  /** formatAmount(minor) */
  amount: string;
  hash: string;
  delivery_address?: string;
  delivery_city?: string;
  delivery_country?: string;
  custom_1?: string;
  custom_2?: string;
  platform?: string;
}

/** Preapproval API form: the checkout fields; `amount` optional (the docs' required list ends at currency). */
export type PayherePreapprovalFields = Omit<PayhereCheckoutFields, 'amount'> & { amount?: string };

/** A preapproval's order id (ADR 0053): ours, `CARD-` and 8 upper-case hex digits; an appointment's reference never starts so. */
export const PREAPPROVAL_ORDER_PREFIX = 'CARD-';
export function isPreapprovalOrder(orderId: string): boolean {
  return orderId.startsWith(PREAPPROVAL_ORDER_PREFIX);
}

/** The notify's `card_expiry` ('MMYY' per PayHere's notify table, 'MM/YY' from the local gateway, or 'MM/YYYY') → 'MM/YY', or null. */
export function normaliseCardExpiry(text: string | null | undefined): string | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text ?? '');
  return m ? `${m[1]}/${m[2]!.slice(-2)}` : null;
}
