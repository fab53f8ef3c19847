import { Injectable, Logger } from '@nestjs/common';
import { isDeclinedTestCard } from '@vetnow/contracts/card';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { CURRENCY } from '@vetnow/contracts/constants';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext, OutboxService } from '@vetnow/service-kit/messaging';
import { isUuid } from '../common/ids.js';
import { payments } from '../database/schema.js';
import { SavedCardsService } from '../saved-cards/saved-cards.service.js';

/**
 * Records the card payment of each card booking (appointment.booked with paymentMethod card) and publishes
 * payment.completed — or payment.failed — through the outbox in the same transaction. Cash bookings are
 * paid at the clinic: nothing to record.
 *
 * THE CHARGE IS SIMULATED: the product has no payment provider (spec §7: "Card payment is simulated"). The
 * checks are ours — a named saved card must be the owner's — plus the declined test card of contracts
 * (`4000 0000 0000 0002`: a card ending 0002 is declined). A real provider call would go here, keyed by the
 * appointment id for idempotency.
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
    // payment.failed's reason is the English message of the failure's code (contracts' payments.errors.ts).
    let failure: string | undefined;
    if (!card) failure = ERROR_CODES.PAYMENT_CARD_DETAILS_MISSING.message;
    else if (card.savedCardId !== undefined && !(isUuid(card.savedCardId) && (await this.cards.findOwn(b.userId, card.savedCardId, tx)))) {
      failure = ERROR_CODES.PAYMENT_SAVED_CARD_UNKNOWN.message;
    } else if (isDeclinedTestCard(card)) failure = ERROR_CODES.PAYMENT_CARD_DECLINED.message;
    const [payment] = await tx
      .insert(payments)
      .values({
        appointmentId: b.appointmentId,
        userId: b.userId,
        amount: b.consultationFee,
        currency: CURRENCY,
        status: failure ? 'failed' : 'completed',
        failureReason: failure ?? null,
        cardType: card?.cardType ?? 'unknown',
        lastFour: card?.lastFour ?? '0000',
        savedCardId: failure === undefined && card?.savedCardId ? card.savedCardId : null,
      })
      .onConflictDoNothing({ target: payments.appointmentId })
      .returning();
    if (!payment) return; // already recorded for this appointment
    const result = { appointmentId: b.appointmentId, paymentId: payment.id, amount: payment.amount, currency: CURRENCY };
    if (failure) await this.outbox.add(tx, 'payment.failed', { ...result, reason: failure });
    else await this.outbox.add(tx, 'payment.completed', result);
  }
}
