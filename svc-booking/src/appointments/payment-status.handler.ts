import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, ne } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { appointments } from '../database/schema.js';

/**
 * paymentStatus of card appointments from svc-payments' events: payment.completed → completed (Paid),
 * payment.failed → failed (never over a completed payment). Idempotent: the kit's inbox applies each event
 * once, and applying one twice sets the same value.
 */
@Injectable()
export class PaymentStatusHandler {
  private readonly logger = new Logger('PaymentStatus');

  @OnEvent('payment.completed')
  async onCompleted(p: EventPayload<'payment.completed'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.appointmentId, event)) return;
    await tx
      .update(appointments)
      .set({ paymentStatus: 'completed', updatedAt: new Date() })
      .where(and(eq(appointments.id, p.appointmentId.toLowerCase()), eq(appointments.paymentMethod, 'card')));
  }

  @OnEvent('payment.failed')
  async onFailed(p: EventPayload<'payment.failed'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.appointmentId, event)) return;
    await tx
      .update(appointments)
      .set({ paymentStatus: 'failed', updatedAt: new Date() })
      .where(
        and(
          eq(appointments.id, p.appointmentId.toLowerCase()),
          eq(appointments.paymentMethod, 'card'),
          ne(appointments.paymentStatus, 'completed'),
        ),
      );
  }

  /**
   * payment.refunded: the refunds so far (`totalRefundedMinor`, not added up here: a redelivered event sets the same
   * value), shown to the owner as "Refunded LKR …". paymentStatus stays completed (the payment happened).
   * A version 1 event (LKR) reaches this handler already upcast to minor units by the contracts.
   */
  @OnEvent('payment.refunded')
  async onRefunded(p: EventPayload<'payment.refunded'>, { tx, event }: EventContext): Promise<void> {
    if (!this.readable(p.appointmentId, event)) return;
    await tx
      .update(appointments)
      .set({ refundedAmountMinor: p.totalRefundedMinor, refundedAt: new Date(event.occurredAt), updatedAt: new Date() })
      .where(and(eq(appointments.id, p.appointmentId.toLowerCase()), eq(appointments.paymentMethod, 'card')));
  }

  private readable(id: string, event: EventContext['event']): boolean {
    if (isUuid(id)) return true;
    this.logger.error({ msg: 'payment event with a non-uuid appointment id; skipped', eventId: event.id, type: event.type });
    return false;
  }
}
