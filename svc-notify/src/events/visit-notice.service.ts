/**
 * What the event handlers share to tell one recipient about a visit (VisitNoticeService.send): the message in their
 * language, in-app, by e-mail and by SMS, once per occurrence; an event too old when handled notifies nobody
 * (NoticeDesk.tooOld).
 */
import { Injectable, Logger } from '@nestjs/common';
import type { Tx } from '@vetnow/service-kit/database';
import type { EventContext } from '@vetnow/service-kit/messaging';
import { eq } from 'drizzle-orm';
import { appointments, type AppointmentRow } from '../database/schema.js';
import { NoticeDesk } from '../notifications/notice-desk.js';
import { renderMessage, type TemplateInput, type VisitKind } from '../notifications/templates.js';
import type { Recipient } from '../notifications/visit-facts.service.js';
import { renderSms } from '../sms/texts/sms-texts.js';

/** Where an owner pays a card visit: My Appointments' "Pay now" (the payment link's in-app link). */
export const PAY_PATH = '/appointments';

/** The appointment as the read model has it (none before its appointment.booked has been handled). */
export async function recordedAppointment(
  tx: Tx,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.appointmentId, appointmentId));
  return row;
}

/**
 * Every effect is written in the event's inbox transaction, and each notification is unique per (recipient,
 * appointment, kind, occurrence): a redelivered event — or the same change published twice — notifies once.
 * Decisions that depend on time use the event's own time (occurredAt), so a redelivery decides the same way.
 */
@Injectable()
export class VisitNoticeService {
  private readonly logger = new Logger('NotifyEvents');

  constructor(private readonly desk: NoticeDesk) {}

  /** One recipient told of a visit (`at`: the event's time; `known`: the recipient, when the caller has read it). */
  async send(
    ctx: Pick<EventContext, 'tx' | 'afterCommit'>,
    at: Date,
    userId: string,
    target: Pick<AppointmentRow, 'appointmentId'>,
    input: Omit<TemplateInput, 'recipientName' | 'language' | 'kind'> & { kind: VisitKind },
    occurrence = '',
    /** The recipient, when the caller's statement has read it already. */
    known?: Recipient,
  ): Promise<void> {
    if (this.desk.tooOld(at)) {
      this.logger.debug({
        msg: 'event too old to notify',
        kind: input.kind,
        appointmentId: target.appointmentId,
      });
      return;
    }
    const template: TemplateInput = { ...input, ...(await this.desk.addressing(ctx.tx, userId, known)) };
    const sms = renderSms(template);
    await this.desk.notify(ctx, {
      userId,
      appointmentId: target.appointmentId,
      kind: input.kind,
      occurrence,
      message: renderMessage(template),
      email: true,
      ...(sms !== undefined ? { sms } : {}),
      // The payment link is the message the desk promised the owner on the phone, not a notice they may turn off by SMS.
      ...(input.kind === 'payment-link' ? { link: PAY_PATH, smsAlways: true } : {}),
    });
  }
}
