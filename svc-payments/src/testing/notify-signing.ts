import { notifySignature } from '../payhere/payhere-protocol.js';

/**
 * `body` with its `md5sig` made as PayHere makes it — over the body's own merchant, order, amount, currency and status
 * — with `merchantSecret`: a genuine notify, or a forged one (another secret, or a field changed and signed again).
 */
export function signNotify(body: Record<string, string>, merchantSecret: string): Record<string, string> {
  return {
    ...body,
    md5sig: notifySignature({
      merchantId: body['merchant_id']!,
      orderId: body['order_id']!,
      payhereAmount: body['payhere_amount']!,
      payhereCurrency: body['payhere_currency']!,
      statusCode: body['status_code']!,
      merchantSecret,
    }),
  };
}
