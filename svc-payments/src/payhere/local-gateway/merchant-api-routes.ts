// Merchant APIs behind OAuth client credentials, in the shapes of PayHere's pages:
//   https://support.payhere.lk/api-&-mobile-sdk/charging-api    (OAuth token, POST /merchant/v1/payment/charge)
//   https://support.payhere.lk/api-&-mobile-sdk/refund-api      (POST /merchant/v1/payment/refund)
//   https://support.payhere.lk/api-&-mobile-sdk/retrieval-api   (GET /merchant/v1/payment/search?order_id=)
// The 401 bodies are the OAuth2 error shape ({ error, error_description }); the pages show no failure example.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatAmount, notifySignature, PAYHERE_STATUS } from '../payhere-protocol.js';
import type { Faults } from './faults.js';
import type { GatewayState } from './gateway-state.js';
import { amountMinor, fail, type Json, major, retrievalItem, str } from './merchant-api-shapes.js';
import { deliverNotify, notifyBody } from './notifier.js';
import { chargeOutcome } from './test-cards.js';
import type { RecordedPayment } from './types.js';

export function registerMerchantApiRoutes(app: FastifyInstance, state: GatewayState, faults: Faults): void {
  /** Checks the Bearer token; answers 401 itself and returns false when it is missing, unknown or expired. */
  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!m) {
      void reply.code(401).send({
        error: 'unauthorized',
        error_description: 'Full authentication is required to access this resource',
      });
      return false;
    }
    const token = m[1]!;
    if (state.accessTokenValid(token)) return true;
    const known = state.accessTokens.has(token);
    void reply.code(401).send({
      error: 'invalid_token',
      error_description: known ? `Access token expired: ${token}` : `Invalid access token: ${token}`,
    });
    return false;
  };

  app.post('/merchant/v1/oauth/token', async (request, reply) => {
    const fault = faults.take('oauth');
    if (fault) return faults.apply(fault, reply);
    const m = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const decoded = m ? Buffer.from(m[1]!, 'base64').toString('utf8') : '';
    const { appId, appSecret } = state.credentials;
    if (decoded !== `${appId}:${appSecret}`) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    const grant = (request.body as Json | undefined)?.['grant_type'];
    if (grant !== 'client_credentials') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: `Unsupported grant type: ${String(grant)}`,
      });
    }
    const { token, expiresIn } = state.issueAccessToken();
    return reply.send({ access_token: token, token_type: 'bearer', expires_in: expiresIn, scope: 'SANDBOX' });
  });

  app.post('/merchant/v1/payment/charge', async (request, reply) => {
    const fault = faults.take('charge');
    if (fault) return faults.apply(fault, reply);
    if (!authorised(request, reply)) return reply;
    const body = (request.body ?? {}) as Json;
    const type = str(body, 'type') ?? 'PAYMENT';
    const orderId = str(body, 'order_id');
    const items = str(body, 'items');
    const currency = str(body, 'currency');
    const minor = amountMinor(body['amount']);
    const token = str(body, 'customer_token');
    if (type !== 'PAYMENT') return fail(reply, 400, `Unsupported type: ${type}`);
    if (!orderId || !items || !currency || minor === null || !token) {
      return fail(
        reply,
        400,
        'Required parameters: order_id, items, currency, amount (> 0, 2 decimals), customer_token',
      );
    }
    const saved = state.customerTokens.get(token);
    if (!saved || saved.deleted) return fail(reply, 400, 'Invalid customer token');
    if (saved.outcome === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowCardMs));
    const result = chargeOutcome(saved);
    const payment: RecordedPayment = state.record({
      paymentId: state.newPaymentId(),
      orderId,
      kind: 'charge',
      amountMinor: minor,
      currency,
      statusCode: result.ok ? PAYHERE_STATUS.SUCCESS : PAYHERE_STATUS.FAILED,
      statusMessage: result.message,
      method: saved.method,
      cardHolderName: saved.cardHolderName,
      cardNo: saved.cardNo,
      cardExpiry: saved.cardExpiry,
      customerToken: token,
      items,
      refundedMinor: 0,
      createdAt: state.clock(),
      customer: { firstName: '', lastName: '', email: '', phone: '', address: '', city: '', country: '' },
    });
    const custom = { custom_1: str(body, 'custom_1'), custom_2: str(body, 'custom_2') };
    const notifyUrl = str(body, 'notify_url');
    if (notifyUrl) {
      const form = notifyBody(state, payment, {
        ...(custom.custom_1 !== undefined ? { custom_1: custom.custom_1 } : {}),
        ...(custom.custom_2 !== undefined ? { custom_2: custom.custom_2 } : {}),
      });
      delete form['customer_token'];
      await deliverNotify(state, faults.takeNotifyPlan(), notifyUrl, form);
    }
    const { merchantId, merchantSecret } = state.credentials;
    return reply.send({
      status: result.ok ? 1 : -1,
      msg: result.ok
        ? 'Automatic payment charged successfully'
        : `Automatic payment failed: ${result.message}`,
      data: {
        order_id: orderId,
        items,
        currency,
        amount: major(minor),
        custom_1: custom.custom_1 ?? null,
        custom_2: custom.custom_2 ?? null,
        payment_id: Number(payment.paymentId),
        status_code: payment.statusCode,
        status_message: payment.statusMessage,
        md5sig: notifySignature({
          merchantId,
          orderId,
          payhereAmount: formatAmount(minor),
          payhereCurrency: currency,
          statusCode: payment.statusCode,
          merchantSecret,
        }),
      },
    });
  });

  app.post('/merchant/v1/payment/refund', async (request, reply) => {
    const fault = faults.take('refund');
    if (fault) return faults.apply(fault, reply);
    if (!authorised(request, reply)) return reply;
    const body = (request.body ?? {}) as Json;
    const paymentId = str(body, 'payment_id');
    const description = str(body, 'description');
    if (!paymentId || !description) return fail(reply, 400, 'Required parameters: payment_id, description');
    const payment = state.payments.get(paymentId);
    if (!payment || payment.statusCode !== PAYHERE_STATUS.SUCCESS || payment.amountMinor === 0)
      return fail(reply, 400, 'Invalid payment_id');
    const remaining = payment.amountMinor - payment.refundedMinor;
    if (remaining <= 0) return fail(reply, 400, 'Payment already refunded');
    let minor = remaining;
    if (body['amount'] !== undefined && body['amount'] !== null) {
      const partial = amountMinor(body['amount']);
      if (partial === null || partial > remaining) return fail(reply, 400, 'Invalid refund amount');
      minor = partial;
    }
    const refundId = state.refund(payment, minor, description);
    return reply.send({ status: 1, msg: 'Successfully processed the refund', data: Number(refundId) });
  });

  app.get<{ Querystring: { order_id?: string } }>('/merchant/v1/payment/search', async (request, reply) => {
    const fault = faults.take('search');
    if (fault) return faults.apply(fault, reply);
    if (!authorised(request, reply)) return reply;
    const orderId = request.query.order_id;
    if (!orderId) return fail(reply, 400, 'Required parameter: order_id');
    // The Retrieval API lists successful payments (RECEIVED / REFUNDED / CHARGEBACKED …), not declined attempts.
    const found = [...state.payments.values()].filter(
      (p) => p.orderId === orderId && p.statusCode === PAYHERE_STATUS.SUCCESS && p.kind !== 'preapproval',
    );
    if (found.length === 0)
      return reply.send({ status: -1, msg: `No payments found for order_id:${orderId}`, data: null });
    return reply.send({
      status: 1,
      msg: `Payments with order_id:${orderId}`,
      data: found.map((p) => retrievalItem(p)),
    });
  });
}
