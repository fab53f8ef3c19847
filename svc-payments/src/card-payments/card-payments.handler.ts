import { Inject, Injectable, Logger } from '@nestjs/common';
import { CURRENCY } from '@vetnow/contracts/constants';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext, OutboxService } from '@vetnow/service-kit/messaging';
import { isUuid } from '../common/ids.js';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { NEEDS_RENEWAL_REASON, SavedCardChargeService, UNKNOWN_CARD_REASON } from '../charges/saved-card-charge.service.js';
import { payments } from '../database/schema.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { cancellationRefundReason } from '../refunds/refund-policy.js';
import { RefundService } from '../refunds/refund.service.js';
import { SavedCardsService } from '../saved-cards/saved-cards.service.js';

/**
 * Records the card payment of each card booking (appointment.booked with paymentMethod card):
 * - no saved card: a `pending` payment the owner pays on the provider's hosted checkout (POST /payments/checkout,
 *   issue 35); its outcome comes from the provider (settlement/). Nothing is published yet.
 * - a saved card (ADR 0053): a `pending` payment of kind 'charge' in the event's transaction, charged through
 *   PayHere's Charging API right after it commits (charges/: no HTTP inside a transaction), then settled. A saved card
 *   that is not the owner's fails at once ("not found"); one saved before PayHere's Preapproval (no token) fails at
 *   once asking the owner to add it again — payment.failed through the outbox in the same transaction.
 * Cash bookings are paid at the clinic: nothing to record.
 *
 * A cancelled appointment's paid card payment is refunded by the policy of refund-policy.ts (issue 35 §4): the refund
 * is requested in the event's transaction and tried right after its commit (the refund job tries it again if needed);
 * no call leaves VetNow inside the transaction. appointment.needs-rescheduling marks the payment as disrupted by the
 * clinic, appointment.rescheduled clears the mark.
 *
 * Idempotent twice over: the kit's inbox handles an event id once, and the unique index on appointment_id
 * records one payment (and one payment.* event) even if appointment.booked is published again under a new id.
 */
@Injectable()
export class CardPaymentsHandler {
  private readonly logger = new Logger('CardPayments');

  constructor(
    private readonly outbox: OutboxService,
    private readonly cards: SavedCardsService,
    private readonly refunds: RefundService,
    private readonly charges: SavedCardChargeService,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  @OnEvent('appointment.booked')
  async onBooked(b: EventPayload<'appointment.booked'>, { tx, event, afterCommit }: EventContext): Promise<void> {
    if (b.paymentMethod !== 'card') return;
    if (!isUuid(b.appointmentId) || !isUuid(b.userId)) {
      this.logger.error({ msg: 'appointment.booked with a non-uuid id; skipped', eventId: event.id });
      return;
    }
    const summary = b.paymentData;
    const base = { appointmentId: b.appointmentId, userId: b.userId, amountMinor: b.consultationFeeMinor, currency: CURRENCY, orderId: b.reference, provider: 'payhere' as const };
    if (summary?.savedCardId === undefined) {
      await tx
        .insert(payments)
        .values({ ...base, status: 'pending' })
        .onConflictDoNothing({ target: payments.appointmentId });
      return;
    }
    const cardId = summary.savedCardId.toLowerCase();
    const card = isUuid(cardId) ? await this.cards.findOwn(b.userId, cardId, tx) : undefined;
    // payment.failed's reason is the English message of the failure's code (contracts' payments.errors.ts).
    const failure = !card ? UNKNOWN_CARD_REASON : card.tokenCiphertext === null ? NEEDS_RENEWAL_REASON : undefined;
    const [payment] = await tx
      .insert(payments)
      .values({
        ...base,
        kind: 'charge',
        status: failure ? 'failed' : 'pending',
        failureReason: failure ?? null,
        savedCardId: card?.id ?? null,
        cardType: card?.cardType ?? null,
        lastFour: card?.lastFour ?? null,
        chargeNextAt: failure ? null : sql`now()`,
      })
      .onConflictDoNothing({ target: payments.appointmentId })
      .returning();
    if (!payment) return; // already recorded for this appointment
    if (failure) {
      await this.outbox.add(tx, 'payment.failed', { appointmentId: b.appointmentId, paymentId: payment.id, amountMinor: payment.amountMinor, currency: CURRENCY, reason: failure });
      return;
    }
    afterCommit(() => this.charges.executeSoon(payment.id));
  }

  /**
   * A cancelled appointment's unpaid card payment can no longer be paid; a paid one is refunded, all that is left of
   * it, when the policy says so (by the clinic, disrupted by the clinic, or early enough).
   */
  @OnEvent('appointment.cancelled')
  async onCancelled(c: EventPayload<'appointment.cancelled'>, { tx, event, afterCommit }: EventContext): Promise<void> {
    if (!isUuid(c.appointmentId)) return;
    const appointmentId = c.appointmentId.toLowerCase();
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, ['pending', 'failed'])));

    const [paid] = await tx.select().from(payments).where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'completed')));
    if (!paid || paid.refundedAmountMinor >= paid.amountMinor) return;
    const occurredAt = new Date(event.occurredAt);
    const reason = cancellationRefundReason({
      cancellation: c,
      cancelledAt: Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt,
      clinicDisruptedAt: paid.clinicDisruptedAt,
      cutoffHours: this.config.refundCutoffHours,
    });
    if (!reason) {
      this.logger.log({ msg: 'cancelled after the refund cut-off: no refund', paymentId: paid.id, eventId: event.id });
      return;
    }
    const requested = await this.refunds.request(tx, appointmentId, undefined, reason);
    if (!requested.ok) {
      // PAYMENT_REFUND_IN_PROGRESS: an admin's refund is under way; what it leaves is refunded by hand.
      this.logger.error({ msg: "a cancellation's refund could not be requested", paymentId: paid.id, eventId: event.id, code: requested.code });
      return;
    }
    afterCommit(() => this.refunds.executeSoon(requested.payment.id));
  }

  /** A closure or the doctor's leave now covers the appointment: a cancellation will refund it, however late. */
  @OnEvent('appointment.needs-rescheduling')
  async onNeedsRescheduling(n: EventPayload<'appointment.needs-rescheduling'>, { tx, event }: EventContext): Promise<void> {
    if (!isUuid(n.appointmentId)) return;
    const at = new Date(event.occurredAt);
    await tx
      .update(payments)
      .set({ clinicDisruptedAt: Number.isNaN(at.getTime()) ? sql`now()` : at, updatedAt: sql`now()` })
      .where(and(eq(payments.appointmentId, n.appointmentId.toLowerCase()), isNull(payments.clinicDisruptedAt)));
  }

  /** The appointment has a slot again: the ordinary policy applies from now on. */
  @OnEvent('appointment.rescheduled')
  async onRescheduled(r: EventPayload<'appointment.rescheduled'>, { tx }: EventContext): Promise<void> {
    if (!isUuid(r.appointmentId)) return;
    await tx
      .update(payments)
      .set({ clinicDisruptedAt: null, updatedAt: sql`now()` })
      .where(and(eq(payments.appointmentId, r.appointmentId.toLowerCase()), isNotNull(payments.clinicDisruptedAt)));
  }
}
