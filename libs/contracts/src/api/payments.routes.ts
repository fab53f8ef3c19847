import { z } from '@vetnow/contracts/zod';
import { savedCardsSchema } from '../card.js';
import {
  cardPreapprovalRequestSchema,
  checkoutFormSchema,
  checkoutRequestSchema,
  notifyAnswerSchema,
  payhereNotifySchema,
  refreshCheckoutAnswerSchema,
  refreshCheckoutRequestSchema,
  adminRefundRequestSchema,
  refundAnswerSchema,
  refundPolicySchema,
  adminPaymentPageSchema,
  paymentExportQuerySchema,
  paymentListQuerySchema,
  paymentTotalsQuerySchema,
  paymentTotalsSchema,
  PAYMENT_EXPORT_MAX_DAYS,
  PAYMENT_LIST_MAX_LIMIT,
  PAYMENT_TOTALS_MAX_DAYS,
} from '../payments.js';
import { idParamSchema } from '../user/index.js';
import { defineRoute } from './define-route.js';
import { successAnswer } from './shared-answers.js';

/** DELETE /payments/saved-cards/:id answer. */
export const deleteCardResponseSchema = successAnswer({ message: z.string() });
export type DeleteCardResponse = z.infer<typeof deleteCardResponseSchema>;

/** svc-payments: the owner's saved cards (PayHere's Preapproval), and card payments on the provider's hosted checkout. */
export const PAYMENTS_API = {
  savedCards: defineRoute({
    name: 'payments.savedCards',
    method: 'GET',
    path: '/payments/saved-cards',
    service: 'payments',
    access: 'user',
    summary: "The owner's saved cards (brand, last four, expiry, holder; never the number)",
    response: savedCardsSchema,
    errors: [],
  }),
  preapproveCard: defineRoute({
    name: 'payments.preapproveCard',
    method: 'POST',
    path: '/payments/saved-cards/preapproval',
    service: 'payments',
    access: 'user',
    summary: "The signed form of PayHere's Preapproval API that saves a card: where to POST it and its fields",
    description:
      'The browser POSTs `fields` to `action` (a form submit, leaving VetNow) and the owner enters the card on PayHere\'s ' +
      'page. PayHere sends the card\'s token server to server (notify_url): the card is listed once it has come ' +
      '(brand, last four, expiry, holder). The owner comes back to /profile?tab=payment-methods&card=added (or ' +
      '`card=cancelled`); that address is never trusted for the outcome.',
    body: cardPreapprovalRequestSchema,
    response: checkoutFormSchema,
    errors: ['PAYMENT_PROVIDER_UNAVAILABLE'],
  }),
  deleteCard: defineRoute({
    name: 'payments.deleteCard',
    method: 'DELETE',
    path: '/payments/saved-cards/:id',
    service: 'payments',
    access: 'user',
    ownership: 'principal',
    summary: 'Delete one of the owner’s saved cards',
    params: idParamSchema,
    response: deleteCardResponseSchema,
    errors: ['CARD_NOT_FOUND', 'CARD_INVALID_ID'],
  }),
  checkout: defineRoute({
    name: 'payments.checkout',
    method: 'POST',
    path: '/payments/checkout',
    service: 'payments',
    access: 'user',
    // The appointment in the body is the owner's own: another owner gets 404.
    ownership: 'principal',
    summary: "The signed hosted-checkout form of the owner's card appointment (PayHere Checkout API): where to POST it and its fields",
    description:
      'The browser POSTs `fields` to `action` (a form submit, leaving VetNow): the card is entered on the provider\'s page, ' +
      'never on VetNow. Also after a failed or abandoned attempt (a retry). The outcome arrives server to server. ' +
      'Right after booking the payment may not exist yet (PAYMENT_NOT_FOUND for a moment): ask again.',
    body: checkoutRequestSchema,
    response: checkoutFormSchema,
    errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_ALREADY_COMPLETED', 'PAYMENT_NOT_PAYABLE', 'PAYMENT_CHARGE_IN_PROGRESS', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  }),
  refreshCheckout: defineRoute({
    name: 'payments.refreshCheckout',
    method: 'POST',
    path: '/payments/checkout/refresh',
    service: 'payments',
    access: 'user',
    ownership: 'principal',
    summary: "Asks the provider about the owner's pending card payment now (Retrieval API) and settles it",
    description:
      'For the owner back from the hosted page when no notify has come (yet): what the provider knows settles the ' +
      'payment as a notify would. The return URL\'s parameters are never trusted for the status.',
    body: refreshCheckoutRequestSchema,
    response: refreshCheckoutAnswerSchema,
    errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  }),
  refundPolicy: defineRoute({
    name: 'payments.refundPolicy',
    method: 'GET',
    path: '/payments/refund-policy',
    service: 'payments',
    access: 'public',
    summary: 'The cancellation refund policy: how many hours ahead an owner must cancel for a paid card fee to be refunded',
    description:
      'Cancelled by the clinic, or after a closure or leave disrupted it, a paid visit is always refunded in full; ' +
      'cancelled by the owner, only `cutoffHours` or more before it starts.',
    response: refundPolicySchema,
    errors: [],
  }),
  refund: defineRoute({
    name: 'payments.refund',
    method: 'POST',
    path: '/payments/refunds',
    service: 'payments',
    access: 'admin',
    summary: "The admin refunds a paid card appointment by hand, fully or partly, with a reason (PayHere's Refund API)",
    description:
      'Answers once PayHere answered: `refunded`, or `requested` when PayHere could not be reached (retried, then ' +
      '`failed` for the admin to see). The owner is told when the money is back (payment.refunded).',
    body: adminRefundRequestSchema,
    response: refundAnswerSchema,
    errors: ['PAYMENT_NOT_FOUND', 'PAYMENT_NOT_REFUNDABLE', 'PAYMENT_REFUND_TOO_LARGE', 'PAYMENT_REFUND_IN_PROGRESS', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  }),
  list: defineRoute({
    name: 'payments.list',
    method: 'GET',
    path: '/payments',
    service: 'payments',
    access: 'admin',
    summary: 'The card payments for the admin, newest first: filtered by status, method and clinic dates, a page at a time',
    description:
      '`status` is a payment status (pending, completed, failed, cancelled) or `refunded` / `refund_failed` (the ' +
      'refund state); `method` is `checkout` (the hosted page) or `saved-card` (charged from a saved card); `from` and ' +
      '`to` are clinic dates (Asia/Colombo), both included, by when the payment was recorded. At most ' +
      `${PAYMENT_LIST_MAX_LIMIT} rows a page (\`limit\`); \`cursor\` is the previous page's \`nextCursor\`. ` +
      'Cash paid at the clinic is recorded on the appointment (svc-booking), not here.',
    query: paymentListQuerySchema,
    response: adminPaymentPageSchema,
    errors: [],
  }),
  dailyTotals: defineRoute({
    name: 'payments.dailyTotals',
    method: 'GET',
    path: '/payments/daily-totals',
    service: 'payments',
    access: 'admin',
    summary: "Per clinic day: our completed card payments (count, paid, refunded) against PayHere's record of them",
    description:
      `At most ${PAYMENT_TOTALS_MAX_DAYS} days. Each completed PayHere payment of a day is asked about through the ` +
      'Retrieval API, one after another and within a time budget: `missing` lists the order ids we hold paid that ' +
      'PayHere does not list as received or refunded. `unavailable`: PayHere could not be asked (no merchant-API ' +
      'credentials, no answer, or the budget ran out): that day is not checked.',
    query: paymentTotalsQuerySchema,
    response: paymentTotalsSchema,
    errors: [],
  }),
  exportCsv: defineRoute({
    name: 'payments.exportCsv',
    method: 'GET',
    path: '/payments/export.csv',
    service: 'payments',
    access: 'admin',
    summary: 'The card payments the filters select, as a CSV file (RFC 4180, UTF-8, a header row)',
    description:
      `The list's filters; \`from\` and \`to\` required, at most ${PAYMENT_EXPORT_MAX_DAYS} days. Saved as ` +
      '`vetnow-payments-<from>-<to>.csv` (Content-Disposition). No card number exists anywhere: brand and last four only.',
    query: paymentExportQuerySchema,
    response: z.string().startsWith('payment_id,'),
    responseType: 'text/csv',
    errors: [],
  }),
  payhereNotify: defineRoute({
    name: 'payments.payhereNotify',
    method: 'POST',
    path: '/payments/payhere/notify',
    service: 'payments',
    access: 'public',
    summary: "PayHere's server-to-server notification (notify_url) of a payment or a card preapproval, signed with md5sig",
    description:
      'Form-encoded, as PayHere sends it (JSON is read too). The signature is checked with a timing-safe comparison, then ' +
      'merchant, order, amount and currency against the payment on record. The same payment_id twice changes nothing. ' +
      'An order id starting CARD- is a card preapproval (ADR 0053): its customer token is stored encrypted.',
    requestType: 'application/x-www-form-urlencoded',
    body: payhereNotifySchema,
    response: notifyAnswerSchema,
    errors: ['PAYMENT_NOTIFY_REJECTED', 'PAYMENT_PROVIDER_UNAVAILABLE'],
  }),
} as const;
