import { Inject, Injectable } from '@nestjs/common';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CANCELLATION_NOTICE_HOURS } from '@vetnow/contracts/constants';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq } from 'drizzle-orm';
import { AppointmentStore, refCondition, type AppointmentRef } from '../appointments/appointment-store.js';
import { toAppointment } from '../appointments/appointment-view.js';
import { slotTarget } from '../appointments/slot-target.js';
import { lockCalendarShared } from '../closed-time/calendar-lock.js';
import { ClosedTime } from '../closed-time/closed-time.js';
import { constraintOf, retryOnDeadlock, sqlState } from '../common/db-errors.js';
import { BOOKING_CONFIG, type BookingConfig } from '../config/booking-config.js';
import { appointments, questionnaires } from '../database/schema.js';
import { DoctorDirectory } from '../directory/doctor-directory.js';
import { blockingKind, releaseHolds } from '../slot-holds/held-slots.js';

export interface RescheduleRequest {
  appointmentDate: string;
  timeSlot: string;
}

const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3_600_000;

/**
 * PUT /appointments/:id/reschedule (docs/appointment-states.md, ADR 0021). The owner moves their own appointment
 * (someone else's → 404) until 24 h before the visit, a needs-rescheduling one at any time; the admin any, any time;
 * a doctor → 403. Same doctor; never a completed or cancelled appointment. ONE transaction: the row takes its new
 * time (the appointments_no_overlap and slot_claims_no_overlap constraints decide races → 409, everything rolled
 * back), becomes scheduled, its owner's hold on the target is released, and appointment.rescheduled is written.
 */
@Injectable()
export class RescheduleAppointmentService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly store: AppointmentStore,
    private readonly doctorsDir: DoctorDirectory,
    private readonly closed: ClosedTime,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  async reschedule(caller: TokenClaims, ref: AppointmentRef, req: RescheduleRequest, now: Date = new Date()): Promise<Appointment> {
    if (caller.role !== 'user' && caller.role !== 'admin') throw new DomainError('FORBIDDEN');
    const by = caller.role === 'admin' ? 'admin' : 'owner';
    const existing = by === 'admin' ? (await this.db.select().from(appointments).where(refCondition(ref)))[0] : await this.store.findOwn(caller.sub, ref);
    if (!existing) throw new DomainError('APPOINTMENT_NOT_FOUND');
    const doctor = await this.doctorsDir.find(existing.doctorId);
    if (!doctor || !doctor.isActive) throw new DomainError('BOOKING_DOCTOR_NOT_ACCEPTING');
    const target = slotTarget(doctor, req.appointmentDate, req.timeSlot, this.config.bookingHorizonDays, now);
    try {
      const moved = await retryOnDeadlock(() => this.uow.run(async (tx) => {
        // The calendar lock before the row lock: a closure handler takes them in that order too (no deadlock).
        await lockCalendarShared(tx);
        const [row] = await tx.select().from(appointments).where(eq(appointments.id, existing.id)).for('update');
        if (!row || (row.status !== 'scheduled' && row.status !== 'needs-rescheduling')) throw new DomainError('APPOINTMENT_CANNOT_RESCHEDULE');
        if (row.status === 'scheduled' && row.startsAt <= now) throw new DomainError('APPOINTMENT_CANNOT_RESCHEDULE');
        if (by === 'owner' && row.status === 'scheduled' && row.startsAt.getTime() - now.getTime() < NOTICE_MS) {
          throw new DomainError('APPOINTMENT_RESCHEDULE_TOO_LATE');
        }
        if (row.startsAt.getTime() === target.startsAt.getTime() && row.status === 'scheduled') {
          throw new DomainError('APPOINTMENT_RESCHEDULE_SAME_SLOT');
        }
        await this.closed.assertOpen(tx, row.doctorId, target.startsAt, target.endsAt);
        await releaseHolds(tx, this.outbox, row.userId, { doctorId: row.doctorId, ...target });
        const [updated] = await tx
          .update(appointments)
          .set({ appointmentDate: req.appointmentDate, timeSlot: req.timeSlot, ...target, status: 'scheduled', updatedAt: now })
          .where(and(eq(appointments.id, row.id), eq(appointments.status, row.status)))
          .returning();
        const slot = (r: typeof row) => ({
          appointmentDate: r.appointmentDate,
          timeSlot: r.timeSlot,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
        });
        await this.outbox.add(tx, 'appointment.rescheduled', {
          ...slot(updated!),
          appointmentId: updated!.id,
          reference: updated!.appointmentId,
          doctorId: updated!.doctorId,
          userId: updated!.userId,
          previous: slot(row),
          by,
        });
        const [questionnaire] = await tx.select().from(questionnaires).where(eq(questionnaires.appointmentId, row.id));
        return toAppointment(updated!, questionnaire, by === 'admin' ? 'admin' : 'owner');
      }));
      return moved;
    } catch (err) {
      if (sqlState(err) === '23P01') {
        if (constraintOf(err) === 'appointments_no_overlap') throw new DomainError('BOOKING_SLOT_TAKEN', { cause: err });
        const kind = await blockingKind(this.db, existing.doctorId, target.startsAt, target.endsAt);
        throw new DomainError(kind === 'hold' ? 'BOOKING_SLOT_HELD' : 'BOOKING_SLOT_TAKEN', { cause: err });
      }
      throw err;
    }
  }
}
