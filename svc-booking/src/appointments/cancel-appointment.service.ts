import { Injectable } from '@nestjs/common';
import type { Appointment } from '@vetnow/contracts/appointment';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, gt, or } from 'drizzle-orm';
import { appointments } from '../database/schema.js';
import { AppointmentStore, refCondition, type AppointmentRef } from './appointment-store.js';
import { BookingMetrics } from './booking-metrics.js';

/**
 * PUT /appointments/:id/cancel: the owner cancels their own scheduled, future appointment, or a needs-rescheduling one
 * at any time (its slot claim goes with it: trigger appointments_claim). The status
 * change and appointment.cancelled (svc-clinic frees the slot) commit together; the conditional UPDATE
 * makes two concurrent cancels publish one event.
 */
@Injectable()
export class CancelAppointmentService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly store: AppointmentStore,
    private readonly metrics: BookingMetrics,
  ) {}

  async cancel(userId: string, ref: AppointmentRef, now: Date = new Date()): Promise<Appointment> {
    const id = await this.uow.run(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(
            refCondition(ref),
            eq(appointments.userId, userId),
            or(
              and(eq(appointments.status, 'scheduled'), gt(appointments.startsAt, now)),
              // Closed time covers it: the owner may cancel at any time (docs/appointment-states.md).
              eq(appointments.status, 'needs-rescheduling'),
            ),
          ),
        )
        .returning();
      if (!row) {
        const existing = await this.store.findOwn(userId, ref, tx);
        if (!existing) throw new DomainError('APPOINTMENT_NOT_FOUND');
        throw new DomainError(existing.status === 'cancelled' ? 'APPOINTMENT_ALREADY_CANCELLED' : 'APPOINTMENT_CANNOT_CANCEL');
      }
      await this.outbox.add(tx, 'appointment.cancelled', {
        appointmentId: row.id,
        doctorId: row.doctorId,
        userId: row.userId,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        by: 'owner',
      });
      return row.id;
    });
    this.metrics.cancelled.inc();
    return (await this.store.view(id, 'owner'))!;
  }
}
