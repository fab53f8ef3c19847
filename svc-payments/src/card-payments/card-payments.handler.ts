import { Injectable, Logger } from '@nestjs/common';
import { isDeclinedTestCard } from '@vetnow/contracts/card';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { CURRENCY } from '@vetnow/contracts/constants';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext, OutboxService } from '@vetnow/service-kit/messaging';
import { isUuid } from '../common/ids.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../database/schema.js';
import { SavedCardsService } from '../saved-cards/saved-cards.service.js';

/**
 * Records the card payment of each card booking (appointment.booked with paymentMethod card):
 * - no saved card: a `pending` payment the owner pays on the provider's hosted checkout (POST /payments/checkout,
 *   issue 35); its outcome comes from the provider (settlement/). Nothing is published yet.
 * - a saved card: charged now, and payment.completed — or payment.failed — published through the outbox in the same
 *   transaction. THIS CHARGE IS STILL SIMULATED until saved cards move to PayHere's Preapproval and Charging APIs
 *   (issue 35 §3): a named saved card must be the owner's; the declined test card of contracts (a card ending 0002)
 *   is declined.
 * Cash bookings are paid at the clinic: nothing to record.
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
  ) {}

  @OnEvent('appointment.booked')
  async onBooked(b: EventPayload<'appointment.booked'>, { tx, event }: EventContext): Promise<void> {
    if (b.paymentMethod !== 'card') return;
    if (!isUuid(b.appointmentId) || !isUuid(b.userId)) {
      this.logger.error({ msg: 'appointment.booked with a non-uuid id; skipped', eventId: event.id });
      return;
    }
    const card = b.paymentData;
    const base = { appointmentId: b.appointmentId, userId: b.userId, amount: b.consultationFee, currency: CURRENCY, orderId: b.reference };
    if (card?.savedCardId === undefined) {
      await tx
        .insert(payments)
        .values({ ...base, status: 'pending', provider: 'payhere' })
        .onConflictDoNothing({ target: payments.appointmentId });
      return;
    }
    // payment.failed's reason is the English message of the failure's code (contracts' payments.errors.ts).
    let failure: string | undefined;
    if (!(isUuid(card.savedCardId) && (await this.cards.findOwn(b.userId, card.savedCardId, tx)))) {
      failure = ERROR_CODES.PAYMENT_SAVED_CARD_UNKNOWN.message;
    } else if (isDeclinedTestCard(card)) failure = ERROR_CODES.PAYMENT_CARD_DECLINED.message;
    const [payment] = await tx
      .insert(payments)
      .values({
        ...base,
        provider: 'simulated',
        status: failure ? 'failed' : 'completed',
        failureReason: failure ?? null,
        cardType: card.cardType,
        lastFour: card.lastFour,
        savedCardId: failure === undefined ? card.savedCardId : null,
        ...(failure ? {} : { settledAt: new Date() }),
      })
      .onConflictDoNothing({ target: payments.appointmentId })
      .returning();
    if (!payment) return; // already recorded for this appointment
    const result = { appointmentId: b.appointmentId, paymentId: payment.id, amount: payment.amount, currency: CURRENCY };
    if (failure) await this.outbox.add(tx, 'payment.failed', { ...result, reason: failure });
    else await this.outbox.add(tx, 'payment.completed', result);
  }

  /** A cancelled appointment's unpaid card payment can no longer be paid (a paid one waits for the refund flow). */
  @OnEvent('appointment.cancelled')
  async onCancelled(c: EventPayload<'appointment.cancelled'>, { tx }: EventContext): Promise<void> {
    if (!isUuid(c.appointmentId)) return;
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(payments.appointmentId, c.appointmentId.toLowerCase()), inArray(payments.status, ['pending', 'failed'])));
  }
}
