import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, type SQL } from 'drizzle-orm';
import { refCondition, type AppointmentRef } from '../appointments/appointment-store.js';
import { toAppointment } from '../appointments/appointment-view.js';
import { appointments } from '../database/schema.js';
import { appointmentIcs } from './appointment-ics.js';

/**
 * GET /appointments/:id/calendar.ics: the appointment as a calendar event for the people it concerns — its
 * owner, its doctor and the admin. Anyone else gets 404, as if it did not exist.
 */
@Injectable()
export class CalendarEventService {
  constructor(@Inject(DB) private readonly db: Database) {}

  async forCaller(caller: TokenClaims, ref: AppointmentRef, now: Date = new Date()): Promise<string> {
    const [row] = await this.db
      .select()
      .from(appointments)
      .where(and(refCondition(ref), participantCondition(caller)));
    if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
    // The owner's view: the event carries nothing of the questionnaire or the doctor's notes.
    return appointmentIcs(toAppointment(row, null, 'owner'), row.consultationFeeMinor, {
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      now,
    });
  }
}

/** The appointments a caller may read: their own (owner), their own visits (doctor), all (admin). */
function participantCondition(caller: TokenClaims): SQL | undefined {
  if (caller.role === 'admin') return undefined;
  return caller.role === 'doctor' ? eq(appointments.doctorId, caller.sub) : eq(appointments.userId, caller.sub);
}
