import { Inject, Injectable } from '@nestjs/common';
import type { DaySheet } from '@vetnow/contracts/front-desk';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../../common/ids.js';
import { BOOKING_CONFIG, type BookingConfig } from '../../config/booking-config.js';
import { appointments, doctors } from '../../database/schema.js';
import { toDeskAppointment } from '../desk-appointment-view.js';
import { dayCondition, listWalkIns } from '../walk-ins/walk-in-view.js';

export interface DaySheetRequest {
  /** Clinic date, YYYY-MM-DD (the contract's query defaults it to today in clinic time). */
  date: string;
  doctorId?: string | undefined;
}

/**
 * GET /desk/day-sheet (staff): the clinic's day, or one doctor's. The appointments of the date that are not
 * cancelled (scheduled, completed, needs-rescheduling), in time order, as the desk sees them (no questionnaire,
 * findings or notes: deskAppointmentSchema); every doctor booking's read model knows (not deleted), by name, for the
 * filter; the day's walk-ins in queue order — with a doctor, theirs and the unassigned ones. A doctor id that cannot
 * be one (not a uuid) simply matches no appointment.
 */
@Injectable()
export class DaySheetService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {}

  async daySheet({ date, doctorId: rawDoctorId }: DaySheetRequest): Promise<DaySheet> {
    const doctorId = rawDoctorId?.toLowerCase();
    const grace = this.config.noShow.graceMinutes;
    const [rows, known, walkIns] = await Promise.all([
      doctorId !== undefined && !isUuid(doctorId)
        ? Promise.resolve([])
        : this.db
            .select()
            .from(appointments)
            .where(
              and(
                eq(appointments.appointmentDate, date),
                ne(appointments.status, 'cancelled'),
                doctorId === undefined ? undefined : eq(appointments.doctorId, doctorId),
              ),
            )
            .orderBy(asc(appointments.startsAt), asc(sql`${appointments.doctor}->>'fullName'`), asc(appointments.id)),
      this.db
        .select({ _id: doctors.id, fullName: doctors.fullName })
        .from(doctors)
        .where(eq(doctors.deleted, false))
        .orderBy(asc(doctors.fullName), asc(doctors.id)),
      listWalkIns(this.db, dayCondition(date, doctorId)),
    ]);
    return {
      date,
      doctorId: doctorId ?? null,
      noShowGraceMinutes: grace,
      doctors: known,
      appointments: rows.map((row) => toDeskAppointment(row, grace)),
      walkIns,
    };
  }
}
