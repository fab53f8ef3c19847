import { Injectable } from '@nestjs/common';
import { type Tx, queryRows } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { lockCalendarShared } from './calendar-lock.js';

/** The closed time (clinic closure, public holiday, the doctor's leave) that covers part of a slot, if any. */
export interface ClosedSpan {
  kind: 'closure' | 'public-holiday' | 'leave';
  reason: string;
}

/** 409 text naming the closure's reason, e.g. "… closed at this time (Il Full Moon Poya Day — clinic closed) …". */
export function closedMessage(span: ClosedSpan): string {
  if (span.kind === 'leave') {
    return span.reason
      ? `The doctor is on leave at this time (${span.reason}). Please choose another slot.`
      : 'The doctor is on leave at this time. Please choose another slot.';
  }
  return `The clinic is closed at this time (${span.reason}). Please choose another day.`;
}

/**
 * The closed time covering any part of [startsAt, endsAt) (ISO instants, or placeholders) for the doctor, most general first (a clinic closure or
 * holiday before the doctor's leave): a query of zero or one `kind, reason` row, for a caller that folds it into
 * a statement of its own (booking reads it with the owner's count in one round trip).
 */
export function coveringQuery(doctorId: SQLWrapper | string, startsAt: SQLWrapper | string, endsAt: SQLWrapper | string): SQL {
  return sql`SELECT kind, reason FROM closed_times
      WHERE NOT removed AND during && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz, '[)')
        AND (doctor_id IS NULL OR doctor_id = ${doctorId})
      ORDER BY (doctor_id IS NULL) DESC, starts_at LIMIT 1`;
}

/** 409 BOOKING_DOCTOR_ON_LEAVE or BOOKING_CLINIC_CLOSED naming the span's reason. */
export function closedRefusal(span: ClosedSpan): DomainError {
  return new DomainError(span.kind === 'leave' ? 'BOOKING_DOCTOR_ON_LEAVE' : 'BOOKING_CLINIC_CLOSED', { message: closedMessage(span) });
}

/**
 * Refuses claims (book, hold, reschedule) on closed time, from the read model of closed_times. Call it inside the
 * claiming transaction: it takes the calendar lock (shared) first, see calendar-lock.ts.
 */
@Injectable()
export class ClosedTime {
  async covering(tx: Tx, doctorId: string, startsAt: Date, endsAt: Date): Promise<ClosedSpan | undefined> {
    const [row] = await queryRows<ClosedSpan>(tx, coveringQuery(doctorId, startsAt.toISOString(), endsAt.toISOString()));
    return row;
  }

  /** 409 BOOKING_CLINIC_CLOSED / BOOKING_DOCTOR_ON_LEAVE when closed time covers any part of [startsAt, endsAt). */
  async assertOpen(tx: Tx, doctorId: string, startsAt: Date, endsAt: Date): Promise<void> {
    await lockCalendarShared(tx);
    const span = await this.covering(tx, doctorId, startsAt, endsAt);
    if (span) throw closedRefusal(span);
  }
}
