import { Inject, Injectable } from '@nestjs/common';
import { closedReason, DEFAULT_LEAVE_REASON, type Calendar, type CalendarQuery } from '@vetnow/contracts/calendar';
import { addDays, clinicInstant } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq } from 'drizzle-orm';
import { doctorIdSchema } from '../../common/doctor-id.js';
import { doctors } from '../../database/schema.js';
import { BlockedTimeStore } from '../closed-time/blocked-time.store.js';
import { calendarDays, type ClosedPiece } from './calendar-days.js';

/** GET /clinic/calendar: the clinic's closed days in a range, and with `doctorId` that (active) doctor's leave. */
@Injectable()
export class CalendarService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly blocked: BlockedTimeStore,
  ) {}

  async get({ from, to, doctorId }: CalendarQuery): Promise<Calendar> {
    const start = clinicInstant(from, 0);
    const end = clinicInstant(addDays(to, 1), 0);
    const pieces: ClosedPiece[] = (await this.blocked.closedTime(start, end)).map((c) => ({
      kind: c.kind as ClosedPiece['kind'],
      id: c.closureId,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      reason: c.reason,
      label: closedReason(c.reason),
    }));
    if (doctorId !== undefined) {
      const id = await this.activeDoctor(doctorId);
      for (const l of await this.blocked.leave(id, start, end)) {
        const reason = l.reason ?? DEFAULT_LEAVE_REASON;
        pieces.push({ kind: 'leave', id: l.id, doctorId: id, startsAt: l.startsAt, endsAt: l.endsAt, reason, label: reason });
      }
    }
    return { from, to, days: calendarDays(from, to, pieces) };
  }

  private async activeDoctor(raw: string): Promise<string> {
    const parsed = doctorIdSchema.safeParse(raw);
    if (!parsed.success) throw new DomainError('DOCTOR_NOT_FOUND');
    const [row] = await this.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.id, parsed.data), eq(doctors.isActive, true)))
      .limit(1);
    if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
    return row.id;
  }
}
