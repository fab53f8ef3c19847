import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { CheckoutData, CheckoutForm } from '@vetnow/contracts/payments';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { payments, type PaymentRow } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { customerOf, PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';

const WAIT_STEP_MS = 50;

/**
 * Starts (or starts again) the hosted checkout of the owner's card appointment: the payment goes (back) to `pending`,
 * one more attempt is counted, and the signed Checkout API form is answered. A saved card's failed charge may be paid
 * so (the payment becomes a checkout); one still being charged may not (PAYMENT_CHARGE_IN_PROGRESS). Another owner's appointment is "not
 * found". The payment row is written when svc-payments hears appointment.booked, a moment after the booking: an
 * appointment id with no payment yet is looked up again for up to CHECKOUT_WAIT_MS (so the owner's first checkout,
 * asked right after booking, needs no retry); the page still asks again on PAYMENT_NOT_FOUND for a few seconds after
 * that. An id that is someone else's answers at once.
 */
@Injectable()
export class StartCheckoutService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  async start(user: TokenClaims, request: CheckoutData): Promise<CheckoutForm> {
    if (!this.provider) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
    const appointmentId = request.appointmentId.toLowerCase();
    if (!isUuid(appointmentId)) throw new DomainError('PAYMENT_NOT_FOUND');
    const found = await this.paymentOf(appointmentId);
    if (!found || found.userId !== user.sub) throw new DomainError('PAYMENT_NOT_FOUND');
    if (found.status === 'completed') throw new DomainError('PAYMENT_ALREADY_COMPLETED');
    if (found.status === 'cancelled' || !found.orderId) throw new DomainError('PAYMENT_NOT_PAYABLE');
    // A saved card's charge still under way (ADR 0053) must not be paid a second time on the hosted page meanwhile.
    if (found.status === 'pending' && found.kind === 'charge') throw new DomainError('PAYMENT_CHARGE_IN_PROGRESS');
    const [payment] = await this.db
      .update(payments)
      .set({
        status: 'pending',
        provider: 'payhere',
        kind: 'checkout',
        chargeNextAt: null,
        failureReason: null,
        attempts: sql`${payments.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(payments.id, found.id),
          sql`(${payments.status} = 'failed' OR (${payments.status} = 'pending' AND ${payments.kind} = 'checkout'))`,
        ),
      )
      .returning();
    if (!payment?.orderId) throw new DomainError('PAYMENT_ALREADY_COMPLETED'); // settled meanwhile
    const back = `${this.config.publicUrl}/confirmation?appointment=${encodeURIComponent(appointmentId)}`;
    return this.provider.checkoutForm({
      orderId: payment.orderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      items: `VetNow consultation ${payment.orderId}`,
      customer: customerOf(user, request),
      returnUrl: `${back}&checkout=return`,
      cancelUrl: `${back}&checkout=cancelled`,
      notifyUrl: this.config.notifyUrl,
      reference: payment.id,
    });
  }

  /** The payment of the appointment, waiting up to CHECKOUT_WAIT_MS for one svc-payments has not heard of yet. */
  private async paymentOf(appointmentId: string): Promise<PaymentRow | undefined> {
    const deadline = Date.now() + this.config.checkoutWaitMs;
    for (;;) {
      const [row] = await this.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
      if (row || Date.now() >= deadline) return row;
      await sleep(WAIT_STEP_MS);
    }
  }
}
