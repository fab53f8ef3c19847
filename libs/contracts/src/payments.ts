/**
 * Card payments on the provider's hosted checkout (issue 35, ADR 0051): the owner's browser POSTs a signed form to
 * PayHere's Checkout API (or the PayHere-compatible local gateway `npm start` runs), enters the card there, and
 * PayHere tells svc-payments the outcome server to server (notify_url). VetNow never sees a card number or CVV.
 * Saving a card is the same journey on PayHere's Preapproval API (ADR 0053); a saved card is then charged server to
 * server (Charging API).
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { isValidIsoDate } from '@vetnow/domain/clinic-time';
import { isoDateSchema } from './common.js';

/**
 * The owner's contact details PayHere's hosted pages ask for (prefill): the phone (required; the profile's contact
 * number), the street and the city (the profile's address).
 */
const payerFields = {
  phone: z.string().trim().min(1).max(30),
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
};

/** POST /payments/checkout: the appointment to pay, and the payer. */
export const checkoutRequestSchema = z.strictObject({ appointmentId: z.string().trim().min(1).max(100), ...payerFields });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutData = z.output<typeof checkoutRequestSchema>;

/** POST /payments/saved-cards/preapproval (ADR 0053): the payer, as for a checkout. The card is entered on PayHere's page. */
export const cardPreapprovalRequestSchema = z.strictObject(payerFields);
export type CardPreapprovalRequest = z.input<typeof cardPreapprovalRequestSchema>;
export type CardPreapprovalData = z.output<typeof cardPreapprovalRequestSchema>;

/** `?card=` of the profile address PayHere sends the owner back to after a preapproval: saved, or left. */
export const CARD_PREAPPROVAL_RETURNS = ['added', 'cancelled'] as const;
export type CardPreapprovalReturn = (typeof CARD_PREAPPROVAL_RETURNS)[number];

/** Where the browser POSTs (`action`) and the form's fields, signed (`hash`), in order. */
export const checkoutFormSchema = z.object({
  action: z.string().regex(/^https?:\/\/[^\s]+$/),
  fields: z.record(z.string(), z.string()),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/**
 * The notify_url body, as PayHere POSTs it (application/x-www-form-urlencoded: every value is text). Unknown fields
 * are dropped. Followed: https://support.payhere.lk/api-&-mobile-sdk/checkout-api ("Listening to payment
 * notification"). The signature (`md5sig`) and the values are checked by svc-payments against its own record.
 */
export const payhereNotifySchema = z.object({
  merchant_id: z.string().min(1).max(50),
  order_id: z.string().min(1).max(100),
  payment_id: z.string().regex(/^\d{1,30}$/),
  payhere_amount: z.string().regex(/^\d{1,13}\.\d{2}$/),
  payhere_currency: z.string().regex(/^[A-Z]{3}$/),
  status_code: z.enum(['2', '0', '-1', '-2', '-3']),
  md5sig: z.string().regex(/^[0-9A-F]{32}$/),
  captured_amount: z.string().max(20).optional(),
  custom_1: z.string().max(100).optional(),
  custom_2: z.string().max(100).optional(),
  method: z.string().max(20).optional(),
  status_message: z.string().max(500).optional(),
  card_holder_name: z.string().max(200).optional(),
  card_no: z.string().max(30).optional(),
  card_expiry: z.string().max(10).optional(),
  customer_token: z.string().max(200).optional(),
});
export type PayhereNotifyBody = z.infer<typeof payhereNotifySchema>;

/** The notify's answer (PayHere only needs a 200). */
export const notifyAnswerSchema = z.object({ received: z.literal(true) });
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;

/** POST /payments/checkout/refresh: ask the provider about the owner's card payment now (back from the hosted page). */
export const refreshCheckoutRequestSchema = z.strictObject({ appointmentId: z.string().trim().min(1).max(100) });
export type RefreshCheckoutRequest = z.input<typeof refreshCheckoutRequestSchema>;

/** The card payment's status after asking: the appointment's paymentStatus follows through payment.* events. */
export const refreshCheckoutAnswerSchema = z.object({ status: z.enum(['pending', 'completed', 'failed', 'cancelled']) });
export type RefreshCheckoutAnswer = z.infer<typeof refreshCheckoutAnswerSchema>;

/**
 * GET /payments/refund-policy (public): the cancellation refund policy svc-payments applies, so the owner's cancel
 * dialog says what will really happen (REFUND_CUTOFF_HOURS is the operator's to set).
 */
export const refundPolicySchema = z.object({
  /** An owner's cancellation at least this many hours before the visit refunds a paid card fee in full. */
  cutoffHours: z.number().int().min(0),
});
export type RefundPolicy = z.infer<typeof refundPolicySchema>;

/** POST /payments/refunds (admin): refund a paid card appointment by hand, fully (no amount) or partly, with a reason. */
export const adminRefundRequestSchema = z.strictObject({
  appointmentId: z.string().trim().min(1).max(100),
  /** LKR, at most what is left to refund; none = all of it. */
  amount: z.number({ error: vc('refund.amountRequired') }).positive(vc('refund.amountPositive')).multipleOf(0.01, vc('refund.amountDecimals')).optional(),
  reason: z.string({ error: vc('refund.reasonRequired') }).trim().min(1, vc('refund.reasonRequired')).max(300, vc('refund.reasonTooLong')),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequestSchema>;
export type AdminRefundData = z.output<typeof adminRefundRequestSchema>;

/** A payment's refund state (svc-payments): requested → refunded, or failed after its retries (the admin sees it). */
export const REFUND_STATES = ['requested', 'refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refundAnswerSchema = z.object({
  state: z.enum(REFUND_STATES),
  /** LKR refunded so far on this payment. */
  totalRefunded: z.number().min(0),
  message: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

// ---- The admin's Payments page (issue 35 §5) ------------------------------------------------------------------------

/** A card payment's status in svc-payments (its refund is a state beside it: refundState). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The admin's status filter: a payment status, or `refunded` (its refund state is refunded, in part or in full) or
 * `refund_failed` (a refund that failed after its retries or was refused: the admin checks PayHere's portal).
 */
export const PAYMENT_STATUS_FILTERS = [...PAYMENT_STATUSES, 'refunded', 'refund_failed'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** How a card payment was made: `checkout` — on the provider's hosted page; `saved-card` — a saved card charged server to server. */
export const PAYMENT_METHODS = ['checkout', 'saved-card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Rows of one page of GET /payments: 50 unless `limit` says otherwise, at most 200. */
export const PAYMENT_LIST_DEFAULT_LIMIT = 50;
export const PAYMENT_LIST_MAX_LIMIT = 200;
/** The longest range of GET /payments/daily-totals (each completed PayHere payment is asked about), in days. */
export const PAYMENT_TOTALS_MAX_DAYS = 31;
/** The longest range of GET /payments/export.csv, in days. */
export const PAYMENT_EXPORT_MAX_DAYS = 366;

/** The query's messages (an admin's page sends valid values: these answer hand-made addresses). */
const QM = {
  status: `Choose a status: ${PAYMENT_STATUS_FILTERS.join(', ')}`,
  method: `Choose a method: ${PAYMENT_METHODS.join(' or ')}`,
  date: vc('filter.dateInvalid'),
  limit: `Enter a limit from 1 to ${PAYMENT_LIST_MAX_LIMIT}`,
  cursor: 'The cursor must be the nextCursor of the previous page',
  rangeReversed: vc('calendar.rangeReversed'),
  rangeTooLong: (days: number) => `The range may span at most ${days} days`,
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryDate = () => isoDateSchema(QM.date);
const optionalQueryDate = () => z.preprocess(blankToUndefined, queryDate().optional());

/** Days from `from` to `to`, both included (1 for one day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `to` not before `from`; at most `maxDays` days when given. */
function checkRange(maxDays?: number) {
  return (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (!isValidIsoDate(v.from) || !isValidIsoDate(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: 'custom', message: QM.rangeReversed, path: ['to'] });
    else if (maxDays !== undefined && daysBetween(v.from, v.to) > maxDays) {
      ctx.addIssue({ code: 'custom', message: QM.rangeTooLong(maxDays), path: ['to'] });
    }
  };
}

/** The filters of the list and the export: each optional; `from`/`to` are clinic dates, both included (created_at in Asia/Colombo). */
const paymentFilterFields = {
  status: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUS_FILTERS, { error: QM.status }).optional()),
  method: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS, { error: QM.method }).optional()),
  from: optionalQueryDate(),
  to: optionalQueryDate(),
};

/**
 * GET /payments?status&method&from&to&limit&cursor (admin): newest first; `cursor` is the previous page's
 * `nextCursor` (keyset paging: rows that arrive meanwhile do not shift the pages).
 */
export const paymentListQuerySchema = z
  .object({
    ...paymentFilterFields,
    limit: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : blankToUndefined(v)),
      z.number({ error: QM.limit }).int(QM.limit).min(1, QM.limit).max(PAYMENT_LIST_MAX_LIMIT, QM.limit).optional(),
    ),
    cursor: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : blankToUndefined(v)),
      z.string({ error: QM.cursor }).regex(UUID_PATTERN, QM.cursor).optional(),
    ),
  })
  .superRefine(checkRange());
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;
export type PaymentListQueryData = z.output<typeof paymentListQuerySchema>;

/** GET /payments/export.csv?status&method&from&to (admin): the list's filters, `from` and `to` required, at most 366 days. */
export const paymentExportQuerySchema = z
  .object({ ...paymentFilterFields, from: queryDate(), to: queryDate() })
  .superRefine(checkRange(PAYMENT_EXPORT_MAX_DAYS));
export type PaymentExportQuery = z.input<typeof paymentExportQuerySchema>;
export type PaymentExportQueryData = z.output<typeof paymentExportQuerySchema>;

/** GET /payments/daily-totals?from&to (admin): clinic dates, at most 31 days. */
export const paymentTotalsQuerySchema = z
  .object({ from: queryDate(), to: queryDate() })
  .superRefine(checkRange(PAYMENT_TOTALS_MAX_DAYS));
export type PaymentTotalsQuery = z.input<typeof paymentTotalsQuerySchema>;
export type PaymentTotalsQueryData = z.output<typeof paymentTotalsQuerySchema>;

/**
 * One card payment as the admin sees it. `reference` is the provider's order id (the appointment's reference; none
 * on payments made before the hosted checkout). Amounts in LKR. No card number exists anywhere: brand and last four only.
 */
export const adminPaymentSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  reference: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** 'visa' | 'mastercard' | 'amex' | 'unknown'; null until the card is known. */
  cardType: z.string().nullable(),
  lastFour: z.string().nullable(),
  refundState: z.enum(REFUND_STATES).nullable(),
  /** Every refund so far (LKR). */
  refundedAmount: z.number(),
  /** Why the last refund failed (refundState `failed`), for the admin. */
  refundError: z.string().nullable(),
  /** ISO instants. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** A page of GET /payments: `nextCursor` asks for the next page (null: this was the last). */
export const adminPaymentPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

/**
 * One clinic day of GET /payments/daily-totals (payments by created_at in Asia/Colombo). `ours`: the completed card
 * payments of the day (`paid` their amounts, `refunded` what was refunded of them). `gateway`: each completed PayHere
 * payment asked about through the Retrieval API — `checked` how many were, `paid` what PayHere lists as paid for
 * them (RECEIVED or REFUND…), `missing` the order ids we hold paid that PayHere does not; `unavailable` when PayHere
 * could not be asked (no merchant-API credentials, no answer): the day is not checked.
 */
export const paymentDayTotalsSchema = z.object({
  date: z.string(),
  ours: z.object({ count: z.number().int().min(0), paid: z.number(), refunded: z.number() }),
  gateway: z.object({
    checked: z.number().int().min(0),
    paid: z.number(),
    missing: z.array(z.string()),
    unavailable: z.boolean(),
  }),
});
export type PaymentDayTotals = z.infer<typeof paymentDayTotalsSchema>;

/** Every day of the range, oldest first. */
export const paymentTotalsSchema = z.object({ from: z.string(), to: z.string(), days: z.array(paymentDayTotalsSchema) });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** The export's file name: `vetnow-payments-2026-11-01-2026-11-07.csv`. */
export function paymentExportFileName(from: string, to: string): string {
  return `vetnow-payments-${from}-${to}.csv`;
}
