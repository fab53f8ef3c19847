/**
 * The payments' events about a visit (payment.failed, payment.refunded): the owner is told, in-app, by e-mail and
 * by SMS, through VisitNoticeService.
 */
import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { fromMinorUnits } from '@vetnow/domain/money';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { VisitFactsService } from '../notifications/visit-facts.service.js';
import { recordedAppointment, VisitNoticeService } from './visit-notice.service.js';

@Injectable()
export class PaymentEventsHandler {
  constructor(
    private readonly facts: VisitFactsService,
    private readonly notices: VisitNoticeService,
  ) {}

  /**
   * payment.failed names only the appointment: its owner and time come from appointment.booked, which comes first
   * on the stream. If it has not been handled yet (a retry in between), this throws and the event is retried.
   */
  @OnEvent('payment.failed')
  async onPaymentFailed(p: EventPayload<'payment.failed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const appointment = await recordedAppointment(tx, p.appointmentId);
    if (!appointment)
      throw new Error(`payment.failed for appointment ${p.appointmentId} before its appointment.booked`);
    await this.notices.send(ctx, at, appointment.userId, appointment, {
      kind: 'payment-failed',
      visit: await this.facts.of(tx, appointment),
      ...(p.reason ? { reason: p.reason } : {}),
    });
  }

  /**
   * payment.refunded (issue 35 §4): money went back to the owner's card. Like payment.failed it names only the
   * appointment, so its owner and visit come from appointment.booked (not handled yet: this throws and the event is
   * retried). The owner is told the amount of this refund — not the payment's total refunded — by e-mail, SMS and
   * in-app, a visit update like payment-failed (categoryOf). A payment may be refunded more than once (partly by
   * hand, then the rest): each refund is its own occurrence, named by the payment and its refunded total after it,
   * which every refund raises, so a redelivery — or the same refund published again — notifies once. The total is
   * written in LKR there, as before amounts moved to minor units (issue 35 §8): a refund notified before that change
   * and redelivered after it still finds its notification.
   */
  @OnEvent('payment.refunded')
  async onPaymentRefunded(p: EventPayload<'payment.refunded'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const appointment = await recordedAppointment(tx, p.appointmentId);
    if (!appointment)
      throw new Error(`payment.refunded for appointment ${p.appointmentId} before its appointment.booked`);
    await this.notices.send(
      ctx,
      at,
      appointment.userId,
      appointment,
      { kind: 'refunded', visit: await this.facts.of(tx, appointment), amountMinor: p.amountMinor },
      `${p.paymentId}:${fromMinorUnits(p.totalRefundedMinor)}`,
    );
  }
}
