import type { Tx } from '@vetnow/service-kit/database';
import type { OutboxService } from '@vetnow/service-kit/messaging';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { appointments, closedTimes } from '../database/schema.js';

export interface ClosedRange {
  /** null: the whole clinic. */
  doctorId: string | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

function overlaps(range: ClosedRange): SQL {
  const during = sql`tstzrange(${range.startsAt.toISOString()}::timestamptz, ${range.endsAt.toISOString()}::timestamptz, '[)')`;
  const within = sql`${appointments.during} && ${during}`;
  return range.doctorId ? and(within, eq(appointments.doctorId, range.doctorId))! : within;
}

/**
 * Closed time added: every scheduled future appointment it overlaps becomes needs-rescheduling and
 * appointment.needs-rescheduling is written to the outbox — in the handler's transaction (nothing is cancelled;
 * the appointment keeps its slot and payment until moved or cancelled).
 */
export async function markNeedsRescheduling(tx: Tx, outbox: OutboxService, range: ClosedRange, now: Date): Promise<number> {
  const rows = await tx
    .update(appointments)
    .set({ status: 'needs-rescheduling', updatedAt: now })
    .where(and(eq(appointments.status, 'scheduled'), gt(appointments.startsAt, now), overlaps(range)))
    .returning();
  for (const row of rows) {
    await outbox.add(tx, 'appointment.needs-rescheduling', {
      appointmentId: row.id,
      reference: row.appointmentId,
      doctorId: row.doctorId,
      userId: row.userId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      reason: range.reason,
    });
  }
  return rows.length;
}

/**
 * Closed time removed: the needs-rescheduling appointments it overlapped that no other closed time still covers
 * return to scheduled (ADR 0021: the visit can take place as booked; the owner sees it scheduled again). No event:
 * both states occupy the slot, so no other service's read model changes.
 */
export async function restoreScheduled(tx: Tx, range: ClosedRange, now: Date): Promise<number> {
  const stillClosed = sql`EXISTS (SELECT 1 FROM ${closedTimes} c WHERE NOT c.removed AND c.during && ${appointments.during}
    AND (c.doctor_id IS NULL OR c.doctor_id = ${appointments.doctorId}))`;
  const rows = await tx
    .update(appointments)
    .set({ status: 'scheduled', updatedAt: now })
    .where(and(eq(appointments.status, 'needs-rescheduling'), overlaps(range), sql`NOT ${stillClosed}`))
    .returning({ id: appointments.id });
  return rows.length;
}

