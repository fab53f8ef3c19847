/**
 * Pure mapping between our requests/outcomes and PayHere's wire bodies, per
 * - Charging API: https://support.payhere.lk/api-&-mobile-sdk/charging-api (status_code 2 success, 0 pending,
 *   -1 canceled, -2 failed; envelope status -1 "Invalid token|currency|amount", -2 "Authentication error";
 *   amount a JSON number, as in the page's example body)
 * - Refund API: https://support.payhere.lk/api-&-mobile-sdk/refund-api (status 1 success, 0 error initiating
 *   the refund, -1 refund failed; `data` the refund number; partial refunds add `"amount": "100.50"`)
 * - Retrieval API: https://support.payhere.lk/api-&-mobile-sdk/retrieval-api (status 1 found, 0 pending,
 *   -1 "No payments found", -2 listed both as "Payment declined" and as "Authentication error")
 */
import { amountNumber, formatAmount, toMinor } from './amount.js';
import {
  chargeDataSchema,
  envelopeSchema,
  refundDataSchema,
  retrievalDataSchema,
} from './merchant-api.schemas.js';
import type {
  ChargeRequest,
  ChargeResult,
  MerchantApiError,
  MerchantApiErrorReason,
  RefundRequest,
  RefundResult,
  RetrievedPayment,
  RetrieveResult,
} from './merchant-api.types.js';
import type { HttpReply } from './transport.js';

type Redact = (text: string) => string;

export const fail = (reason: MerchantApiErrorReason, message: string): MerchantApiError => ({
  outcome: 'error',
  reason,
  message,
});

const unauthorized = (): MerchantApiError => fail('auth', 'PayHere refused the access token');

export function chargeBody(r: ChargeRequest): Record<string, unknown> {
  const list = typeof r.items === 'string' ? undefined : r.items;
  return {
    type: 'PAYMENT',
    order_id: r.orderId,
    items: list ? list.map((i) => i.name).join(', ') : r.items,
    currency: r.currency,
    amount: amountNumber(r.amountMinor),
    customer_token: r.customerToken,
    ...(r.customFields?.custom1 !== undefined ? { custom_1: r.customFields.custom1 } : {}),
    ...(r.customFields?.custom2 !== undefined ? { custom_2: r.customFields.custom2 } : {}),
    ...(r.notifyUrl !== undefined ? { notify_url: r.notifyUrl } : {}),
    ...(list
      ? {
          itemList: list.map((i) => ({
            name: i.name,
            ...(i.number !== undefined ? { number: i.number } : {}),
            quantity: i.quantity,
            unit_amount: amountNumber(i.unitAmountMinor),
          })),
        }
      : {}),
  };
}

export function refundBody(r: RefundRequest): Record<string, unknown> {
  return {
    payment_id: r.paymentId,
    description: r.description,
    ...(r.amountMinor !== undefined ? { amount: formatAmount(r.amountMinor) } : {}),
  };
}

export function interpretCharge(reply: HttpReply, orderId: string, redact: Redact): ChargeResult {
  if (reply.status === 401) return unauthorized();
  const env = envelopeSchema.safeParse(reply.body);
  if (!env.success) return fail('malformed', `unexpected charge answer (HTTP ${reply.status})`);
  const { status, msg } = env.data;
  // A failed charge may come as status 1 with status_code -2, or as status -1 with the same data (the docs show
  // only status -1 with data null): a parsable `data` decides; without one, the envelope status does.
  const data = chargeDataSchema.safeParse(env.data.data);
  if (status !== 1 && !data.success) return fail(status === -2 ? 'auth' : 'rejected', redact(msg));
  if (!data.success) return fail('malformed', 'unexpected charge data');
  if (data.data.order_id !== orderId) return fail('malformed', 'charge answer for another order');
  if (status !== 1 && data.data.status_code === 2)
    return fail('malformed', 'charge status contradicts its data');
  const message = redact(data.data.status_message ?? msg);
  switch (data.data.status_code) {
    case 2:
      return { outcome: 'paid', paymentId: data.data.payment_id, statusCode: 2 };
    case 0:
      return { outcome: 'pending', paymentId: data.data.payment_id, statusCode: 0, message };
    case -1:
    case -2:
      return { outcome: 'declined', message, statusCode: data.data.status_code };
    default:
      return fail('malformed', `unknown charge status_code ${data.data.status_code}`);
  }
}

export function interpretRefund(reply: HttpReply, req: RefundRequest, redact: Redact): RefundResult {
  if (reply.status === 401) return unauthorized();
  const env = envelopeSchema.safeParse(reply.body);
  if (!env.success) return fail('malformed', `unexpected refund answer (HTTP ${reply.status})`);
  const { status, msg } = env.data;
  if (status === -2) return fail('auth', redact(msg));
  if (status !== 1) return { outcome: 'failed', message: redact(msg), status };
  const data = refundDataSchema.safeParse(env.data.data);
  if (!data.success) return fail('malformed', 'unexpected refund data');
  return {
    outcome: 'refunded',
    paymentId: req.paymentId,
    refundId: data.data === null || data.data === undefined ? null : String(data.data),
    ...(req.amountMinor !== undefined ? { amountMinor: req.amountMinor } : {}),
    message: redact(msg),
  };
}

export function interpretSearch(reply: HttpReply, redact: Redact): RetrieveResult {
  if (reply.status === 401) return unauthorized();
  const env = envelopeSchema.safeParse(reply.body);
  if (!env.success) return fail('malformed', `unexpected retrieval answer (HTTP ${reply.status})`);
  const { status, msg } = env.data;
  if (status === -1) return { outcome: 'not_found' };
  if (status === 0) return { outcome: 'pending', message: redact(msg) };
  if (status !== 1) return fail(/auth/i.test(msg) ? 'auth' : 'rejected', redact(msg));
  const data = retrievalDataSchema.safeParse(env.data.data);
  if (!data.success) return fail('malformed', 'unexpected retrieval data');
  const payments: RetrievedPayment[] = [];
  for (const p of data.data) {
    const amountMinor = toMinor(p.amount);
    if (amountMinor === undefined) return fail('malformed', 'unexpected retrieval amount');
    let amountDetail: RetrievedPayment['amountDetail'] = null;
    if (p.amount_detail) {
      const [grossMinor, feeMinor, netMinor] = [
        p.amount_detail.gross,
        p.amount_detail.fee,
        p.amount_detail.net,
      ].map(toMinor);
      if (grossMinor === undefined || feeMinor === undefined || netMinor === undefined) {
        return fail('malformed', 'unexpected retrieval amount_detail');
      }
      amountDetail = { currency: p.amount_detail.currency, grossMinor, feeMinor, netMinor };
    }
    payments.push({
      paymentId: p.payment_id,
      orderId: p.order_id,
      date: p.date,
      description: p.description ?? null,
      status: p.status,
      currency: p.currency,
      amountMinor,
      method: p.payment_method?.method ?? null,
      cardNo: p.payment_method?.card_no ?? null,
      amountDetail,
    });
  }
  return payments.length === 0 ? { outcome: 'not_found' } : { outcome: 'found', payments };
}
