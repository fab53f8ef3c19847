import { Inject, Injectable } from '@nestjs/common';
import type { Appointment, BookData } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { activeAppointmentsLimitMessage, bookingHorizonMessage, cardRequiredMessage } from '@vetnow/contracts/booking-limits';
import { isBeyondBookingHorizon } from '@vetnow/domain/booking-limits';
import { clinicInstant, parseSlotLabel, parseTime24, slotGrid } from '@vetnow/domain/clinic-time';
import { CURRENCY } from '@vetnow/contracts/constants';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq } from 'drizzle-orm';
import { constraintOf, DEADLOCK_ATTEMPTS, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { noShowWindowStart } from '../front-desk/standing/no-show-window.js';
import {
  appointments,
  questionnaires,
  type AppointmentRow,
  type CardSummary,
  type DoctorRow,
  type DoctorSnapshot,
  type OwnerSnapshot,
} from '../database/schema.js';
import { closedRefusal } from '../closed-time/closed-time.js';
import { doctorOfRow } from '../directory/doctor-directory.js';
import { isUuid } from '../common/ids.js';
import { petIdOrThrow } from '../pets/pet-access.js';
import { petForBooking } from '../pets/booking-pet.js';
import { announceReleased, type ReleasedHold } from '../slot-holds/held-slots.js';
import { triage } from '@vetnow/domain/triage';
import { newAppointmentReference } from './appointment-reference.js';
import { AppointmentStore } from './appointment-store.js';
import { BookingMetrics } from './booking-metrics.js';
import { hashRequest, isRefusal } from './idempotency-key.js';
import { bookingChecks, insertAppointment, lockAndFindDoctor } from './booking-statements.js';
import { toAppointment, type QuestionnaireView } from './appointment-view.js';

const REFERENCE_ATTEMPTS = 5;

export interface BookResult {
  appointment: Appointment;
  /** false when an Idempotency-Key replay returned the appointment booked earlier. */
  created: boolean;
}

/**
 * Who made the booking (issue 39 phase B, ADR 0061): the owner in the app, or the desk for a caller — carried on
 * appointment.booked — and `recorded`, run in the booking's transaction once the appointment is written (the desk's audit).
 */
export interface BookingOrigin {
  bookedBy: 'owner' | 'desk';
  paymentLink: boolean;
  recorded?: (tx: Tx, row: AppointmentRow) => Promise<void>;
}
const OWNER_BOOKING: BookingOrigin = { bookedBy: 'owner', paymentLink: false };

/**
 * POST /appointments/book after the body passed the contracts schema (fields, pet, reason, payment method, date from
 * tomorrow in clinic time): checks the doctor (from the read model, read with the booking's locks) and the slot
 * grid, then writes the appointment, its questionnaire (if answers came) and appointment.booked in ONE transaction.
 * The exclusion constraint decides races for a slot (23P01 → 409); the (user, Idempotency-Key) unique index decides
 * races between retries of one request. Issue 11: closed time (closures, holidays, leave) → 409; another owner's
 * live hold → 409 BOOKING_SLOT_HELD (slot_claims_no_overlap); the owner's own hold is released. Limits (issue 10):
 * no date past BOOKING_HORIZON_DAYS (400), at most MAX_ACTIVE_APPOINTMENTS scheduled future appointments per owner
 * (409), counted in the booking's transaction under a per-owner advisory lock, so concurrent bookings of one owner
 * cannot overshoot it. Issue 38: the appointment is linked to a pet profile in the same transaction (petForBooking:
 * the owner's pick, else their pet of that name and species, else a new one); the `pet` snapshot stays as sent.
 */
@Injectable()
export class BookAppointmentService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly store: AppointmentStore,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    private readonly metrics: BookingMetrics,
  ) {}

  async book(user: TokenClaims, data: BookData, idempotencyKey?: string, now: Date = new Date(), origin: BookingOrigin = OWNER_BOOKING): Promise<BookResult> {
    if (isBeyondBookingHorizon(data.appointmentDate, now, this.config.bookingHorizonDays)) {
      throw new DomainError('BOOKING_DATE_BEYOND_HORIZON', { message: bookingHorizonMessage(this.config.bookingHorizonDays) });
    }
    const requestHash = idempotencyKey === undefined ? undefined : hashRequest(data);
    try {
      return { appointment: await this.bookNew(user, data, idempotencyKey ?? null, requestHash ?? null, now, origin), created: true };
    } catch (err) {
      // A retry of a request booked before finds it by its key. Looked up only once this attempt is refused (the
      // key's unique index refuses the insert at the latest; a concurrent retry's row too), not before every
      // booking: one round trip less on the booking path.
      if (idempotencyKey !== undefined && isRefusal(err)) {
        const earlier = await this.replay(user.sub, idempotencyKey, requestHash!);
        if (earlier) return earlier;
      }
      if (err instanceof DomainError && (err.code === 'BOOKING_SLOT_TAKEN' || err.code === 'BOOKING_SLOT_HELD')) {
        this.metrics.conflicts.inc({ code: err.code });
      }
      throw err;
    }
  }

  /** Books the slot, or refuses (a DomainError, or the database's 23505 / 23P01 for a replay to look up). */
  private async bookNew(user: TokenClaims, data: BookData, idempotencyKey: string | null, requestHash: string | null, now: Date, origin: BookingOrigin): Promise<Appointment> {
    if (!isUuid(data.doctorId)) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
    const petId = data.petId === undefined ? undefined : petIdOrThrow(data.petId);
    const assessment = data.diagnosisData ? triage(data.diagnosisData) : undefined;
    const card: CardSummary | undefined = data.paymentData
      ? {
          ...(data.paymentData.savedCardId ? { savedCardId: data.paymentData.savedCardId } : {}),
          cardType: data.paymentData.cardType,
          lastFour: data.paymentData.lastFour,
        }
      : undefined;

    for (let attempt = 1; ; attempt++) {
      try {
        const booked = await this.uow.run(async (tx) => {
          // The locks and the doctor in one round trip; the doctor's refusals roll back a transaction that wrote nothing.
          const [locked] = await lockAndFindDoctor(tx, { ownerKey: `vetnow.booking.owner:${user.sub}`, doctorId: data.doctorId.toLowerCase() });
          const doctor = doctorOfRow(locked);
          if (!doctor) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
          if (!doctor.isActive) throw new DomainError('BOOKING_DOCTOR_NOT_ACCEPTING');
          const start = slotStart(doctor, data.timeSlot);
          const startsAt = clinicInstant(data.appointmentDate, start);
          const endsAt = clinicInstant(data.appointmentDate, start + doctor.slotDuration);
          // Booking ends the wizard: the checks' statement also deletes the owner's hold, written as slot.released
          // before the appointment claims the slot.
          const { owner, released } = await this.checkAndSnapshotOwner(tx, user, doctor.id, startsAt, endsAt, data.paymentMethod, now);
          await announceReleased(tx, this.outbox, released);
          // Issue 38: every booking is for a pet profile (the owner's pick, or matched / saved by name and species).
          const linkedPetId = await petForBooking(tx, user.sub, { pet: data.pet, petId }, now);
          const [row] = await insertAppointment(tx, {
            appointmentId: newAppointmentReference(),
            userId: user.sub,
            doctorId: doctor.id,
            appointmentDate: data.appointmentDate,
            timeSlot: data.timeSlot,
            startsAt,
            endsAt,
            reason: data.reason,
            pet: { name: data.pet.name, type: data.pet.type, breed: data.pet.breed, ...(data.pet.age !== undefined ? { age: data.pet.age } : {}) },
            petId: linkedPetId,
            doctor: doctorSnapshot(doctor),
            user: owner,
            consultationFeeMinor: doctor.consultationFeeMinor,
            paymentMethod: data.paymentMethod,
            paymentStatus: 'pending',
            paymentCard: card ?? null,
            idempotencyKey,
            requestHash,
          });
          if (!row) throw new Error('insert returned no row');
          let questionnaire: QuestionnaireView | undefined;
          if (data.diagnosisData && assessment) {
            [questionnaire] = await tx
              .insert(questionnaires)
              .values({ appointmentId: row.id, userId: user.sub, answers: data.diagnosisData, ...assessment })
              .returning();
          }
          await this.publishBooked(tx, row, card, origin);
          await origin.recorded?.(tx, row);
          return { row, questionnaire };
        });
        this.metrics.booked.inc({ payment_method: data.paymentMethod });
        // The answer is built from the rows just written: no read-back round trip.
        return toAppointment(booked.row, booked.questionnaire, 'owner');
      } catch (err) {
        const code = sqlState(err);
        const constraint = constraintOf(err);
        if (code === '23505' && constraint === 'appointments_appointment_id_key' && attempt < REFERENCE_ATTEMPTS) continue;
        // A deadlock victim of two claims written at the same instant (see retryOnDeadlock): try again.
        if (code === '40P01' && attempt < DEADLOCK_ATTEMPTS) continue;
        // appointments_no_overlap: another appointment; slot_claims_no_overlap: another owner's live hold (ADR 0021).
        if (code === '23P01') throw new DomainError(constraint === 'slot_claims_no_overlap' ? 'BOOKING_SLOT_HELD' : 'BOOKING_SLOT_TAKEN', { cause: err });
        throw err;
      }
    }
  }

  /**
   * 409 when the owner already holds MAX_ACTIVE_APPOINTMENTS future appointments (scheduled or
   * needs-rescheduling), else when closed time covers the slot; answers the owner's snapshot for the appointment
   * (from the read model of user.registered, else the token's name until that event arrives). Runs after
   * lockAndFindDoctor took the owner's advisory lock with the calendar's shared one (both released at commit; the
   * owner's serialises one owner's bookings, so the count and the insert are one step): the count, the closed time
   * and the owner in one statement. Not in the locking statement: in READ COMMITTED a statement's snapshot is taken
   * before it waits for a lock, so a count there could miss the owner's booking that committed while it waited.
   * Issue 39: the same statement counts the owner's no-shows in NO_SHOW_WINDOW_DAYS (no extra round trip); at
   * NO_SHOW_LIMIT, with NO_SHOW_CARD_REQUIRED, a pay-at-clinic booking is refused (409 BOOKING_CARD_REQUIRED, its
   * message naming the configured limit and window); a card booking goes on.
   */
  private async checkAndSnapshotOwner(
    tx: Tx,
    user: TokenClaims,
    doctorId: string,
    startsAt: Date,
    endsAt: Date,
    paymentMethod: BookData['paymentMethod'],
    now: Date,
  ): Promise<{ owner: OwnerSnapshot; released: ReleasedHold[] }> {
    const noShow = this.config.noShow;
    const [check] = await bookingChecks(tx, {
      userId: user.sub,
      doctorId,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      noShowsSince: noShowWindowStart(now, noShow.windowDays),
    });
    const max = this.config.maxActiveAppointments;
    if ((check?.active ?? 0) >= max) throw new DomainError('BOOKING_TOO_MANY_ACTIVE', { message: activeAppointmentsLimitMessage(max) });
    if (paymentMethod === 'cash' && noShow.cardRequired && (check?.noShows ?? 0) >= noShow.limit) {
      throw new DomainError('BOOKING_CARD_REQUIRED', { message: cardRequiredMessage(noShow.limit, noShow.windowDays) });
    }
    if (check?.kind) throw closedRefusal({ kind: check.kind, reason: check.reason ?? '' });
    const owner =
      check?.ownerName != null
        ? { _id: user.sub, fullName: check.ownerName, contactNumber: check.ownerContact ?? '' }
        : { _id: user.sub, fullName: user.name, contactNumber: '' };
    return { owner, released: check?.released ?? [] };
  }

  /** The appointment booked earlier with this key (same body), a 422 for another body, or undefined. */
  private async replay(userId: string, key: string, requestHash: string): Promise<BookResult | undefined> {
    const [row] = await this.db
      .select({ id: appointments.id, requestHash: appointments.requestHash })
      .from(appointments)
      .where(and(eq(appointments.userId, userId), eq(appointments.idempotencyKey, key)));
    if (!row) return undefined;
    if (row.requestHash !== requestHash) throw new DomainError('BOOKING_IDEMPOTENCY_KEY_REUSED');
    return { appointment: (await this.store.view(row.id, 'owner'))!, created: false };
  }

  private async publishBooked(tx: Tx, row: AppointmentRow, card: CardSummary | undefined, origin: BookingOrigin): Promise<void> {
    await this.outbox.add(tx, 'appointment.booked', {
      appointmentId: row.id,
      reference: row.appointmentId,
      doctorId: row.doctorId,
      userId: row.userId,
      appointmentDate: row.appointmentDate,
      timeSlot: row.timeSlot,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      pet: row.pet,
      reason: row.reason,
      paymentMethod: row.paymentMethod as 'card' | 'cash',
      ...(card ? { paymentData: card } : {}),
      consultationFeeMinor: row.consultationFeeMinor,
      currency: CURRENCY,
      bookedBy: origin.bookedBy,
      paymentLink: origin.paymentLink,
    });
  }
}

/** Minutes from midnight of a slot the doctor offers; 400 when off the grid or outside the working hours. */
export function slotStart(doctor: Pick<DoctorRow, 'startTime' | 'endTime' | 'slotDuration'>, timeSlot: string): number {
  const minutes = parseSlotLabel(timeSlot);
  const open = parseTime24(doctor.startTime);
  const close = parseTime24(doctor.endTime);
  if (minutes === undefined || open === undefined || close === undefined) throw new DomainError('BOOKING_SLOT_NOT_ON_GRID');
  if (minutes < open || minutes + doctor.slotDuration > close) throw new DomainError('BOOKING_SLOT_OUTSIDE_HOURS');
  const grid = slotGrid({ startTime: doctor.startTime, endTime: doctor.endTime, slotDuration: doctor.slotDuration });
  if (!grid.includes(minutes)) throw new DomainError('BOOKING_SLOT_NOT_ON_GRID');
  return minutes;
}

function doctorSnapshot(d: DoctorRow): DoctorSnapshot {
  return {
    _id: d.id,
    fullName: d.fullName,
    specialization: d.specialization,
    clinicAddress: d.clinicAddress,
    contactNumber: d.contactNumber,
  };
}
