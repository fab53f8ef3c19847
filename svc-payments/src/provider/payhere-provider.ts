import { Logger } from '@nestjs/common';
import type { CheckoutForm } from '@vetnow/contracts/payments';
import { PayHereMerchantApi } from '../payhere/merchant-api/merchant-api.client.js';
import type { RetrievedPayment } from '../payhere/merchant-api/merchant-api.types.js';
import {
  checkoutHash,
  formatAmount,
  PAYHERE_STATUS,
  parseAmountToMinor,
  payhereNotifySchema,
  preapprovalHash,
  verifyNotifySignature,
} from '../payhere/payhere-protocol.js';
import type { PayHereSettings } from './payments-config.js';
import type {
  ChargeOrder,
  ChargeReading,
  CheckoutOrder,
  NotifyReading,
  PaymentProvider,
  PreapprovalOrder,
  ProviderReport,
  RefundOrder,
  RefundReading,
  RetrievalReading,
} from './payment-provider.js';

const NO_APP = 'PAYHERE_APP_ID and PAYHERE_APP_SECRET are not set';

/** PayHere's `method` → our card brand. */
function brandOf(method: string | null | undefined): string | undefined {
  switch (method) {
    case 'VISA':
      return 'visa';
    case 'MASTER':
      return 'mastercard';
    case 'AMEX':
      return 'amex';
    case undefined:
    case null:
      return undefined;
    default:
      return 'unknown';
  }
}

/** '************1292' → '1292'. */
function lastFourOf(masked: string | null | undefined): string | undefined {
  const m = /(\d{4})$/.exec(masked ?? '');
  return m?.[1];
}

function outcomeOf(statusCode: number): ProviderReport['outcome'] {
  if (statusCode === PAYHERE_STATUS.SUCCESS) return 'paid';
  if (statusCode === PAYHERE_STATUS.PENDING) return 'pending';
  if (statusCode === PAYHERE_STATUS.CHARGEDBACK) return 'charged_back';
  return 'failed';
}

/** A Retrieval API status → the notify status code it means. */
function retrievedStatusCode(status: string): number {
  if (status === 'RECEIVED' || status.startsWith('REFUND')) return PAYHERE_STATUS.SUCCESS;
  if (status === 'CHARGEBACKED') return PAYHERE_STATUS.CHARGEDBACK;
  return PAYHERE_STATUS.FAILED;
}

/**
 * The PayHere adapter: the Checkout and Preapproval API forms and their hash, the notify's md5sig (timing-safe) and
 * merchant, and the merchant APIs (OAuth client credentials, the token cached until it expires, one client for the
 * process): Retrieval, Refund and Charging — https://support.payhere.lk/api-&-mobile-sdk/checkout-api,
 * …/preapproval-api, …/charging-api, …/retrieval-api, …/refund-api. The merchant secret and the customer tokens never
 * leave this object's calls and are never logged.
 */
export class PayHereProvider implements PaymentProvider {
  readonly name = 'payhere' as const;
  readonly mode: PayHereSettings['mode'];
  private readonly api?: PayHereMerchantApi;
  private readonly logger = new Logger('PayHere');

  constructor(private readonly settings: PayHereSettings, fetchFn?: typeof globalThis.fetch) {
    this.mode = settings.mode;
    if (settings.app) {
      this.api = new PayHereMerchantApi({
        baseUrl: settings.baseUrl,
        appId: settings.app.appId,
        appSecret: settings.app.appSecret,
        timeoutMs: settings.apiTimeoutMs,
        ...(fetchFn ? { fetch: fetchFn } : {}),
        logger: { log: (e) => this.logger.log(e), warn: (e) => this.logger.warn(e) },
      });
    }
  }

  checkoutForm(order: CheckoutOrder): CheckoutForm {
    const { merchantId, merchantSecret, baseUrl } = this.settings;
    return {
      action: `${baseUrl}/pay/checkout`,
      fields: {
        ...this.formFields(order),
        amount: formatAmount(order.amountMinor),
        custom_1: order.reference,
        hash: checkoutHash({ merchantId, orderId: order.orderId, amountMinor: order.amountMinor, currency: order.currency, merchantSecret }),
      },
    };
  }

  preapprovalForm(order: PreapprovalOrder): CheckoutForm {
    const { merchantId, merchantSecret, baseUrl } = this.settings;
    return {
      action: `${baseUrl}/pay/preapprove`,
      fields: {
        ...this.formFields(order),
        hash: preapprovalHash({ merchantId, orderId: order.orderId, currency: order.currency, merchantSecret }),
      },
    };
  }

  /** The fields the Checkout and Preapproval forms share: the merchant, where to go back and notify, the order, the payer. */
  private formFields(order: PreapprovalOrder): Record<string, string> {
    const c = order.customer;
    return {
      merchant_id: this.settings.merchantId,
      return_url: order.returnUrl,
      cancel_url: order.cancelUrl,
      notify_url: order.notifyUrl,
      order_id: order.orderId,
      items: order.items,
      currency: order.currency,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone: c.phone,
      address: c.address,
      city: c.city,
      country: c.country,
    };
  }

  readNotify(body: unknown): NotifyReading {
    const parsed = payhereNotifySchema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    const n = parsed.data;
    if (!verifyNotifySignature(n, this.settings.merchantSecret)) return { ok: false, reason: 'signature' };
    if (n.merchant_id !== this.settings.merchantId) return { ok: false, reason: 'merchant' };
    const amountMinor = parseAmountToMinor(n.payhere_amount);
    if (amountMinor === null) return { ok: false, reason: 'malformed' };
    const statusCode = Number(n.status_code);
    const cardType = brandOf(n.method);
    const lastFour = lastFourOf(n.card_no);
    return {
      ok: true,
      report: {
        orderId: n.order_id,
        providerPaymentId: n.payment_id,
        amountMinor,
        currency: n.payhere_currency,
        outcome: outcomeOf(statusCode),
        statusCode,
        ...(n.status_message ? { statusMessage: n.status_message } : {}),
        ...(cardType ? { cardType } : {}),
        ...(lastFour ? { lastFour } : {}),
      },
      ...(n.customer_token
        ? {
            card: {
              customerToken: n.customer_token,
              ...(n.card_expiry ? { cardExpiry: n.card_expiry } : {}),
              ...(n.card_holder_name ? { cardHolderName: n.card_holder_name } : {}),
            },
          }
        : {}),
    };
  }

  async retrieve(orderId: string): Promise<RetrievalReading> {
    if (!this.api) return { outcome: 'unavailable', message: NO_APP };
    const answer = await this.api.retrieve(orderId);
    switch (answer.outcome) {
      case 'found':
        return { outcome: 'found', reports: answer.payments.map((p) => this.reportOf(p)) };
      case 'not_found':
        return { outcome: 'not_found' };
      case 'pending':
        return { outcome: 'unavailable', message: answer.message };
      default:
        return { outcome: 'unavailable', message: answer.message };
    }
  }

  /**
   * Refund API (https://support.payhere.lk/api-&-mobile-sdk/refund-api), sent once by the client. PayHere's status
   * 0 / -1 (it answered and refused) is `failed`; a timeout, a network error, a 5xx, a refused token or an unreadable
   * answer is `unavailable` (the caller asks the Retrieval API before sending it again).
   */
  async refund(order: RefundOrder): Promise<RefundReading> {
    if (!this.api) return { outcome: 'unavailable', message: NO_APP };
    const answer = await this.api.refund({
      paymentId: order.providerPaymentId,
      description: order.description,
      ...(order.amountMinor !== undefined ? { amountMinor: order.amountMinor } : {}),
    });
    switch (answer.outcome) {
      case 'refunded':
        return { outcome: 'refunded', ...(answer.refundId ? { providerRefundId: answer.refundId } : {}) };
      case 'failed':
        return { outcome: 'failed', message: answer.message || 'PayHere refused the refund' };
      default:
        return { outcome: 'unavailable', message: answer.message };
    }
  }

  /**
   * Charging API (https://support.payhere.lk/api-&-mobile-sdk/charging-api). The client retries timeouts, network
   * errors and 5xx with the same order id, asking the Retrieval API first each time; what is still unknown after that
   * is `unavailable` (the caller tries again later, asking first too).
   */
  async charge(order: ChargeOrder): Promise<ChargeReading> {
    if (!this.api) return { outcome: 'unavailable', message: NO_APP };
    const answer = await this.api.charge({
      orderId: order.orderId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      items: order.items,
      customerToken: order.customerToken,
      customFields: { custom1: order.reference },
      notifyUrl: order.notifyUrl,
    });
    switch (answer.outcome) {
      case 'paid':
        return { outcome: 'paid', providerPaymentId: answer.paymentId };
      case 'declined':
        return { outcome: 'declined', message: answer.message };
      case 'pending':
        return { outcome: 'pending', providerPaymentId: answer.paymentId, message: answer.message };
      default:
        return answer.reason === 'rejected'
          ? { outcome: 'refused', message: answer.message }
          : { outcome: 'unavailable', message: answer.message };
    }
  }

  private reportOf(p: RetrievedPayment): ProviderReport {
    const statusCode = retrievedStatusCode(p.status);
    const cardType = brandOf(p.method);
    const lastFour = lastFourOf(p.cardNo);
    return {
      orderId: p.orderId,
      providerPaymentId: p.paymentId,
      amountMinor: p.amountMinor,
      currency: p.currency,
      outcome: outcomeOf(statusCode),
      statusCode,
      statusMessage: p.status,
      providerStatus: p.status,
      ...(cardType ? { cardType } : {}),
      ...(lastFour ? { lastFour } : {}),
    };
  }
}
