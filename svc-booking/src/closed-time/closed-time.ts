import { Injectable } from '@nestjs/common';
import { type Tx, queryRows } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { sql } from 'drizzle-orm';
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
 * Refuses claims (book, hold, reschedule) on closed time, from the read model of closed_times. Call it inside the
 * claiming transaction: it takes the calendar lock (shared) first, see calendar-lock.ts.
 */
@Injectable()
export class ClosedTime {
  async covering(tx: Tx, doctorId: string, startsAt: Date, endsAt: Date): Promise<ClosedSpan | undefined> {
    const [row] = await queryRows<ClosedSpan>(
      tx,
      sql`SELECT kind, reason FROM closed_times
          WHERE NOT removed AND during && tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)')
            AND (doctor_id IS NULL OR doctor_id = ${doctorId})
          ORDER BY (doctor_id IS NULL) DESC, starts_at LIMIT 1`,
    );
    return row;
  }

  /** 409 BOOKING_CLINIC_CLOSED / BOOKING_DOCTOR_ON_LEAVE when closed time covers any part of [startsAt, endsAt). */
  async assertOpen(tx: Tx, doctorId: string, startsAt: Date, endsAt: Date): Promise<void> {
    await lockCalendarShared(tx);
    const span = await this.covering(tx, doctorId, startsAt, endsAt);
    if (!span) return;
    throw new DomainError(span.kind === 'leave' ? 'BOOKING_DOCTOR_ON_LEAVE' : 'BOOKING_CLINIC_CLOSED', { message: closedMessage(span) });
  }
}
