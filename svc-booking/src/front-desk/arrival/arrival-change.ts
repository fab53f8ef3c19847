import type { ArrivalState } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import type { Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { eq } from 'drizzle-orm';
import { refCondition, type AppointmentRef } from '../../appointments/appointment-store.js';
import { appointmentAudit, appointments, type AppointmentRow } from '../../database/schema.js';
import { toDeskAppointment } from '../desk-appointment-view.js';

/** The audit actions of the desk's arrival changes (appointment_audit.action, beside cash-payment-recorded). */
export const ARRIVAL_AUDIT_ACTIONS = {
  arrived: 'arrival-checked-in',
  'no-show': 'arrival-no-show',
  expected: 'arrival-cleared',
} as const;

/** What a desk action sets: checked in, a no-show, or expected again (null). */
export type ArrivalTarget = ArrivalState | null;

export interface ArrivalChange {
  ref: AppointmentRef;
  staff: TokenClaims;
  target: ArrivalTarget;
  now: Date;
  graceMinutes: number;
  /** Throws the use case's refusal (DomainError) for a row that may not take the change. */
  check: (row: AppointmentRow) => void;
}

/**
 * One arrival change of the desk, in one transaction: the appointment (any status; unknown → 404) is locked
 * (`FOR UPDATE`, so two desks clicking at once are applied one after the other), the use case's rules checked, and —
 * unless it already is in the target state (then it answers unchanged, no audit) — the arrival, when and by whom,
 * and an appointment_audit entry with the previous state are written together.
 */
export async function changeArrival(db: Database, c: ArrivalChange): Promise<DeskAppointment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(appointments).where(refCondition(c.ref)).for('update');
    if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
    c.check(row);
    if ((row.arrivalState ?? null) === c.target) return toDeskAppointment(row, c.graceMinutes);
    const [updated] = await tx
      .update(appointments)
      .set({
        arrivalState: c.target,
        arrivalAt: c.target === null ? null : c.now,
        arrivalRecordedBy: c.target === null ? null : c.staff.sub,
        updatedAt: c.now,
      })
      .where(eq(appointments.id, row.id))
      .returning();
    await tx.insert(appointmentAudit).values({
      appointmentId: row.id,
      actorId: c.staff.sub,
      actorRole: c.staff.role,
      action: ARRIVAL_AUDIT_ACTIONS[c.target ?? 'expected'],
      details: { previous: row.arrivalState ?? 'expected' },
      createdAt: c.now,
    });
    return toDeskAppointment(updated!, c.graceMinutes);
  });
}

/** The desk changes only a visit that is still scheduled (not completed, cancelled or waiting for a new time). */
export function mustBeScheduled(row: AppointmentRow): void {
  if (row.status !== 'scheduled') throw new DomainError('DESK_NOT_SCHEDULED');
}
