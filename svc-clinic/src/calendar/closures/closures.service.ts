import { Inject, Injectable } from '@nestjs/common';
import { CALENDAR_MAX_RANGE_DAYS, type AffectedAppointment, type Closure } from '@vetnow/contracts/calendar';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, asc, between, eq, gt, lt } from 'drizzle-orm';
import { CLOCK, type Clock } from '../../common/clock.js';
import { closures, type ClosureRow } from '../../database/schema.js';
import { AffectedVisits } from '../affected/affected-visits.js';
import { CalendarChanges } from '../closed-time/calendar-changes.js';
import { clinicWindow, hhmm } from '../time-window.js';

export interface ClosureInput {
  readonly date: string;
  readonly startTime?: string | undefined;
  readonly endTime?: string | undefined;
}

/** The admin's clinic closures: a whole date or part of it, never in the past, never over another closure. */
@Injectable()
export class ClosuresService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly changes: CalendarChanges,
    private readonly affectedVisits: AffectedVisits,
  ) {}

  async list(from?: string, to?: string): Promise<Closure[]> {
    const start = from ?? clinicToday(this.clock.now());
    const end = to ?? addDays(start, CALENDAR_MAX_RANGE_DAYS - 1);
    const rows = await this.db
      .select()
      .from(closures)
      .where(between(closures.date, start, end))
      .orderBy(asc(closures.startsAt));
    return rows.map(toClosure);
  }

  async add(body: ClosureInput & { reason: string }): Promise<Closure> {
    const window = this.futureWindow(body);
    const row = await this.changes.run(async (tx) => {
      const [overlap] = await tx
        .select({ id: closures.id })
        .from(closures)
        .where(and(lt(closures.startsAt, window.endsAt), gt(closures.endsAt, window.startsAt)))
        .limit(1);
      if (overlap) throw new DomainError('CLINIC_CLOSURE_OVERLAPS');
      const [inserted] = await tx
        .insert(closures)
        .values({
          date: body.date,
          startTime: body.startTime ?? null,
          endTime: body.endTime ?? null,
          ...window,
          reason: body.reason,
        })
        .returning();
      return inserted!;
    });
    return toClosure(row);
  }

  async remove(id: string): Promise<void> {
    await this.changes.run(async (tx) => {
      const deleted = await tx.delete(closures).where(eq(closures.id, id)).returning({ id: closures.id });
      if (deleted.length === 0) throw new DomainError('CLINIC_CLOSURE_NOT_FOUND');
    });
  }

  affected(query: ClosureInput): Promise<AffectedAppointment[]> {
    return this.affectedVisits.find(clinicWindow(query.date, query.date, query.startTime, query.endTime));
  }

  /** The closure's instants; a date before today (clinic time), or a part of today already over, is refused. */
  private futureWindow(body: ClosureInput) {
    const now = this.clock.now();
    const window = clinicWindow(body.date, body.date, body.startTime, body.endTime);
    if (body.date < clinicToday(now) || window.endsAt.getTime() <= now.getTime()) throw new DomainError('CLINIC_CLOSURE_IN_PAST');
    return window;
  }
}

function toClosure(row: ClosureRow): Closure {
  return {
    id: row.id,
    date: row.date,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
