import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { SERVICE_COUNTRY, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { CardPreapprovalData, CheckoutForm } from '@vetnow/contracts/payments';

/**
 * The payment-provider port of svc-payments (issue 35, ADR 0051): what the use cases need from a card provider. One
 * adapter today, PayHere (payhere-provider.ts), in three modes: live, sandbox and local (the PayHere-compatible
 * gateway `npm start` runs) — so the default install runs the production code path.
 */
export const PAYMENT_PROVIDER = Symbol('vetnow.payment-provider');

/** 'Kamal Silva' → ['Kamal', 'Silva']; one word is both (PayHere asks for a first and a last name). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? 'VetNow';
  return { firstName, lastName: words.length > 1 ? words.slice(1).join(' ') : firstName };
}

/** The hosted pages' customer: name and e-mail from the owner's token, phone and address as the page sent them. */
export function customerOf(user: Pick<TokenClaims, 'name' | 'email'>, payer: CardPreapprovalData): CheckoutOrder['customer'] {
  return {
    ...splitName(user.name),
    email: user.email,
    phone: payer.phone,
    address: payer.address || SERVICE_LOCATION,
    city: payer.city || SERVICE_LOCATION,
    country: SERVICE_COUNTRY,
  };
}

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

/** A card to save on the provider's Preapproval page (ADR 0053): nothing is charged, so no amount. */
export interface PreapprovalOrder {
  /** Ours: `CARD-` + 8 hex digits (card_preapprovals). */
  readonly orderId: string;
  readonly currency: string;
  readonly items: string;
  readonly customer: CheckoutOrder['customer'];
  readonly returnUrl: string;
  readonly cancelUrl: string;
  readonly notifyUrl: string;
}

/**
 * What a verified preapproval notify carries besides its report: the customer token (a secret: sealed before it is
 * stored, never logged) and the card as the provider shows it. Brand and last four are on the report.
 */
export interface PreapprovedCard {
  readonly customerToken: string;
  /** As the provider sent it ('MM/YY', 'MMYY'). */
  readonly cardExpiry?: string;
  readonly cardHolderName?: string;
}

/** A saved card to charge server to server (Charging API): the appointment's reference as the order id. */
export interface ChargeOrder {
  readonly orderId: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly items: string;
  /** The saved card's customer token, opened for this call only. */
  readonly customerToken: string;
  /** Our payment row's id (custom_1), as for a checkout. */
  readonly reference: string;
  /** Where the provider also posts the charge's outcome (the notify route settles it as for a checkout). */
  readonly notifyUrl: string;
}

/**
 * What became of a charge: `paid`; `declined` — the card's bank said no (the provider's message, for the owner);
 * `refused` — the provider answered and refused the request itself (an invalid token, amount…): not to be sent again;
 * `pending` — accepted, outcome not known yet; `unavailable` — no answer we can trust (timeout, network, 5xx,
 * credentials), after the client's own retries, each of which asked the Retrieval API before charging again.
 */
export type ChargeReading =
  | { outcome: 'paid'; providerPaymentId: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'refused'; message: string }
  | { outcome: 'pending'; providerPaymentId: string; message: string }
  | { outcome: 'unavailable'; message: string };

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
  /**
   * The provider's own word for the payment's state, when it was asked (Retrieval API): 'RECEIVED', 'REFUND REQUESTED',
   * 'REFUND PROCESSING', 'REFUNDED', 'CHARGEBACKED', … Read by the refunds before sending one again.
   */
  readonly providerStatus?: string;
}

export type NotifyReading =
  | { ok: true; report: ProviderReport; card?: PreapprovedCard }
  | { ok: false; reason: 'signature' | 'merchant' | 'malformed' };

export type RetrievalReading =
  | { outcome: 'found'; reports: ProviderReport[] }
  | { outcome: 'not_found' }
  | { outcome: 'unavailable'; message: string };

/** A refund to send: all of the payment (no amountMinor) or a part of it. */
export interface RefundOrder {
  /** The provider's id of the paid payment (PayHere's payment_id). */
  readonly providerPaymentId: string;
  /** Minor units; omitted = everything not yet refunded. */
  readonly amountMinor?: number;
  /** Why (shown in the merchant's portal). */
  readonly description: string;
}

/**
 * What became of a refund: `refunded`; `failed` — the provider answered and refused it (not to be sent again as is);
 * `unavailable` — no answer we can trust (timeout, network, 5xx, credentials): it may or may not have been made, so
 * the provider is asked (retrieve) before it is sent again.
 */
export type RefundReading =
  | { outcome: 'refunded'; providerRefundId?: string }
  | { outcome: 'failed'; message: string }
  | { outcome: 'unavailable'; message: string };

export interface PaymentProvider {
  readonly name: 'payhere';
  readonly mode: 'local' | 'sandbox' | 'live';
  /** The signed form the owner's browser POSTs to the hosted checkout. */
  checkoutForm(order: CheckoutOrder): CheckoutForm;
  /** The signed form that saves a card on the provider's Preapproval page (no amount). */
  preapprovalForm(order: PreapprovalOrder): CheckoutForm;
  /** Verifies a notify (signature, merchant) and reads it — a preapproval's with its card; never throws. */
  readNotify(body: unknown): NotifyReading;
  /** Asks the provider what it knows about an order (reconciliation; a return with no notify). */
  retrieve(orderId: string): Promise<RetrievalReading>;
  /** Sends a refund once (never retried here: a repeated partial refund would pay out twice); never throws. */
  refund(order: RefundOrder): Promise<RefundReading>;
  /**
   * Charges a saved card (Charging API). The client retries a lost answer with the same order id only after asking the
   * Retrieval API whether it went through; never throws.
   */
  charge(order: ChargeOrder): Promise<ChargeReading>;
}
