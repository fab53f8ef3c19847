import type { SlotHold } from '@vetnow/contracts/appointment';
import { type Database, type Tx, queryRows, statement } from '@vetnow/service-kit/database';
import type { OutboxService } from '@vetnow/service-kit/messaging';
import { and, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
  const released = overlapping
    ? await releaseOverlapping(tx, {
        userId,
        doctorId: overlapping.doctorId,
        startsAt: overlapping.startsAt.toISOString(),
        endsAt: overlapping.endsAt.toISOString(),
      })
    : await releaseAll(tx, { userId });
  await announceReleased(tx, outbox, released);
}

/** A hold a statement deleted: slot.released is written for it when it was still live. */
export type ReleasedHold = { id: string; doctorId: string; live: boolean };

/** Writes slot.released in `tx` for each released hold that was still live (an expired one has already ended for everyone). */
export async function announceReleased(tx: Tx, outbox: OutboxService, released: readonly ReleasedHold[]): Promise<void> {
  for (const r of released) {
    if (r.live) await outbox.add(tx, 'slot.released', { holdId: r.id, doctorId: r.doctorId });
  }
}

/**
 * The release of all the owner's holds as a CTE, for a statement that does it beside other work (booking's checks,
 * one round trip less): `WITH ${releaseAllHoldsCte(userId)} SELECT …, ${RELEASED_HOLDS} AS released …`. Its
 * deletion is done whatever the main query reads, and rolled back with the transaction when the booking is refused.
 */
export function releaseAllHoldsCte(userId: SQLWrapper | string): SQL {
  return sql`released_holds AS (DELETE FROM slot_claims WHERE kind = 'hold' AND user_id = ${userId}
                                RETURNING id, doctor_id, expires_at > now() AS live)`;
}
/** The holds releaseAllHoldsCte deleted, as a JSON list of ReleasedHold (empty when there were none). */
export const RELEASED_HOLDS = sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'doctorId', doctor_id, 'live', live)), '[]'::json) FROM released_holds)`;

/** Statements (ADR 0033): every booking releases the owner's holds. */
const releaseAll = statement<{ userId: string }, ReleasedHold>(
  'booking_release_holds',
  (p) => sql`DELETE FROM slot_claims WHERE kind = 'hold' AND user_id = ${p.userId}
             RETURNING id, doctor_id AS "doctorId", expires_at > now() AS live`,
);
const releaseOverlapping = statement<{ userId: string; doctorId: string; startsAt: string; endsAt: string }, ReleasedHold>(
  'booking_release_overlapping_holds',
  (p) => sql`DELETE FROM slot_claims WHERE kind = 'hold' AND user_id = ${p.userId} AND doctor_id = ${p.doctorId}
               AND during && tstzrange(${p.startsAt}::timestamptz, ${p.endsAt}::timestamptz, '[)')
             RETURNING id, doctor_id AS "doctorId", expires_at > now() AS live`,
);

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
