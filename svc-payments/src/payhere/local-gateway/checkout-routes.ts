// Checkout API (POST /pay/checkout) and Preapproval API (POST /pay/preapprove): validate the merchant's form, render the
// hosted card page, take the card POST, record the payment, send the signed notify, and 303 the browser back.
//   https://support.payhere.lk/api-&-mobile-sdk/checkout-api
//   https://support.payhere.lk/api-&-mobile-sdk/preapproval-api
// The card number and CVV live only in the local variables of the card POST handler.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkoutHash,
  PAYHERE_STATUS,
  parseAmountToMinor,
  type PayhereStatusCode,
} from '../payhere-protocol.js';
import { renderCardPage, renderMessagePage } from './card-page.js';
import type { Faults } from './faults.js';
import type { CheckoutSession, GatewayState } from './gateway-state.js';
import { deliverNotify, notifyBody } from './notifier.js';
import { findTestCard, maskCardNumber, normaliseExpiry } from './test-cards.js';
import type { RecordedPayment } from './types.js';

const REQUIRED = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'order_id',
  'items',
  'currency',
  'hash',
] as const;
const CURRENCIES = new Set(['LKR', 'USD', 'GBP', 'EUR', 'AUD']);

type Form = Record<string, string>;

function asForm(body: unknown): Form {
  if (!body || typeof body !== 'object') return {};
  const form: Form = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>))
    if (typeof v === 'string') form[k] = v;
  return form;
}

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function plain(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(code).type('text/plain; charset=utf-8').send(message);
}

/** Validates a Checkout / Preapproval form; answers the problem as text, or the amount in minor units. */
function validate(
  state: GatewayState,
  form: Form,
  kind: CheckoutSession['kind'],
): { error: string } | { amountMinor: number } {
  const missing = REQUIRED.filter((k) => !form[k]);
  if (kind === 'checkout' && !form['amount']) missing.push('amount' as never);
  if (missing.length > 0) return { error: `Missing parameters: ${missing.join(', ')}` };
  if (form['merchant_id'] !== state.credentials.merchantId)
    return { error: 'Unauthorized payment request: unknown merchant_id' };
  if (!CURRENCIES.has(form['currency']!)) return { error: `Unsupported currency: ${form['currency']!}` };
  const amountMinor = form['amount'] ? parseAmountToMinor(form['amount']) : 0;
  if (amountMinor === null || (kind === 'checkout' && amountMinor <= 0)) return { error: 'Invalid amount' };
  for (const key of ['return_url', 'cancel_url', 'notify_url'] as const) {
    if (!isHttpUrl(form[key]!)) return { error: `Invalid ${key}` };
  }
  const expected = checkoutHash({
    merchantId: form['merchant_id']!,
    orderId: form['order_id']!,
    amountMinor,
    currency: form['currency']!,
    merchantSecret: state.credentials.merchantSecret,
  });
  if (form['hash'] !== expected) return { error: 'Unauthorized payment request: invalid hash' };
  return { amountMinor };
}

function withOrderId(url: string, orderId: string): string {
  const u = new URL(url);
  u.searchParams.set('order_id', orderId);
  return u.toString();
}

interface CardInput {
  number: string;
  cvv: string;
  expiry: string;
  holder: string;
}

function readCard(form: Form): CardInput {
  return {
    number: (form['card_number'] ?? '').replace(/[\s-]/g, ''),
    cvv: (form['card_cvv'] ?? '').trim(),
    expiry: form['card_expiry'] ?? '',
    holder: (form['card_holder_name'] ?? '').trim(),
  };
}

export function registerCheckoutRoutes(app: FastifyInstance, state: GatewayState, faults: Faults): void {
  const open = (kind: CheckoutSession['kind']) => async (request: { body: unknown }, reply: FastifyReply) => {
    const fault = faults.take(kind === 'checkout' ? 'checkout' : 'preapprove');
    if (fault) return faults.apply(fault, reply);
    const form = asForm(request.body);
    const checked = validate(state, form, kind);
    if ('error' in checked) return plain(reply, 400, checked.error);
    const session = state.openSession(kind, form, checked.amountMinor);
    return reply.type('text/html; charset=utf-8').send(renderCardPage(pageModel(state, session)));
  };
  app.post('/pay/checkout', open('checkout'));
  app.post('/pay/preapprove', open('preapproval'));

  app.post<{ Params: { id: string } }>('/pay/session/:id', async (request, reply) => {
    const session = openSessionOr(state, request.params.id, reply);
    if (!session) return reply;
    const card = readCard(asForm(request.body));
    const testCard = findTestCard(card.number);
    const expiry = normaliseExpiry(card.expiry);
    const problem = !testCard
      ? 'This card is not accepted by the test gateway. Use one of the test cards listed below.'
      : !expiry
        ? 'Enter the expiry date as MM/YY.'
        : !/^\d{3,4}$/.test(card.cvv)
          ? 'Enter the 3- or 4-digit CVV.'
          : !card.holder
            ? 'Enter the name on the card.'
            : undefined;
    if (problem || !testCard || !expiry) {
      const model = {
        ...pageModel(state, session),
        error: problem ?? 'Invalid card',
        cardHolderName: card.holder,
      };
      return reply.code(422).type('text/html; charset=utf-8').send(renderCardPage(model));
    }
    session.done = true;
    if (testCard.outcome === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowCardMs));

    // Preapproval with no first payment only checks the card, so an "insufficient funds" card is approved there (its
    // charges are declined later); a declined card is refused in both flows.
    const charged = session.kind === 'checkout' || session.amountMinor > 0;
    const ok =
      testCard.outcome === 'success' ||
      testCard.outcome === 'slow' ||
      (testCard.outcome === 'insufficient_funds' && !charged);
    const statusCode: PayhereStatusCode = ok ? PAYHERE_STATUS.SUCCESS : PAYHERE_STATUS.FAILED;
    const masked = {
      method: testCard.brand,
      cardNo: maskCardNumber(card.number),
      cardExpiry: expiry,
      cardHolderName: card.holder,
    };
    const f = session.fields;
    const payment: RecordedPayment = state.record({
      paymentId: state.newPaymentId(),
      orderId: f['order_id']!,
      kind: session.kind,
      amountMinor: session.amountMinor,
      currency: f['currency']!,
      statusCode,
      statusMessage: ok
        ? session.kind === 'checkout'
          ? testCard.message
          : 'Successfully preapproved the card.'
        : testCard.message,
      ...masked,
      items: f['items']!,
      refundedMinor: 0,
      createdAt: state.clock(),
      customer: {
        firstName: f['first_name']!,
        lastName: f['last_name']!,
        email: f['email']!,
        phone: f['phone']!,
        address: f['address']!,
        city: f['city']!,
        country: f['country']!,
      },
      ...(ok && session.kind === 'preapproval'
        ? {
            customerToken: state.newCustomerToken({
              ...masked,
              outcome: testCard.outcome,
              message: testCard.message,
              deleted: false,
            }),
          }
        : {}),
    });
    const custom = {
      ...(f['custom_1'] !== undefined ? { custom_1: f['custom_1'] } : {}),
      ...(f['custom_2'] !== undefined ? { custom_2: f['custom_2'] } : {}),
    };
    await deliverNotify(state, faults.takeNotifyPlan(), f['notify_url']!, notifyBody(state, payment, custom));
    return reply.redirect(withOrderId(f['return_url']!, payment.orderId), 303);
  });

  // The "Cancel" link. PayHere sends the customer to cancel_url; no notify is sent for a payment never attempted.
  app.get<{ Params: { id: string } }>('/pay/session/:id/cancel', async (request, reply) => {
    const session = openSessionOr(state, request.params.id, reply);
    if (!session) return reply;
    session.done = true;
    return reply.redirect(withOrderId(session.fields['cancel_url']!, session.fields['order_id']!), 303);
  });
}

function pageModel(state: GatewayState, session: CheckoutSession) {
  return {
    sessionId: session.id,
    kind: session.kind,
    merchantName: state.merchantName,
    orderId: session.fields['order_id']!,
    items: session.fields['items']!,
    amountMinor: session.amountMinor,
    currency: session.fields['currency']!,
  };
}

/** The session of a hosted page still open, or undefined after answering 404 (unknown) or 409 (already processed). */
function openSessionOr(state: GatewayState, id: string, reply: FastifyReply) {
  const session = state.sessions.get(id);
  const [code, title, text] = !session
    ? [404, 'Payment not found', 'This payment link is unknown or has expired.']
    : session.done
      ? [409, 'Already processed', 'This payment has already been processed.']
      : [0, '', ''];
  if (code === 0) return session;
  void reply.code(code).type('text/html; charset=utf-8').send(renderMessagePage(title, text));
  return undefined;
}
