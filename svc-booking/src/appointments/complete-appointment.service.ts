import { Injectable } from '@nestjs/common';
import type { Appointment, CompleteAppointmentData } from '@vetnow/contracts/appointment';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq } from 'drizzle-orm';
import { appointments, type Completion } from '../database/schema.js';
import { publishCareDue } from '../pets/care-due-event.js';
import { AppointmentStore, refCondition, type AppointmentRef } from './appointment-store.js';
import { recordVisitCare, visitPetId } from './visit-care.js';

/**
 * PUT /appointments/:id/complete and PUT /appointments/:id/notes — the doctor's side of an appointment.
 * Only the appointment's own doctor may act on it; another doctor's appointment answers 404 exactly like a
 * missing one (its existence is never revealed).
 */
@Injectable()
export class CompleteAppointmentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly store: AppointmentStore,
  ) {}

  /**
   * Marks the doctor's own scheduled appointment completed with the findings (all optional; empty texts are
   * dropped) and publishes appointment.completed (and, privately, appointment.findings-shared) in the same transaction. The conditional UPDATE makes two
   * concurrent completions succeed once (the other gets 409) and publish one event. No time condition: the
   * spec lets the doctor mark any scheduled appointment completed.
   *
   * The visit's care (issue 38, `findings.care`: weight, vaccinations, treatments, prescriptions) is recorded on the
   * appointment's pet in the same transaction (visit-care.ts); a schedule that does not apply or a next-due date out
   * of range answers 400 and nothing is stored, the appointment stays scheduled. A completion of a visit with a pet
   * publishes the pet's due items (pet.care-due-changed): its care may have changed, and this doctor is now the one
   * who last saw it ("Book now" in the reminders chooses them).
   */
  async complete(doctorId: string, ref: AppointmentRef, findings: CompleteAppointmentData, now: Date = new Date()): Promise<Appointment> {
    const completion: Completion = {
      ...(findings.diagnosis ? { diagnosis: findings.diagnosis } : {}),
      recommendations: findings.recommendations,
      ...(findings.notes ? { notes: findings.notes } : {}),
      completedAt: now.toISOString(),
    };
    const id = await this.uow.run(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ status: 'completed', completion, updatedAt: now })
        .where(and(refCondition(ref), eq(appointments.doctorId, doctorId), eq(appointments.status, 'scheduled')))
        .returning();
      if (!row) {
        const existing = await this.store.findForDoctor(doctorId, ref, tx);
        if (!existing) throw new DomainError('APPOINTMENT_NOT_FOUND');
        throw new DomainError('APPOINTMENT_CANNOT_COMPLETE');
      }
      // Only the winner of the UPDATE gets here: one set of care records however many completions race.
      const petId = findings.care ? await visitPetId(tx, row, now) : row.petId;
      if (findings.care && petId) await recordVisitCare(tx, row, petId, findings.care);
      if (petId) await publishCareDue(tx, this.outbox, petId, now);
      await this.outbox.add(tx, 'appointment.completed', {
        appointmentId: row.id,
        doctorId: row.doctorId,
        userId: row.userId,
      });
      // The findings, for the owner's "visit completed" message: on the private tree only svc-notify reads (ADR 0029).
      await this.outbox.add(tx, 'appointment.findings-shared', {
        appointmentId: row.id,
        reference: row.appointmentId,
        doctorId: row.doctorId,
        userId: row.userId,
        ...(completion.diagnosis ? { diagnosis: completion.diagnosis } : {}),
        recommendations: completion.recommendations,
        ...(completion.notes ? { notes: completion.notes } : {}),
      });
      return row.id;
    });
    return (await this.store.view(id, 'doctor'))!;
  }

  /** Replaces the doctor's private notes on their own appointment (any status); an empty text clears them. */
  async saveNotes(doctorId: string, ref: AppointmentRef, notes: string, now: Date = new Date()): Promise<Appointment> {
    const [row] = await this.uow.run((tx) =>
      tx
        .update(appointments)
        .set({ doctorNotes: notes === '' ? null : notes, updatedAt: now })
        .where(and(refCondition(ref), eq(appointments.doctorId, doctorId)))
        .returning({ id: appointments.id }),
    );
    if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
    return (await this.store.view(row.id, 'doctor'))!;
  }
}
