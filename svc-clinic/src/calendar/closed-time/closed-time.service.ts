import { Injectable } from '@nestjs/common';
import { closedReason } from '@vetnow/contracts/calendar';
import type { Tx } from '@vetnow/service-kit/database';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { clinicSettings, closedTime, closures, dayOverrides, publicHolidays, type ClosedTimeRow } from '../../database/schema.js';
import { CalendarEvents } from '../calendar-events.js';
import { clinicWindow } from '../time-window.js';

/**
 * The clinic's effective closed time (ADR 0020): admin closures ∪ the public holidays the clinic closes on (the
 * policy, or that date's override either way). Every calendar change calls {@link reconcile} in its transaction
 * (CalendarChanges sees to it): it recomputes the set, diffs it against `closed_time` (what was announced) and
 * writes the difference there and as clinic.closure-added / -removed to the outbox — so the events and the state
 * never disagree.
 */
@Injectable()
export class ClosedTimeService {
  constructor(private readonly events: CalendarEvents) {}

  /** Serialises calendar changes (the settings row, locked until the transaction ends); answers the policy. */
  async lock(tx: Tx): Promise<boolean> {
    const [row] = await tx.select().from(clinicSettings).where(eq(clinicSettings.id, 1)).for('update');
    return row?.closedOnPublicHolidays ?? true;
  }

  /** Recomputes the effective closed time and announces the difference; answers how many events were written. */
  async reconcile(tx: Tx): Promise<number> {
    const desired = await this.desired(tx);
    const current = new Map((await tx.select().from(closedTime)).map((r) => [r.closureId, r]));
    const gone = [...current.values()].filter((c) => !same(c, desired.get(c.closureId)));
    const fresh = [...desired.values()].filter((d) => !same(current.get(d.closureId), d));
    if (gone.length > 0) {
      await tx.delete(closedTime).where(inArray(closedTime.closureId, gone.map((g) => g.closureId)));
      for (const g of gone) await this.events.add(tx, 'clinic.closure-removed', { closureId: g.closureId });
    }
    if (fresh.length > 0) {
      await tx.insert(closedTime).values(fresh);
      for (const f of fresh) {
        await this.events.add(tx, 'clinic.closure-added', {
          closureId: f.closureId,
          kind: f.kind as 'closure' | 'public-holiday',
          date: f.date,
          startsAt: f.startsAt.toISOString(),
          endsAt: f.endsAt.toISOString(),
          reason: closedReason(f.reason),
        });
      }
    }
    return gone.length + fresh.length;
  }

  private async desired(tx: Tx): Promise<Map<string, ClosedTimeRow>> {
    const closedByPolicy = await this.lock(tx);
    const holidays = await tx
      .select({ date: publicHolidays.date, name: publicHolidays.name })
      .from(publicHolidays)
      .where(isNull(publicHolidays.deletedAt))
      .orderBy(asc(publicHolidays.date), asc(publicHolidays.name));
    const overrides = new Map((await tx.select().from(dayOverrides)).map((o) => [o.date, o]));
    const namesByDate = new Map<string, string[]>();
    for (const h of holidays) namesByDate.set(h.date, [...(namesByDate.get(h.date) ?? []), h.name]);

    const desired = new Map<string, ClosedTimeRow>();
    for (const [date, names] of namesByDate) {
      const override = overrides.get(date);
      const closed = override ? !override.open : closedByPolicy;
      if (!closed) continue;
      const closureId = `holiday:${date}`;
      desired.set(closureId, { closureId, kind: 'public-holiday', date, ...clinicWindow(date, date), reason: names.join(' / ') });
    }
    for (const c of await tx.select().from(closures)) {
      desired.set(c.id, { closureId: c.id, kind: 'closure', date: c.date, startsAt: c.startsAt, endsAt: c.endsAt, reason: c.reason });
    }
    return desired;
  }
}

function same(a: ClosedTimeRow | undefined, b: ClosedTimeRow | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.kind === b.kind &&
    a.date === b.date &&
    a.reason === b.reason &&
    a.startsAt.getTime() === b.startsAt.getTime() &&
    a.endsAt.getTime() === b.endsAt.getTime()
  );
}
