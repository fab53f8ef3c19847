/**
 * The appointments' events (appointment.booked, cancelled, rescheduled, needs-rescheduling, completed,
 * findings-shared): the appointments read model, the visits' reminders, and the owner's and the doctor's messages.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, lt, sql } from 'drizzle-orm';
import { NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { appointments } from '../database/schema.js';
import type { VisitFacts } from '../notifications/templates.js';
import {
  doctorFactsOf,
  recipientOfRow,
  visitOf,
  VisitFactsService,
} from '../notifications/visit-facts.service.js';
import { RemindersService } from '../reminders/reminders.service.js';
import { appointmentOfRow, recordBooking } from './record-booking.statement.js';
import { PAY_PATH, recordedAppointment, VisitNoticeService } from './visit-notice.service.js';

/** Doctors hear of a new booking or a cancellation only when the visit is within this many hours. */
export const DOCTOR_NOTICE_HOURS = 24;

/** The visit starts within DOCTOR_NOTICE_HOURS of the event (and has not started). */
function soon(startsAt: Date, at: Date): boolean {
  const ms = startsAt.getTime() - at.getTime();
  return ms > 0 && ms <= DOCTOR_NOTICE_HOURS * 3600_000;
}

/**
 * Every effect is written in the event's inbox transaction; each message goes through VisitNoticeService (once per
 * recipient, appointment, kind and occurrence; nobody told when the event is too old).
 */
@Injectable()
export class AppointmentEventsHandler {
  constructor(
    private readonly reminders: RemindersService,
    private readonly facts: VisitFactsService,
    private readonly notices: VisitNoticeService,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
  ) {}

  @OnEvent('appointment.booked')
  async onBooked(b: EventPayload<'appointment.booked'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const startsAt = new Date(b.startsAt);
    const [row] = await recordBooking(tx, {
      appointmentId: b.appointmentId,
      reference: b.reference,
      doctorId: b.doctorId,
      userId: b.userId,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      petName: b.pet.name,
      paymentMethod: b.paymentMethod,
      consultationFeeMinor: b.consultationFeeMinor,
      at: at.toISOString(),
      reminderDueAt: this.reminders.bookedReminderDueAt(startsAt, at)?.toISOString() ?? null,
    });
    // No row only when another copy handling the same booking (published twice, under two ids) inserted it while
    // this statement waited: that copy notifies and schedules, in its own transaction.
    if (!row) return;
    const appointment = appointmentOfRow(row);
    const visit = visitOf(appointment, doctorFactsOf(row));
    const owner = recipientOfRow({ name: row.ownerName, language: row.ownerLanguage });
    await this.notices.send(
      ctx,
      at,
      appointment.userId,
      appointment,
      { kind: 'booking-confirmed', visit },
      '',
      owner,
    );
    if (b.paymentLink) {
      // The desk booked a card visit for the owner and sent the link to pay it (issue 39): "Pay now" in My Appointments.
      await this.notices.send(
        ctx,
        at,
        appointment.userId,
        appointment,
        { kind: 'payment-link', visit, payUrl: `${this.config.publicUrl}${PAY_PATH}` },
        '',
        owner,
      );
    }
    if (soon(startsAt, at)) {
      const doctor = recipientOfRow({ name: row.doctorRecipientName, language: row.doctorRecipientLanguage });
      await this.notices.send(
        ctx,
        at,
        appointment.doctorId,
        appointment,
        { kind: 'new-booking', visit },
        '',
        doctor,
      );
    }
  }

  @OnEvent('appointment.cancelled')
  async onCancelled(c: EventPayload<'appointment.cancelled'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await tx
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: at })
      .where(eq(appointments.appointmentId, c.appointmentId));
    await this.reminders.drop(tx, c.appointmentId);
    const appointment = await recordedAppointment(tx, c.appointmentId);
    const startsAt = new Date(c.startsAt);
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: c.appointmentId, startsAt, ...(await this.facts.doctor(tx, c.doctorId)) };
    const target = { appointmentId: c.appointmentId };
    await this.notices.send(ctx, at, c.userId, target, { kind: 'cancelled', visit, by: c.by });
    if (soon(startsAt, at))
      await this.notices.send(ctx, at, c.doctorId, target, { kind: 'doctor-cancelled', visit, by: c.by });
  }

  @OnEvent('appointment.rescheduled')
  async onRescheduled(r: EventPayload<'appointment.rescheduled'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const startsAt = new Date(r.startsAt);
    // An older move arriving after a newer one changes nothing in the read model (the notification still says it).
    await tx
      .update(appointments)
      .set({
        startsAt,
        endsAt: new Date(r.endsAt),
        status: sql`case when ${appointments.status} = 'needs-rescheduling' then 'booked' else ${appointments.status} end`,
        updatedAt: at,
      })
      .where(and(eq(appointments.appointmentId, r.appointmentId), lt(appointments.updatedAt, at)));
    const appointment = await recordedAppointment(tx, r.appointmentId);
    if (appointment?.status === 'booked' && appointment.startsAt.getTime() === startsAt.getTime()) {
      await this.reminders.move(tx, r.appointmentId, startsAt, at);
    }
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: r.reference, startsAt, ...(await this.facts.doctor(tx, r.doctorId)) };
    await this.notices.send(
      ctx,
      at,
      r.userId,
      { appointmentId: r.appointmentId },
      {
        kind: 'rescheduled',
        visit,
        previousStartsAt: new Date(r.previous.startsAt),
        by: r.by,
      },
      r.startsAt,
    );
  }

  @OnEvent('appointment.needs-rescheduling')
  async onNeedsRescheduling(
    n: EventPayload<'appointment.needs-rescheduling'>,
    ctx: EventContext,
  ): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await tx
      .update(appointments)
      .set({ status: 'needs-rescheduling', updatedAt: at })
      .where(
        and(
          eq(appointments.appointmentId, n.appointmentId),
          eq(appointments.status, 'booked'),
          lt(appointments.updatedAt, at),
        ),
      );
    await this.reminders.drop(tx, n.appointmentId);
    const appointment = await recordedAppointment(tx, n.appointmentId);
    const startsAt = new Date(n.startsAt);
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: n.reference, startsAt, ...(await this.facts.doctor(tx, n.doctorId)) };
    await this.notices.send(
      ctx,
      at,
      n.userId,
      { appointmentId: n.appointmentId },
      { kind: 'needs-rescheduling', visit, reason: n.reason },
      n.startsAt,
    );
  }

  /**
   * appointment.completed carries ids only: it ends the visit's reminders. The owner's "visit completed" message is
   * made from appointment.findings-shared, which svc-booking publishes in the same transaction on the private tree
   * with what the doctor recorded (ADR 0029).
   */
  @OnEvent('appointment.completed')
  async onCompleted(c: EventPayload<'appointment.completed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await tx
      .update(appointments)
      .set({ status: 'completed', updatedAt: at })
      .where(eq(appointments.appointmentId, c.appointmentId));
    await this.reminders.drop(tx, c.appointmentId);
  }

  /**
   * The owner's "visit completed" message with the doctor's findings and recommendations. It arrives on the private
   * durable, so it may come before or after appointment.completed; it needs neither (it names the visit itself).
   */
  @OnEvent('appointment.findings-shared')
  async onFindingsShared(f: EventPayload<'appointment.findings-shared'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await this.reminders.drop(tx, f.appointmentId);
    const appointment = await recordedAppointment(tx, f.appointmentId);
    const visit: VisitFacts = appointment
      ? await this.facts.of(tx, appointment)
      : { reference: f.reference, startsAt: at, ...(await this.facts.doctor(tx, f.doctorId)) };
    const findings = {
      ...(f.diagnosis ? { diagnosis: f.diagnosis } : {}),
      recommendations: f.recommendations,
      ...(f.notes ? { notes: f.notes } : {}),
    };
    await this.notices.send(
      ctx,
      at,
      f.userId,
      { appointmentId: f.appointmentId },
      { kind: 'visit-completed', visit, findings },
    );
  }
}
