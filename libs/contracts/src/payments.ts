/**
 * Card payments on the provider's hosted checkout (issue 35, ADR 0051): the owner's browser POSTs a signed form to
 * PayHere's Checkout API (or the PayHere-compatible local gateway `npm start` runs), enters the card there, and
 * PayHere tells svc-payments the outcome server to server (notify_url). VetNow never sees a card number or CVV.
 * Saving a card is the same journey on PayHere's Preapproval API (ADR 0053); a saved card is then charged server to
 * server (Charging API).
 */
import { z } from '@vetnow/contracts/zod';
import { REFUND_MESSAGES as RM } from './messages.js';

/** POST /payments/checkout: the appointment to pay, and the owner's contact details PayHere asks for (prefill). */
export const checkoutRequestSchema = z.strictObject({
  appointmentId: z.string().trim().min(1).max(100),
  /** The owner's phone (PayHere requires one; the profile's contact number). */
  phone: z.string().trim().min(1).max(30),
  /** The owner's street and city (PayHere requires them; the profile's address). */
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutData = z.output<typeof checkoutRequestSchema>;

/**
 * POST /payments/saved-cards/preapproval (ADR 0053): the owner's contact details PayHere's Preapproval API asks for
 * (prefill), as for a checkout. The card itself is entered on PayHere's page.
 */
export const cardPreapprovalRequestSchema = z.strictObject({
  phone: z.string().trim().min(1).max(30),
  address: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
});
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

/** POST /payments/refunds (admin): refund a paid card appointment by hand, fully (no amount) or partly, with a reason. */
export const adminRefundRequestSchema = z.strictObject({
  appointmentId: z.string().trim().min(1).max(100),
  /** LKR, at most what is left to refund; none = all of it. */
  amount: z.number({ error: RM.amountRequired }).positive(RM.amountPositive).multipleOf(0.01, RM.amountDecimals).optional(),
  reason: z.string({ error: RM.reasonRequired }).trim().min(1, RM.reasonRequired).max(300, RM.reasonTooLong),
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
