import type { CheckoutForm } from '@vetnow/contracts/payments';

/**
 * The payment-provider port of svc-payments (issue 35, ADR 0051): what the use cases need from a card provider. One
 * adapter today, PayHere (payhere-provider.ts), in three modes: live, sandbox and local (the PayHere-compatible
 * gateway `npm start` runs) — so the default install runs the production code path.
 */
export const PAYMENT_PROVIDER = Symbol('vetnow.payment-provider');

export interface CheckoutOrder {
  /** The appointment's reference (PayHere's order_id). */
  readonly orderId: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** What the owner pays for, shown on the hosted page. */
  readonly items: string;
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    readonly address: string;
    readonly city: string;
    readonly country: string;
  };
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly notifyUrl: string;
  /** Our payment row's id, echoed back in the notify (custom_1). */
  readonly reference: string;
}

/** What a provider said about a payment, once its signature and merchant are verified. */
export interface ProviderReport {
  readonly orderId: string;
  readonly providerPaymentId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly outcome: 'paid' | 'failed' | 'pending' | 'charged_back';
  readonly statusCode: number;
  readonly statusMessage?: string;
  /** 'visa' | 'mastercard' | 'amex' | 'unknown' (from the provider's method). */
  readonly cardType?: string;
  /** From the masked number, e.g. '1292'. */
  readonly lastFour?: string;
}

export type NotifyReading = { ok: true; report: ProviderReport } | { ok: false; reason: 'signature' | 'merchant' | 'malformed' };

export type RetrievalReading =
  | { outcome: 'found'; reports: ProviderReport[] }
  | { outcome: 'not_found' }
  | { outcome: 'unavailable'; message: string };

export interface PaymentProvider {
  readonly name: 'payhere';
  readonly mode: 'local' | 'sandbox' | 'live';
  /** The signed form the owner's browser POSTs to the hosted checkout. */
  checkoutForm(order: CheckoutOrder): CheckoutForm;
  /** Verifies a notify (signature, merchant) and reads it; never throws. */
  readNotify(body: unknown): NotifyReading;
  /** Asks the provider what it knows about an order (reconciliation; a return with no notify). */
  retrieve(orderId: string): Promise<RetrievalReading>;
}
