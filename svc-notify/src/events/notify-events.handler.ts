import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { fromMinorUnits } from '@vetnow/contracts/money';
import { statement, type Tx } from '@vetnow/service-kit/database';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CLOCK, type Clock, NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { rowColumns } from '../database/row-columns.js';
import { appointments, contacts, doctors, type AppointmentRow } from '../database/schema.js';
import { EmailSenderService } from '../mail/email-sender.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { renderMessage, renderSignInDelayed, type TemplateInput, type VisitFacts, type VisitKind } from '../notifications/templates.js';
import { DOCTOR_FACT_COLUMNS, doctorFactsOf, recipientOfRow, recipientQuery, visitOf, VisitFactsService, type Recipient } from '../notifications/visit-facts.service.js';
import { PetCareRemindersService } from '../pet-care/pet-care-reminders.service.js';
import { RemindersService, scheduleReminderCte } from '../reminders/reminders.service.js';
import { SmsSenderService } from '../sms/sender/sms-sender.service.js';
import { renderSms } from '../sms/texts/sms-texts.js';

/**
 * Statements (ADR 0033): appointment.booked, every booking, in one round trip. Records the appointment (unless a
 * redelivery finds it recorded: then the recorded row, which later events may have changed, answers), schedules its
 * reminder when it is still booked (scheduleReminderCte), and reads what the notifications need: the doctor's name
 * and clinic address, and the names and languages of the owner and the doctor as recipients (recipientQuery). The
 * row of a redelivery comes from the table (the insert's CTE answers only a row it made): in READ COMMITTED it is
 * the row committed when the statement began.
 */
const { columns: appointmentColumns, rowOf: appointmentOfRow } = rowColumns(appointments, 'a');
const recordBooking = statement<
  {
    appointmentId: string;
    reference: string;
    doctorId: string;
    userId: string;
    startsAt: string;
    endsAt: string;
    petName: string;
    paymentMethod: string;
    consultationFeeMinor: number;
    at: string;
    reminderDueAt: string | null;
  },
  Record<string, unknown> & {
    doctorName: string | null;
    clinicAddress: unknown;
    ownerName: string | null;
    ownerLanguage: string | null;
    doctorRecipientName: string | null;
    doctorRecipientLanguage: string | null;
  }
>(
  'notify_record_booking',
  (p) => sql`WITH inserted AS (INSERT INTO ${appointments} (appointment_id, reference, doctor_id, user_id, starts_at, ends_at,
                                                             pet_name, payment_method, consultation_fee_minor, updated_at)
                               VALUES (${p.appointmentId}, ${p.reference}, ${p.doctorId}, ${p.userId}, ${p.startsAt}::timestamptz,
                                       ${p.endsAt}::timestamptz, ${p.petName}, ${p.paymentMethod}, ${p.consultationFeeMinor}::integer,
                                       ${p.at}::timestamptz)
                               ON CONFLICT DO NOTHING RETURNING *),
                  appointment AS (SELECT * FROM inserted
                                  UNION ALL
                                  SELECT * FROM ${appointments} WHERE appointment_id = ${p.appointmentId} AND NOT EXISTS (SELECT 1 FROM inserted)),
                  ${scheduleReminderCte(p.reminderDueAt)}
             SELECT ${appointmentColumns}, ${DOCTOR_FACT_COLUMNS},
                    owner.name AS "ownerName", owner.language AS "ownerLanguage",
                    doctor.name AS "doctorRecipientName", doctor.language AS "doctorRecipientLanguage"
             FROM appointment AS a
             LEFT JOIN ${doctors} AS d ON d.doctor_id = a.doctor_id
             LEFT JOIN LATERAL (${recipientQuery(sql`a.user_id`)}) AS owner ON true
             LEFT JOIN LATERAL (${recipientQuery(sql`a.doctor_id`)}) AS doctor ON true`,
);

/** Where an owner pays a card visit: My Appointments' "Pay now" (the payment link's in-app link). */
export const PAY_PATH = '/appointments';

/** Doctors hear of a new booking or a cancellation only when the visit is within this many hours. */
export const DOCTOR_NOTICE_HOURS = 24;

/**
 * Turns the bus's events into read models (contacts, doctors, appointments), reminder schedules and notifications.
 * Every effect is written in the event's inbox transaction, and each notification is unique per (recipient,
 * appointment, kind, occurrence): a redelivered event — or the same change published twice — notifies once.
 * Decisions that depend on time use the event's own time (occurredAt), so a redelivery decides the same way. An event
 * older than NOTIFY_MAX_EVENT_AGE_HOURS when handled updates the read models and reminders but notifies nobody.
 */
@Injectable()
export class NotifyEventsHandler {
  private readonly logger = new Logger('NotifyEvents');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly reminders: RemindersService,
    private readonly facts: VisitFactsService,
    private readonly mail: EmailSenderService,
    private readonly sms: SmsSenderService,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly petCare: PetCareRemindersService,
  ) {}

  // ---- Read models ---------------------------------------------------------------------------------------------

  @OnEvent('user.contact-changed')
  async onContact(c: EventPayload<'user.contact-changed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const values = { userId: c.userId, role: c.role, email: c.email, fullName: c.fullName, language: c.language, phone: c.phone ?? null, updatedAt: at };
    await tx
      .insert(contacts)
      .values(values)
      .onConflictDoUpdate({ target: contacts.userId, set: values, setWhere: lt(contacts.updatedAt, at) });
  }

  @OnEvent('doctor.created')
  @OnEvent('doctor.updated')
  async onDoctor(d: EventPayload<'doctor.created'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const values = { doctorId: d._id, name: d.fullName, email: d.email, clinicAddress: d.clinicAddress, deleted: 0, updatedAt: at };
    await tx
      .insert(doctors)
      .values(values)
      .onConflictDoUpdate({ target: doctors.doctorId, set: values, setWhere: lt(doctors.updatedAt, at) });
  }

  /** The name stays for the doctor's past appointments' messages. */
  @OnEvent('doctor.deleted')
  async onDoctorDeleted(d: EventPayload<'doctor.deleted'>, { tx }: EventContext): Promise<void> {
    await tx.update(doctors).set({ deleted: 1 }).where(eq(doctors.doctorId, d.doctorId));
  }

  // ---- Appointments --------------------------------------------------------------------------------------------

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
    await this.send(ctx, at, appointment.userId, appointment, { kind: 'booking-confirmed', visit }, '', owner);
    if (b.paymentLink) {
      // The desk booked a card visit for the owner and sent the link to pay it (issue 39): "Pay now" in My Appointments.
      await this.send(ctx, at, appointment.userId, appointment, { kind: 'payment-link', visit, payUrl: `${this.config.publicUrl}${PAY_PATH}` }, '', owner);
    }
    if (this.soon(startsAt, at)) {
      const doctor = recipientOfRow({ name: row.doctorRecipientName, language: row.doctorRecipientLanguage });
      await this.send(ctx, at, appointment.doctorId, appointment, { kind: 'new-booking', visit }, '', doctor);
    }
  }

  @OnEvent('appointment.cancelled')
  async onCancelled(c: EventPayload<'appointment.cancelled'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await tx.update(appointments).set({ status: 'cancelled', updatedAt: at }).where(eq(appointments.appointmentId, c.appointmentId));
    await this.reminders.drop(tx, c.appointmentId);
    const appointment = await this.appointment(tx, c.appointmentId);
    const startsAt = new Date(c.startsAt);
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: c.appointmentId, startsAt, ...(await this.facts.doctor(tx, c.doctorId)) };
    const target = { appointmentId: c.appointmentId };
    await this.send(ctx, at, c.userId, target, { kind: 'cancelled', visit, by: c.by });
    if (this.soon(startsAt, at)) await this.send(ctx, at, c.doctorId, target, { kind: 'doctor-cancelled', visit, by: c.by });
  }

  @OnEvent('appointment.rescheduled')
  async onRescheduled(r: EventPayload<'appointment.rescheduled'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const startsAt = new Date(r.startsAt);
    // An older move arriving after a newer one changes nothing in the read model (the notification still says it).
    await tx
      .update(appointments)
      .set({ startsAt, endsAt: new Date(r.endsAt), status: sql`case when ${appointments.status} = 'needs-rescheduling' then 'booked' else ${appointments.status} end`, updatedAt: at })
      .where(and(eq(appointments.appointmentId, r.appointmentId), lt(appointments.updatedAt, at)));
    const appointment = await this.appointment(tx, r.appointmentId);
    if (appointment?.status === 'booked' && appointment.startsAt.getTime() === startsAt.getTime()) {
      await this.reminders.move(tx, r.appointmentId, startsAt, at);
    }
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: r.reference, startsAt, ...(await this.facts.doctor(tx, r.doctorId)) };
    await this.send(ctx, at, r.userId, { appointmentId: r.appointmentId }, {
      kind: 'rescheduled',
      visit,
      previousStartsAt: new Date(r.previous.startsAt),
      by: r.by,
    }, r.startsAt);
  }

  @OnEvent('appointment.needs-rescheduling')
  async onNeedsRescheduling(n: EventPayload<'appointment.needs-rescheduling'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    await tx
      .update(appointments)
      .set({ status: 'needs-rescheduling', updatedAt: at })
      .where(and(eq(appointments.appointmentId, n.appointmentId), eq(appointments.status, 'booked'), lt(appointments.updatedAt, at)));
    await this.reminders.drop(tx, n.appointmentId);
    const appointment = await this.appointment(tx, n.appointmentId);
    const startsAt = new Date(n.startsAt);
    const visit: VisitFacts = appointment
      ? { ...(await this.facts.of(tx, appointment)), startsAt }
      : { reference: n.reference, startsAt, ...(await this.facts.doctor(tx, n.doctorId)) };
    await this.send(ctx, at, n.userId, { appointmentId: n.appointmentId }, { kind: 'needs-rescheduling', visit, reason: n.reason }, n.startsAt);
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
    await tx.update(appointments).set({ status: 'completed', updatedAt: at }).where(eq(appointments.appointmentId, c.appointmentId));
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
    const appointment = await this.appointment(tx, f.appointmentId);
    const visit: VisitFacts = appointment
      ? await this.facts.of(tx, appointment)
      : { reference: f.reference, startsAt: at, ...(await this.facts.doctor(tx, f.doctorId)) };
    const findings = {
      ...(f.diagnosis ? { diagnosis: f.diagnosis } : {}),
      recommendations: f.recommendations,
      ...(f.notes ? { notes: f.notes } : {}),
    };
    await this.send(ctx, at, f.userId, { appointmentId: f.appointmentId }, { kind: 'visit-completed', visit, findings });
  }

  /**
   * payment.failed names only the appointment: its owner and time come from appointment.booked, which comes first
   * on the stream. If it has not been handled yet (a retry in between), this throws and the event is retried.
   */
  @OnEvent('payment.failed')
  async onPaymentFailed(p: EventPayload<'payment.failed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    const appointment = await this.appointment(tx, p.appointmentId);
    if (!appointment) throw new Error(`payment.failed for appointment ${p.appointmentId} before its appointment.booked`);
    await this.send(ctx, at, appointment.userId, appointment, {
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
    const appointment = await this.appointment(tx, p.appointmentId);
    if (!appointment) throw new Error(`payment.refunded for appointment ${p.appointmentId} before its appointment.booked`);
    await this.send(
      ctx,
      at,
      appointment.userId,
      appointment,
      { kind: 'refunded', visit: await this.facts.of(tx, appointment), amountMinor: p.amountMinor },
      `${p.paymentId}:${fromMinorUnits(p.totalRefundedMinor)}`,
    );
  }

  // ---- Pets ----------------------------------------------------------------------------------------------------

  /**
   * pet.care-due-changed (issue 38, private): the pet's whole list of due items replaces the one recorded, unless
   * a later event came first (by occurredAt). Nobody is notified here: the pet care reminders go out at their time
   * (PetCareRemindersService), however old the event.
   */
  @OnEvent('pet.care-due-changed')
  async onPetCareDue(p: EventPayload<'pet.care-due-changed'>, { tx, event }: EventContext): Promise<void> {
    const changed = await this.petCare.record(tx, p, new Date(event.occurredAt));
    if (!changed) this.logger.debug({ msg: 'older pet care list ignored', petId: p.petId });
  }

  // ---- Accounts ------------------------------------------------------------------------------------------------

  /**
   * svc-auth's private account.sign-in-delayed (ADR 0046): the account's failed sign-ins reached the cap, once per
   * streak. Its owner — an owner, a doctor or an admin, addressed from the contacts read model (or the doctors one)
   * when the e-mail goes — is told "someone tried to sign in", by e-mail whatever their e-mail choices (a security
   * notice) and in-app. No SMS. Logged by account id only.
   */
  @OnEvent('account.sign-in-delayed')
  async onSignInDelayed(d: EventPayload<'account.sign-in-delayed'>, ctx: EventContext): Promise<void> {
    const { tx, event } = ctx;
    const at = new Date(event.occurredAt);
    if (this.tooOld(at)) {
      this.logger.debug({ msg: 'event too old to notify', kind: 'sign-in-delayed', accountId: d.accountId });
      return;
    }
    const { name: recipientName, language } = await this.facts.recipient(tx, d.accountId);
    const message = renderSignInDelayed({
      failures: d.failures,
      at,
      delayedUntil: new Date(d.delayedUntil),
      ...(recipientName ? { recipientName } : {}),
      ...(language ? { language } : {}),
    });
    // No appointment: the event's inbox row keeps a redelivery from notifying twice; svc-auth publishes once per streak.
    const made = await this.notifications.notify(tx, {
      userId: d.accountId,
      appointmentId: null,
      kind: 'sign-in-delayed',
      occurrence: event.occurredAt,
      message,
      email: true,
      emailAlways: true,
    });
    if (made?.emailed) ctx.afterCommit(() => this.mail.wake());
    this.logger.log({ msg: 'sign-in delay notice queued', accountId: d.accountId, emailed: made?.emailed ?? false });
  }

  // ---- Helpers -------------------------------------------------------------------------------------------------

  /** Older than NOTIFY_MAX_EVENT_AGE_HOURS: updates read models but notifies nobody. */
  private tooOld(at: Date): boolean {
    return this.clock.now().getTime() - at.getTime() > this.config.maxEventAgeHours * 3600_000;
  }

  private async appointment(tx: Tx, appointmentId: string): Promise<AppointmentRow | undefined> {
    const [row] = await tx.select().from(appointments).where(eq(appointments.appointmentId, appointmentId));
    return row;
  }

  private soon(startsAt: Date, at: Date): boolean {
    const ms = startsAt.getTime() - at.getTime();
    return ms > 0 && ms <= DOCTOR_NOTICE_HOURS * 3600_000;
  }

  private async send(
    ctx: Pick<EventContext, 'tx' | 'afterCommit'>,
    at: Date,
    userId: string,
    target: Pick<AppointmentRow, 'appointmentId'>,
    input: Omit<TemplateInput, 'recipientName' | 'language' | 'kind'> & { kind: VisitKind },
    occurrence = '',
    /** The recipient, when the caller's statement has read it already. */
    known?: Recipient,
  ): Promise<void> {
    if (this.tooOld(at)) {
      this.logger.debug({ msg: 'event too old to notify', kind: input.kind, appointmentId: target.appointmentId });
      return;
    }
    const { tx } = ctx;
    const { name: recipientName, language } = known ?? (await this.facts.recipient(tx, userId));
    const template: TemplateInput = { ...input, ...(recipientName ? { recipientName } : {}), ...(language ? { language } : {}) };
    const sms = renderSms(template);
    const made = await this.notifications.notify(tx, {
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
    // Its e-mail (and SMS) go at once, not at the senders' next poll (MAIL_POLL_MS, SMS_POLL_MS); a sender with
    // nothing queued is not woken.
    if (made?.emailed || made?.texted) {
      ctx.afterCommit(() => {
        if (made.emailed) this.mail.wake();
        if (made.texted) this.sms.wake();
      });
    }
  }
}
