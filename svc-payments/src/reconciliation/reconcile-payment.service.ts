import { Inject, Injectable, Logger } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { CURRENCY } from '@vetnow/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { payments, type PaymentRow, type PaymentStatus } from '../database/schema.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../provider/payment-provider.js';
import { SettlePaymentService } from '../settlement/settle-payment.service.js';

/** payment.failed's reason for a checkout nobody paid (the provider has no payment for the order). */
export const ABANDONED_REASON = 'The card payment was not completed';

/**
 * Asks the provider (PayHere's Retrieval API) what it knows about a pending card payment and settles it as a notify
 * would — for an owner back from the hosted page with no notify (refresh), and for the reconciliation job. A paid
 * report wins over failed ones for the same order.
 */
@Injectable()
export class ReconcilePaymentService {
  private readonly logger = new Logger('ReconcilePayment');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly settlement: SettlePaymentService,
    private readonly outbox: OutboxService,
    // The relay is kicked once the transaction commits: payment.* goes out at once, not at the relay's next wake.
    private readonly uow: UnitOfWork,
  ) {}

  /** POST /payments/checkout/refresh: the owner's own card payment, asked about now if still pending. */
  async refresh(userId: string, appointmentId: string): Promise<PaymentStatus> {
    if (!this.provider) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
    const id = appointmentId.toLowerCase();
    if (!isUuid(id)) throw new DomainError('PAYMENT_NOT_FOUND');
    const [payment] = await this.db.select().from(payments).where(and(eq(payments.appointmentId, id), eq(payments.userId, userId)));
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
    if (payment.status !== 'pending' || payment.provider !== 'payhere' || payment.attempts === 0) return payment.status;
    await this.ask(payment, { abandonIfNone: false });
    const [after] = await this.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    return after?.status ?? payment.status;
  }

  /**
   * Settles `payment` from the provider's answer. `abandonIfNone`: no payment at the provider means the owner never
   * paid — the job (15 minutes after the checkout) then fails it, so the owner is told and can pay again or at the clinic.
   */
  async ask(payment: PaymentRow, { abandonIfNone }: { abandonIfNone: boolean }): Promise<'settled' | 'abandoned' | 'unchanged'> {
    if (!this.provider || !payment.orderId) return 'unchanged';
    const answer = await this.provider.retrieve(payment.orderId);
    if (answer.outcome === 'unavailable') {
      this.logger.warn({ msg: 'the provider could not be asked about a payment', orderId: payment.orderId, reason: answer.message });
      return 'unchanged';
    }
    const reports = answer.outcome === 'found' ? answer.reports.filter((r) => r.outcome !== 'pending') : [];
    const ordered = [...reports.filter((r) => r.outcome === 'paid'), ...reports.filter((r) => r.outcome !== 'paid')];
    let settled = false;
    for (const report of ordered) {
      const outcome = await this.settlement.settle(report, 'retrieval');
      if (outcome === 'completed' || outcome === 'failed') settled = true;
    }
    if (settled) return 'settled';
    if (abandonIfNone && reports.length === 0) return (await this.abandon(payment)) ? 'abandoned' : 'unchanged';
    return 'unchanged';
  }

  private abandon(payment: PaymentRow): Promise<boolean> {
    return this.uow.run(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ status: 'failed', failureReason: ABANDONED_REASON, updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'), eq(payments.attempts, payment.attempts)))
        .returning();
      if (!row) return false; // settled or started again meanwhile
      await this.outbox.add(tx, 'payment.failed', {
        appointmentId: row.appointmentId,
        paymentId: row.id,
        amountMinor: row.amountMinor,
        currency: CURRENCY,
        reason: ABANDONED_REASON,
      });
      this.logger.log({ msg: 'an abandoned card checkout failed', orderId: row.orderId });
      return true;
    });
  }
}
