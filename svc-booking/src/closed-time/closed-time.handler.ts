import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import type { Tx } from '@vetnow/service-kit/database';
import { OnEvent, OutboxService, type EventContext } from '@vetnow/service-kit/messaging';
import { and, eq, lte } from 'drizzle-orm';
import { isUuid } from '../common/ids.js';
import { closedTimes, type ClosedTimeRow } from '../database/schema.js';
import { markNeedsRescheduling, restoreScheduled, type ClosedRange } from './affected-appointments.js';
import { lockCalendarExclusive } from './calendar-lock.js';

type Added = { id: string; kind: ClosedTimeRow['kind']; doctorId: string | null; startsAt: Date; endsAt: Date; reason: string };

/**
 * The closed-time read model from svc-clinic's clinic.closure-added/-removed and doctor.leave-added/-removed.
 * Idempotent (the kit's inbox, and re-applying an event writes the same row) and tolerant of order: each row keeps
 * the occurredAt of the last event applied and an older event changes nothing, so a removal that arrives before its
 * add leaves a tombstone the late add cannot resurrect. Each handler holds the calendar lock (exclusive) so no
 * booking, hold or reschedule commits between its row and its marking of affected appointments.
 */
@Injectable()
export class ClosedTimeHandler {
  private readonly logger = new Logger('ClosedTime');

  constructor(private readonly outbox: OutboxService) {}

  @OnEvent('clinic.closure-added')
  async onClosureAdded(p: EventPayload<'clinic.closure-added'>, ctx: EventContext): Promise<void> {
    const added: Added = { id: p.closureId, kind: p.kind, doctorId: null, startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt), reason: p.reason };
    await this.add(ctx, added);
  }

  @OnEvent('clinic.closure-removed')
  async onClosureRemoved(p: EventPayload<'clinic.closure-removed'>, ctx: EventContext): Promise<void> {
    await this.remove(ctx, p.closureId, 'closure', null);
  }

  @OnEvent('doctor.leave-added')
  async onLeaveAdded(p: EventPayload<'doctor.leave-added'>, ctx: EventContext): Promise<void> {
    if (!this.readable(p.doctorId, ctx)) return;
    const added: Added = {
      id: `leave:${p.leaveId}`,
      kind: 'leave',
      doctorId: p.doctorId.toLowerCase(),
      startsAt: new Date(p.startsAt),
      endsAt: new Date(p.endsAt),
      reason: p.reason,
    };
    await this.add(ctx, added);
  }

  @OnEvent('doctor.leave-removed')
  async onLeaveRemoved(p: EventPayload<'doctor.leave-removed'>, ctx: EventContext): Promise<void> {
    if (!this.readable(p.doctorId, ctx)) return;
    await this.remove(ctx, `leave:${p.leaveId}`, 'leave', p.doctorId.toLowerCase());
  }

  private async add({ tx, event }: EventContext, a: Added): Promise<void> {
    if (!(a.endsAt > a.startsAt)) {
      this.logger.error({ msg: 'closed time with an empty range; skipped', eventId: event.id, type: event.type });
      return;
    }
    await lockCalendarExclusive(tx);
    const at = new Date(event.occurredAt);
    const values = { ...a, removed: false, eventAt: at };
    const { id: _id, ...update } = values;
    const applied = await tx
      .insert(closedTimes)
      .values(values)
      .onConflictDoUpdate({ target: closedTimes.id, set: update, setWhere: lte(closedTimes.eventAt, at) })
      .returning({ id: closedTimes.id });
    if (applied.length === 0) return; // older than the state held (e.g. removed later)
    await markNeedsRescheduling(tx, this.outbox, a, new Date());
  }

  private async remove({ tx, event }: EventContext, id: string, kind: ClosedTimeRow['kind'], doctorId: string | null): Promise<void> {
    await lockCalendarExclusive(tx);
    const at = new Date(event.occurredAt);
    const [before] = await tx.select().from(closedTimes).where(eq(closedTimes.id, id)).for('update');
    if (!before) {
      // Removal before its add: a tombstone, so the late add changes nothing.
      await tx.insert(closedTimes).values({ id, kind, doctorId, removed: true, eventAt: at }).onConflictDoNothing();
      return;
    }
    const done = await tx
      .update(closedTimes)
      .set({ removed: true, eventAt: at })
      .where(and(eq(closedTimes.id, id), lte(closedTimes.eventAt, at)))
      .returning({ id: closedTimes.id });
    if (done.length === 0 || before.removed || !before.startsAt || !before.endsAt) return;
    const range: ClosedRange = { doctorId: before.doctorId, startsAt: before.startsAt, endsAt: before.endsAt, reason: before.reason };
    await restoreScheduled(tx as Tx, range, new Date());
  }

  private readable(doctorId: string, { event }: EventContext): boolean {
    if (isUuid(doctorId)) return true;
    this.logger.error({ msg: 'leave event with a non-uuid doctor id; skipped', eventId: event.id, type: event.type });
    return false;
  }
}
