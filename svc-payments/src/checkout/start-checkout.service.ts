import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { SERVICE_COUNTRY, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { CheckoutData, CheckoutForm } from '@vetnow/contracts/payments';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { payments } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';
import { minorOf } from '../settlement/settle-payment.service.js';

/** 'Kamal Silva' → ['Kamal', 'Silva']; one word is both (PayHere asks for a first and a last name). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const firstName = words[0] ?? 'VetNow';
  return { firstName, lastName: words.length > 1 ? words.slice(1).join(' ') : firstName };
}

/**
 * Starts (or starts again) the hosted checkout of the owner's card appointment: the payment goes (back) to `pending`,
 * one more attempt is counted, and the signed Checkout API form is answered. Another owner's appointment is "not
 * found". The payment row is written when svc-payments hears appointment.booked, a moment after the booking: the
 * owner's page, which knows it has just booked, asks again on PAYMENT_NOT_FOUND for a few seconds (a server-side wait
 * would make every probe of a random id slow).
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
    const [found] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.appointmentId, appointmentId), eq(payments.userId, user.sub)));
    if (!found) throw new DomainError('PAYMENT_NOT_FOUND');
    if (found.status === 'completed') throw new DomainError('PAYMENT_ALREADY_COMPLETED');
    if (found.status === 'cancelled' || !found.orderId) throw new DomainError('PAYMENT_NOT_PAYABLE');
    const [payment] = await this.db
      .update(payments)
      .set({ status: 'pending', provider: 'payhere', failureReason: null, attempts: sql`${payments.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(payments.id, found.id), inArray(payments.status, ['pending', 'failed'])))
      .returning();
    if (!payment?.orderId) throw new DomainError('PAYMENT_ALREADY_COMPLETED'); // settled meanwhile
    const back = `${this.config.publicUrl}/confirmation?appointment=${encodeURIComponent(appointmentId)}`;
    return this.provider.checkoutForm({
      orderId: payment.orderId,
      amountMinor: minorOf(payment.amount),
      currency: payment.currency,
      items: `VetNow consultation ${payment.orderId}`,
      customer: {
        ...splitName(user.name),
        email: user.email,
        phone: request.phone,
        address: request.address || SERVICE_LOCATION,
        city: request.city || SERVICE_LOCATION,
        country: SERVICE_COUNTRY,
      },
      returnUrl: `${back}&checkout=return`,
      cancelUrl: `${back}&checkout=cancelled`,
      notifyUrl: this.config.notifyUrl,
      reference: payment.id,
    });
  }
}
