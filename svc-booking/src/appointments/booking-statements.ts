import { sql } from 'drizzle-orm';
import { statement } from '@vetnow/service-kit/database';
import { ownerAndCalendarSharedLocks } from '../closed-time/calendar-lock.js';
import { coveringQuery, type ClosedSpan } from '../closed-time/closed-time.js';
import { appointments, type AppointmentRow, type NewAppointmentRow } from '../database/schema.js';
import { liveDoctorJoin } from '../directory/doctor-directory.js';
import { RELEASED_HOLDS, releaseAllHoldsCte, type ReleasedHold } from '../slot-holds/held-slots.js';

// The booking path's statements (ADR 0033: each built once and run as a named prepared statement), used by
// book-appointment.service.ts.

const NEW_APPOINTMENT_COLUMNS = [
  'appointmentId',
  'userId',
  'doctorId',
  'appointmentDate',
  'timeSlot',
  'startsAt',
  'endsAt',
  'reason',
  'pet',
  'petId',
  'doctor',
  'user',
  'consultationFeeMinor',
  'paymentMethod',
  'paymentStatus',
  'paymentCard',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof NewAppointmentRow)[];

/** The booking's insert (the others default: id, status, timestamps), its row as drizzle maps it. */
export const insertAppointment = statement<Pick<NewAppointmentRow, (typeof NEW_APPOINTMENT_COLUMNS)[number]>, AppointmentRow>(
  'booking_insert_appointment',
  (p, db) =>
    db
      .insert(appointments)
      .values(Object.fromEntries(NEW_APPOINTMENT_COLUMNS.map((column) => [column, p[column]])) as unknown as NewAppointmentRow)
      .returning(),
);

/**
 * The booking's first statement, one round trip: the owner's lock, the calendar's shared lock (in that order) and
 * the live doctor from the read model (no row values when there is none). The doctor is read from the statement's
 * snapshot, taken before any wait for the locks, as a read before BEGIN would have been (ADR 0033).
 */
const { columns: doctorColumns, join: doctorJoin } = liveDoctorJoin(sql.placeholder('doctorId'));
export const lockAndFindDoctor = statement<{ ownerKey: string; doctorId: string }, Record<string, unknown>>(
  'booking_lock_and_find_doctor',
  (p) => sql`SELECT ${ownerAndCalendarSharedLocks(p.ownerKey)}, ${doctorColumns} FROM (SELECT 1) AS one ${doctorJoin}`,
);

/**
 * The owner's active appointments, their no-shows dated from `noShowsSince` on (issue 39; the partial index
 * appointments_no_show_idx), the closed time covering the slot and the owner's read model, and the release of the
 * owner's holds (the slot-holds module's CTE), in one round trip.
 */
export const bookingChecks = statement<
  { userId: string; doctorId: string; startsAt: string; endsAt: string; noShowsSince: string },
  {
    active: number;
    noShows: number;
    kind: ClosedSpan['kind'] | null;
    reason: string | null;
    ownerName: string | null;
    ownerContact: string | null;
    released: ReleasedHold[];
  }
>(
  'booking_checks',
  (p) => sql`WITH ${releaseAllHoldsCte(p.userId)}
            SELECT (SELECT count(*)::int FROM appointments
                     WHERE user_id = ${p.userId} AND status IN ('scheduled', 'needs-rescheduling') AND starts_at > now()) AS active,
                   (SELECT count(*)::int FROM appointments
                     WHERE user_id = ${p.userId} AND arrival_state = 'no-show'
                       AND appointment_date >= ${p.noShowsSince}::date) AS "noShows",
                   closed.kind, closed.reason, owner.full_name AS "ownerName", owner.contact_number AS "ownerContact",
                   ${RELEASED_HOLDS} AS released
            FROM (SELECT 1) AS one
            LEFT JOIN LATERAL (${coveringQuery(p.doctorId, p.startsAt, p.endsAt)}) AS closed ON true
            LEFT JOIN owners AS owner ON owner.id = ${p.userId}`,
);
