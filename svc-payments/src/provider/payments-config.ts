import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DEFAULT_REFUND_CUTOFF_HOURS } from '@vetnow/contracts/constants';
import { blankToUndefined, configProblemMessage, currentServiceEnv, envInt, envProblems, httpUrl, optionalEnv } from '@vetnow/service-kit/config';
import { z } from 'zod';
import { payhereBaseUrl } from '../payhere/payhere-protocol.js';
import { CARD_TOKEN_KEY_ENV, CardTokenKeyError, parseCardTokenKey } from '../saved-cards/card-token-cipher.js';

/**
 * Where card payments go (issue 35, ADR 0051). `payhere` is selected by PAYHERE_MERCHANT_ID + PAYHERE_MERCHANT_SECRET:
 * - PAYHERE_MODE `live` (https://www.payhere.lk) or `sandbox` (https://sandbox.payhere.lk, the default);
 * - PAYHERE_MODE `local`: the PayHere-compatible gateway `npm start` runs on loopback (PAYHERE_BASE_URL, its origin) —
 *   the same protocol, code and checks as production, with test cards;
 * - PAYHERE_APP_ID + PAYHERE_APP_SECRET: the merchant APIs (Retrieval, Refund, Charging); without them a payment is
 *   settled by its notify alone, a card refund cannot be made and a saved card cannot be charged (both fail after
 *   their retries).
 * Without a merchant, card payments on the hosted checkout answer PAYMENT_PROVIDER_UNAVAILABLE (cash still works).
 */
export interface PayHereSettings {
  readonly mode: 'local' | 'sandbox' | 'live';
  readonly baseUrl: string;
  readonly merchantId: string;
  readonly merchantSecret: string;
  readonly app?: { readonly appId: string; readonly appSecret: string };
  /** PAYHERE_API_TIMEOUT_MS (default 10000): how long one merchant-API request may take. */
  readonly apiTimeoutMs: number;
}

export interface PaymentsConfig {
  readonly payhere?: PayHereSettings;
  /** PUBLIC_URL (default http://localhost:8080): where the owner's browser comes back to (return_url, cancel_url). */
  readonly publicUrl: string;
  /** PAYHERE_NOTIFY_URL (default PUBLIC_URL + /api/payments/payhere/notify): where PayHere posts the outcome. */
  readonly notifyUrl: string;
  /**
   * CHECKOUT_WAIT_MS (default 2000): how long POST /payments/checkout looks again for the payment of an appointment
   * svc-payments has not heard of yet (appointment.booked arrives a moment after the booking).
   */
  readonly checkoutWaitMs: number;
  /** RECONCILE_POLL_MS (default 60000; 0 = never by itself, tests): how often pending card payments are looked at. */
  readonly reconcilePollMs: number;
  /** RECONCILE_AFTER_MINUTES (default 15): a checkout with no notify this long is asked about (Retrieval API). */
  readonly reconcileAfterMinutes: number;
  /**
   * REFUND_CUTOFF_HOURS (default DEFAULT_REFUND_CUTOFF_HOURS, 24): an owner who cancels a paid card appointment at
   * least this long before it starts is refunded in full (the clinic's cancellations always are).
   */
  readonly refundCutoffHours: number;
  /** REFUND_POLL_MS (default 30000; 0 = never by itself, tests): how often refunds due for another try are tried. */
  readonly refundPollMs: number;
  /** REFUND_MAX_ATTEMPTS (default 5): a refund PayHere could not be reached for this many times is marked failed. */
  readonly refundMaxAttempts: number;
  /** CHARGE_POLL_MS (default 15000; 0 = never by itself, tests): how often saved-card charges due for a try are tried. */
  readonly chargePollMs: number;
  /**
   * CHARGE_MAX_ATTEMPTS (default 3): a saved card's charge PayHere could not be reached for this many times (each
   * attempt already retried by the merchant-API client) fails, and the owner is told.
   */
  readonly chargeMaxAttempts: number;
}

export const PAYMENTS_CONFIG = Symbol('vetnow.payments-config');

export class PaymentsConfigError extends Error {
  override readonly name = 'PaymentsConfigError';
}

const envSchema = z.object({
  PAYHERE_MERCHANT_ID: optionalEnv(z.string().regex(/^\d{1,20}$/, 'must be digits')),
  PAYHERE_MERCHANT_SECRET: optionalEnv(z.string().min(8, 'is too short')),
  PAYHERE_APP_ID: optionalEnv(z.string().min(1)),
  PAYHERE_APP_SECRET: optionalEnv(z.string().min(1)),
  PAYHERE_MODE: z.preprocess(blankToUndefined, z.enum(['local', 'sandbox', 'live']).default('sandbox')),
  PAYHERE_BASE_URL: optionalEnv(httpUrl),
  PAYHERE_NOTIFY_URL: optionalEnv(httpUrl),
  PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl.default('http://localhost:8080')),
  CHECKOUT_WAIT_MS: envInt(2000, { min: 0, max: 30_000 }),
  RECONCILE_POLL_MS: envInt(60_000, { min: 0 }),
  RECONCILE_AFTER_MINUTES: envInt(15, { min: 0, max: 24 * 60 }),
  REFUND_CUTOFF_HOURS: envInt(DEFAULT_REFUND_CUTOFF_HOURS, { min: 0, max: 24 * 30 }),
  REFUND_POLL_MS: envInt(30_000, { min: 0 }),
  REFUND_MAX_ATTEMPTS: envInt(5, { max: 20 }),
  PAYHERE_API_TIMEOUT_MS: envInt(10_000, { min: 50, max: 120_000 }),
  CHARGE_POLL_MS: envInt(15_000, { min: 0 }),
  CHARGE_MAX_ATTEMPTS: envInt(3, { max: 10 }),
});

/** Reads svc-payments' settings; throws {@link PaymentsConfigError} naming each bad variable (never its value). */
export function loadPaymentsConfig(env: Record<string, string | undefined> = process.env): PaymentsConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : envProblems(parsed.error);
  if (parsed.success) {
    const d = parsed.data;
    if (Boolean(d.PAYHERE_MERCHANT_ID) !== Boolean(d.PAYHERE_MERCHANT_SECRET)) {
      problems.push('PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET are set together or not at all');
    }
    if (Boolean(d.PAYHERE_APP_ID) !== Boolean(d.PAYHERE_APP_SECRET)) {
      problems.push('PAYHERE_APP_ID and PAYHERE_APP_SECRET are set together or not at all');
    }
    if (d.PAYHERE_MERCHANT_ID && d.PAYHERE_MODE === 'local' && !d.PAYHERE_BASE_URL) {
      problems.push('PAYHERE_MODE local needs PAYHERE_BASE_URL (the local gateway\'s origin)');
    }
  }
  // Checked here so a bad key stops the boot with the others; read (and kept) only by the cipher's provider.
  const cardTokenKey = env[CARD_TOKEN_KEY_ENV];
  if (cardTokenKey?.trim()) {
    try {
      parseCardTokenKey(cardTokenKey, CARD_TOKEN_KEY_ENV);
    } catch (err) {
      if (!(err instanceof CardTokenKeyError)) throw err;
      problems.push(err.message);
    }
  }
  if (!parsed.success || problems.length) throw new PaymentsConfigError(configProblemMessage('svc-payments', problems));
  const d = parsed.data;
  const publicUrl = d.PUBLIC_URL.replace(/\/+$/, '');
  const payhere: PayHereSettings | undefined =
    d.PAYHERE_MERCHANT_ID && d.PAYHERE_MERCHANT_SECRET
      ? {
          mode: d.PAYHERE_MODE,
          baseUrl: (d.PAYHERE_BASE_URL ?? payhereBaseUrl(d.PAYHERE_MODE === 'live' ? 'live' : 'sandbox')).replace(/\/+$/, ''),
          merchantId: d.PAYHERE_MERCHANT_ID,
          merchantSecret: d.PAYHERE_MERCHANT_SECRET,
          ...(d.PAYHERE_APP_ID && d.PAYHERE_APP_SECRET ? { app: { appId: d.PAYHERE_APP_ID, appSecret: d.PAYHERE_APP_SECRET } } : {}),
          apiTimeoutMs: d.PAYHERE_API_TIMEOUT_MS,
        }
      : undefined;
  return {
    ...(payhere ? { payhere } : {}),
    publicUrl,
    notifyUrl: d.PAYHERE_NOTIFY_URL ?? `${publicUrl}/api/payments/payhere/notify`,
    checkoutWaitMs: d.CHECKOUT_WAIT_MS,
    reconcilePollMs: d.RECONCILE_POLL_MS,
    reconcileAfterMinutes: d.RECONCILE_AFTER_MINUTES,
    refundCutoffHours: d.REFUND_CUTOFF_HOURS,
    refundPollMs: d.REFUND_POLL_MS,
    refundMaxAttempts: d.REFUND_MAX_ATTEMPTS,
    chargePollMs: d.CHARGE_POLL_MS,
    chargeMaxAttempts: d.CHARGE_MAX_ATTEMPTS,
  };
}

@Global()
@Module({})
export class PaymentsConfigModule {
  static forRoot(): DynamicModule {
    return {
      module: PaymentsConfigModule,
      providers: [{ provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig(currentServiceEnv()) }],
      exports: [PAYMENTS_CONFIG],
    };
  }
}
