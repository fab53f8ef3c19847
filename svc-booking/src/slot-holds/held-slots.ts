import type { SlotHold } from '@vetnow/contracts/appointment';
import { type Database, type Tx, queryRows } from '@vetnow/service-kit/database';
import type { OutboxService } from '@vetnow/service-kit/messaging';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { slotClaims, type SlotClaimRow } from '../database/schema.js';

export function toSlotHold(row: SlotClaimRow): SlotHold {
  return {
    id: row.id,
    doctorId: row.doctorId,
    appointmentDate: row.appointmentDate,
    timeSlot: row.timeSlot,
    expiresAt: row.expiresAt!.toISOString(),
  };
}

/** The owner's live hold (an expired one is as good as none). */
export async function liveHoldOf(db: Database | Tx, userId: string): Promise<SlotClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(slotClaims)
    .where(and(eq(slotClaims.kind, 'hold'), eq(slotClaims.userId, userId), gt(slotClaims.expiresAt, sql`now()`)));
  return row;
}

/**
 * Deletes the owner's holds (all of them, or those overlapping [startsAt, endsAt)) in `tx` and writes slot.released
 * for each that was still live (an expired one has already ended for everyone).
 */
export async function releaseHolds(
  tx: Tx,
  outbox: OutboxService,
  userId: string,
  overlapping?: { doctorId: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  const where: SQL[] = [eq(slotClaims.kind, 'hold'), eq(slotClaims.userId, userId)];
  if (overlapping) {
    where.push(eq(slotClaims.doctorId, overlapping.doctorId));
    where.push(
      sql`${slotClaims.during} && tstzrange(${overlapping.startsAt.toISOString()}::timestamptz, ${overlapping.endsAt.toISOString()}::timestamptz, '[)')`,
    );
  }
  const released = await tx
    .delete(slotClaims)
    .where(and(...where))
    .returning({ id: slotClaims.id, doctorId: slotClaims.doctorId, live: sql<boolean>`${slotClaims.expiresAt} > now()` });
  for (const r of released) {
    if (r.live) await outbox.add(tx, 'slot.released', { holdId: r.id, doctorId: r.doctorId });
  }
}

/** After a 23P01 on slot_claims_no_overlap: whether an appointment (taken) or a hold (held) blocks the range. */
export async function blockingKind(db: Database | Tx, doctorId: string, startsAt: Date, endsAt: Date): Promise<'appointment' | 'hold'> {
  const rows = await queryRows<{ kind: 'appointment' | 'hold' }>(
    db,
    sql`SELECT kind FROM slot_claims WHERE doctor_id = ${doctorId}
        AND during && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')
        AND (kind = 'appointment' OR expires_at > now()) ORDER BY (kind = 'appointment') DESC LIMIT 1`,
  );
  return rows[0]?.kind ?? 'appointment';
}
