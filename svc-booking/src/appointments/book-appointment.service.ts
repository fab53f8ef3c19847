import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Appointment, BookData } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { activeAppointmentsLimitMessage, bookingHorizonMessage, isBeyondBookingHorizon } from '@vetnow/contracts/booking-limits';
import { clinicInstant, parseSlotLabel, parseTime24, slotGrid } from '@vetnow/contracts/clinic-time';
import { CURRENCY } from '@vetnow/contracts/constants';
import { DB, type Database, type Tx, queryRows } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, sql } from 'drizzle-orm';
import { constraintOf, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import {
  appointments,
  questionnaires,
  type AppointmentRow,
  type CardSummary,
  type DoctorRow,
  type DoctorSnapshot,
  type OwnerSnapshot,
} from '../database/schema.js';
import { ClosedTime } from '../closed-time/closed-time.js';
import { DoctorDirectory } from '../directory/doctor-directory.js';
import { releaseHolds } from '../slot-holds/held-slots.js';
import { OwnerDirectory } from '../directory/owner-directory.js';
import { triage } from '@vetnow/contracts/triage';
import { newAppointmentReference } from './appointment-reference.js';
import { AppointmentStore } from './appointment-store.js';
import { BookingMetrics } from './booking-metrics.js';
import { toAppointment, type QuestionnaireView } from './appointment-view.js';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
const REFERENCE_ATTEMPTS = 5;

export interface BookResult {
  appointment: Appointment;
  /** false when an Idempotency-Key replay returned the appointment booked earlier. */
  created: boolean;
}

/**
 * POST /appointments/book after the body passed the contracts schema (fields, pet, reason, payment method,
 * date from tomorrow in clinic time): checks the doctor (from the read model) and the slot grid, then writes
 * the appointment, its questionnaire (if answers came) and appointment.booked in ONE transaction. The
 * exclusion constraint decides races for a slot (23P01 → 409); the (user, Idempotency-Key) unique index
 * decides races between retries of one request. Issue 11: closed time (closures, holidays, leave) → 409; another
 * owner's live hold → 409 BOOKING_SLOT_HELD (slot_claims_no_overlap); the owner's own hold is released. Limits (issue 10): no date past BOOKING_HORIZON_DAYS (400),
 * at most MAX_ACTIVE_APPOINTMENTS scheduled future appointments per owner (409), counted in the booking's
 * transaction under a per-owner advisory lock, so concurrent bookings of one owner cannot overshoot it.
 */
@Injectable()
export class BookAppointmentService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly doctorsDir: DoctorDirectory,
    private readonly ownersDir: OwnerDirectory,
    private readonly store: AppointmentStore,
    private readonly closed: ClosedTime,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
    private readonly metrics: BookingMetrics,
  ) {}

  async book(user: TokenClaims, data: BookData, idempotencyKey?: string, now: Date = new Date()): Promise<BookResult> {
    if (isBeyondBookingHorizon(data.appointmentDate, now, this.config.bookingHorizonDays)) {
      throw new DomainError('BOOKING_DATE_BEYOND_HORIZON', { message: bookingHorizonMessage(this.config.bookingHorizonDays) });
    }
    const requestHash = idempotencyKey === undefined ? undefined : hashRequest(data);
    if (idempotencyKey !== undefined) {
      const earlier = await this.replay(user.sub, idempotencyKey, requestHash!);
      if (earlier) return earlier;
    }

    // Independent reads, in parallel (each is a round trip on the booking path).
    const [doctor, owner] = await Promise.all([this.doctorsDir.find(data.doctorId), this.ownerSnapshot(user)]);
    if (!doctor) throw new DomainError('BOOKING_DOCTOR_NOT_FOUND');
    if (!doctor.isActive) throw new DomainError('BOOKING_DOCTOR_NOT_ACCEPTING');
    const start = slotStart(doctor, data.timeSlot);
    const startsAt = clinicInstant(data.appointmentDate, start);
    const endsAt = clinicInstant(data.appointmentDate, start + doctor.slotDuration);
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
          await this.assertBelowActiveCap(tx, user.sub);
          await this.closed.assertOpen(tx, doctor.id, startsAt, endsAt);
          // Booking ends the wizard: the owner's hold goes (slot.released) before the appointment claims the slot.
          await releaseHolds(tx, this.outbox, user.sub);
          const [row] = await tx
            .insert(appointments)
            .values({
              appointmentId: newAppointmentReference(),
              userId: user.sub,
              doctorId: doctor.id,
              appointmentDate: data.appointmentDate,
              timeSlot: data.timeSlot,
              startsAt,
              endsAt,
              reason: data.reason,
              pet: { name: data.pet.name, type: data.pet.type, breed: data.pet.breed, ...(data.pet.age !== undefined ? { age: data.pet.age } : {}) },
              doctor: doctorSnapshot(doctor),
              user: owner,
              consultationFee: doctor.consultationFee,
              paymentMethod: data.paymentMethod,
              paymentStatus: 'pending',
              paymentCard: card ?? null,
              idempotencyKey: idempotencyKey ?? null,
              requestHash: requestHash ?? null,
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          let questionnaire: QuestionnaireView | undefined;
          if (data.diagnosisData && assessment) {
            [questionnaire] = await tx
              .insert(questionnaires)
              .values({ appointmentId: row.id, userId: user.sub, answers: data.diagnosisData, ...assessment })
              .returning();
          }
          await this.publishBooked(tx, row, card);
          return { row, questionnaire };
        });
        this.metrics.booked.inc({ payment_method: data.paymentMethod });
        // The answer is built from the rows just written: no read-back round trip.
        return { appointment: toAppointment(booked.row, booked.questionnaire, 'owner'), created: true };
      } catch (err) {
        const code = sqlState(err);
        const constraint = constraintOf(err);
        if (code === '23505' && constraint === 'appointments_appointment_id_key' && attempt < REFERENCE_ATTEMPTS) continue;
        // A deadlock victim of two claims written at the same instant (see retryOnDeadlock): try again.
        if (code === '40P01' && attempt < REFERENCE_ATTEMPTS) continue;
        if (idempotencyKey !== undefined && (code === '23505' || code === '23P01')) {
          // A concurrent request with the same key may have won (its row blocks ours on either index).
          const earlier = await this.replay(user.sub, idempotencyKey, requestHash!);
          if (earlier) return earlier;
        }
        // appointments_no_overlap: another appointment; slot_claims_no_overlap: another owner's live hold (ADR 0021).
        if (code === '23P01') {
          const refusal = constraint === 'slot_claims_no_overlap' ? 'BOOKING_SLOT_HELD' : 'BOOKING_SLOT_TAKEN';
          this.metrics.conflicts.inc({ code: refusal });
          throw new DomainError(refusal, { cause: err });
        }
        throw err;
      }
    }
  }

  /**
   * 409 when the owner already holds MAX_ACTIVE_APPOINTMENTS future appointments (scheduled or needs-rescheduling). The advisory
   * lock (released at commit) serialises one owner's bookings: the count and the insert are one step.
   */
  private async assertBelowActiveCap(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`vetnow.booking.owner:${userId}`}, 0))`);
    const [active] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM appointments
          WHERE user_id = ${userId} AND status IN ('scheduled', 'needs-rescheduling') AND starts_at > now()`,
    );
    const max = this.config.maxActiveAppointments;
    if ((active?.n ?? 0) >= max) throw new DomainError('BOOKING_TOO_MANY_ACTIVE', { message: activeAppointmentsLimitMessage(max) });
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

  private async ownerSnapshot(user: TokenClaims): Promise<OwnerSnapshot> {
    const known = await this.ownersDir.find(user.sub);
    return known
      ? { _id: user.sub, fullName: known.fullName, contactNumber: known.contactNumber }
      : { _id: user.sub, fullName: user.name, contactNumber: '' };
  }

  private async publishBooked(tx: Tx, row: AppointmentRow, card: CardSummary | undefined): Promise<void> {
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
      consultationFee: row.consultationFee,
      currency: CURRENCY,
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
    consultationFee: d.consultationFee,
    clinicAddress: d.clinicAddress,
    contactNumber: d.contactNumber,
  };
}

/** A stable hash of the validated request (object keys sorted), to tell a retry from another booking. */
export function hashRequest(data: unknown): string {
  return createHash('sha256').update(stableJson(data)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
