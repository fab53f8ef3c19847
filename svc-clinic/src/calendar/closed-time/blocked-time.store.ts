import { Inject, Injectable } from '@nestjs/common';
import { closedReason, DEFAULT_LEAVE_REASON } from '@vetnow/contracts/calendar';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { closedTime, doctorLeave, slotHolds, type ClosedTimeRow, type LeaveRow } from '../../database/schema.js';
import type { BusyRange } from '../../slots/day-slots.js';

/** Reads of the time nobody can book besides appointments: the clinic's closed time, a doctor's leave, live holds. */
@Injectable()
export class BlockedTimeStore {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Effective closed time overlapping [from, to). */
  closedTime(from: Date, to: Date): Promise<ClosedTimeRow[]> {
    return this.db
      .select()
      .from(closedTime)
      .where(and(lt(closedTime.startsAt, to), gt(closedTime.endsAt, from)))
      .orderBy(asc(closedTime.startsAt));
  }

  /** A doctor's leave overlapping [from, to). */
  leave(doctorId: string, from: Date, to: Date): Promise<LeaveRow[]> {
    return this.db
      .select()
      .from(doctorLeave)
      .where(and(eq(doctorLeave.doctorId, doctorId), lt(doctorLeave.startsAt, to), gt(doctorLeave.endsAt, from)))
      .orderBy(asc(doctorLeave.startsAt));
  }

  /** Holds of a doctor's slots in [from, to) that are not released and not expired at `now`. */
  async liveHolds(doctorId: string, from: Date, to: Date, now: Date): Promise<BusyRange[]> {
    const rows = await this.db
      .select({ startsAt: slotHolds.startsAt, endsAt: slotHolds.endsAt })
      .from(slotHolds)
      .where(
        and(
          eq(slotHolds.doctorId, doctorId),
          isNull(slotHolds.releasedAt),
          gt(slotHolds.expiresAt, now),
          lt(slotHolds.startsAt, to),
          gt(slotHolds.endsAt, from),
        ),
      );
    return rows.flatMap((r) => (r.startsAt && r.endsAt ? [{ startsAt: r.startsAt, endsAt: r.endsAt, unavailable: 'held' as const }] : []));
  }

  /** Everything that makes a doctor's slot in [from, to) unavailable besides appointments, with the reason. */
  async blockedRanges(doctorId: string, from: Date, to: Date, now: Date): Promise<BusyRange[]> {
    const [closed, leave, held] = await Promise.all([
      this.closedTime(from, to),
      this.leave(doctorId, from, to),
      this.liveHolds(doctorId, from, to, now),
    ]);
    return [
      ...closed.map((c) => ({ startsAt: c.startsAt, endsAt: c.endsAt, unavailable: 'closed' as const, reason: closedReason(c.reason) })),
      ...leave.map((l) => ({ startsAt: l.startsAt, endsAt: l.endsAt, unavailable: 'leave' as const, reason: l.reason ?? DEFAULT_LEAVE_REASON })),
      ...held,
    ];
  }
}
