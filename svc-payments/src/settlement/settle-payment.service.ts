import { Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY } from '@vetnow/contracts/constants';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, sql } from 'drizzle-orm';
import { paymentEvents, payments, type PaymentEventSource, type PaymentRow } from '../database/schema.js';
import type { ProviderReport } from '../provider/payment-provider.js';

/** What settling a provider's report did. */
export type SettleOutcome =
  | 'completed' // the payment is now paid (payment.completed published)
  | 'failed' // the attempt failed (payment.failed published)
  | 'duplicate' // this payment id and status were already applied: nothing changed
  | 'ignored' // accepted, but it changes nothing (pending; a failure after a success; a charge-back, logged)
  | 'unknown_order' // no card payment has this order id
  | 'mismatch'; // amount or currency differ from our record: nothing changed

/**
 * Applies what the provider says about an order (a verified notify, a Retrieval API answer, or a saved card's
 * Charging API answer) to the payment on
 * record, once: one transaction holds the row lock, the payment_events row (unique per provider payment id and
 * status: the same notify twice changes nothing) and the payment.* event through the outbox. Never over a completed
 * payment with a failure; a paid report after a failed or abandoned attempt completes it (the owner tried again).
 */
@Injectable()
export class SettlePaymentService {
  private readonly logger = new Logger('SettlePayment');

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly outbox: OutboxService,
    // The relay is kicked once the transaction commits: payment.* goes out at once, not at the relay's next wake.
    private readonly uow: UnitOfWork,
  ) {}

  settle(report: ProviderReport, source: PaymentEventSource): Promise<SettleOutcome> {
    return this.uow.run(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, report.orderId), eq(payments.provider, 'payhere')))
        .for('update');
      if (!payment) {
        this.logger.warn({ msg: 'provider report for an unknown order', orderId: report.orderId, source });
        return 'unknown_order';
      }
      if (report.amountMinor !== payment.amountMinor || report.currency !== payment.currency) {
        this.logger.error({
          msg: 'provider report does not match the payment on record; nothing changed',
          orderId: report.orderId,
          providerPaymentId: report.providerPaymentId,
          source,
        });
        return 'mismatch';
      }
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({
          paymentRowId: payment.id,
          providerPaymentId: report.providerPaymentId,
          statusCode: report.statusCode,
          source,
          statusMessage: report.statusMessage?.slice(0, 500) ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh) return 'duplicate';
      return this.apply(tx, payment, report, source);
    });
  }

  private async apply(
    tx: Tx,
    payment: PaymentRow,
    report: ProviderReport,
    source: PaymentEventSource,
  ): Promise<SettleOutcome> {
    const log = { orderId: report.orderId, providerPaymentId: report.providerPaymentId, source };
    const result = { appointmentId: payment.appointmentId, paymentId: payment.id, amountMinor: payment.amountMinor, currency: CURRENCY };
    switch (report.outcome) {
      case 'paid': {
        if (payment.status === 'completed') {
          // A second successful payment for one order: the owner paid twice (two tabs). Kept for the refund flow.
          this.logger.error({ msg: 'a second successful payment for an order already paid', ...log, firstPaymentId: payment.providerPaymentId });
          return 'ignored';
        }
        await tx
          .update(payments)
          .set({
            status: 'completed',
            providerPaymentId: report.providerPaymentId,
            cardType: report.cardType ?? payment.cardType,
            lastFour: report.lastFour ?? payment.lastFour,
            failureReason: null,
            settledAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, payment.id));
        await this.outbox.add(tx, 'payment.completed', result);
        this.logger.log({ msg: 'card payment completed', ...log });
        return 'completed';
      }
      case 'failed': {
        if (payment.status !== 'pending') return 'ignored';
        const reason = report.statusMessage?.trim() || 'Payment failed';
        await tx
          .update(payments)
          .set({
            status: 'failed',
            failureReason: reason.slice(0, 500),
            cardType: report.cardType ?? payment.cardType,
            lastFour: report.lastFour ?? payment.lastFour,
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, payment.id));
        await this.outbox.add(tx, 'payment.failed', { ...result, reason });
        this.logger.log({ msg: 'card payment failed', ...log, statusCode: report.statusCode });
        return 'failed';
      }
      case 'charged_back':
        this.logger.error({ msg: 'a card payment was charged back', ...log });
        return 'ignored';
      default:
        return 'ignored';
    }
  }
}
