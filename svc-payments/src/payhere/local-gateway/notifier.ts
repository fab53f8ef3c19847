// The server-to-server notify: a form-encoded POST to the merchant's notify_url, signed with md5sig as the Checkout API
// page defines it. Delivery follows the queued fault plan (normal / drop / duplicate / delay).
import { formatAmount, notifySignature } from '../payhere-protocol.js';
import type { NotifyPlan } from './faults.js';
import type { GatewayState } from './gateway-state.js';
import type { NotifyDelivery, RecordedPayment } from './types.js';

export function notifyBody(
  state: GatewayState,
  payment: RecordedPayment,
  custom: { custom_1?: string; custom_2?: string },
): Record<string, string> {
  const { merchantId, merchantSecret } = state.credentials;
  const payhereAmount = formatAmount(payment.amountMinor);
  const body: Record<string, string> = {
    merchant_id: merchantId,
    order_id: payment.orderId,
    payment_id: payment.paymentId,
    payhere_amount: payhereAmount,
    payhere_currency: payment.currency,
    status_code: String(payment.statusCode),
    md5sig: notifySignature({
      merchantId,
      orderId: payment.orderId,
      payhereAmount,
      payhereCurrency: payment.currency,
      statusCode: payment.statusCode,
      merchantSecret,
    }),
    status_message: payment.statusMessage,
    method: payment.method,
    card_holder_name: payment.cardHolderName,
    card_no: payment.cardNo,
    card_expiry: payment.cardExpiry,
  };
  if (custom.custom_1 !== undefined) body['custom_1'] = custom.custom_1;
  if (custom.custom_2 !== undefined) body['custom_2'] = custom.custom_2;
  if (payment.customerToken !== undefined) body['customer_token'] = payment.customerToken;
  return body;
}

async function post(state: GatewayState, url: string, body: Record<string, string>): Promise<NotifyDelivery> {
  let outcome: NotifyDelivery['outcome'];
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(state.notifyTimeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    outcome = res.status;
  } catch {
    outcome = 'error';
  }
  const delivery: NotifyDelivery = {
    orderId: body['order_id'] ?? '',
    paymentId: body['payment_id'] ?? '',
    statusCode: body['status_code'] ?? '',
    url,
    body,
    outcome,
    at: state.clock(),
  };
  state.recordDelivery(delivery);
  return delivery;
}

/**
 * Delivers one notify per `plan`. Resolves once the notify is settled for the browser flow: after the POST (normal,
 * duplicate: both), at once for drop and delay (a delayed notify is sent in the background; close() waits for it).
 */
export async function deliverNotify(
  state: GatewayState,
  plan: NotifyPlan,
  url: string,
  body: Record<string, string>,
): Promise<void> {
  switch (plan.mode) {
    case 'drop':
      state.recordDelivery({
        orderId: body['order_id'] ?? '',
        paymentId: body['payment_id'] ?? '',
        statusCode: body['status_code'] ?? '',
        url,
        body,
        outcome: 'dropped',
        at: state.clock(),
      });
      return;
    case 'duplicate':
      await post(state, url, body);
      await post(state, url, body);
      return;
    case 'delay':
      void state.track(
        new Promise<void>((resolve) => setTimeout(resolve, state.closing ? 0 : plan.ms)).then(() =>
          post(state, url, body),
        ),
      );
      return;
    case 'normal':
      await post(state, url, body);
  }
}
