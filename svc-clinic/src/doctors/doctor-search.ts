import { sql, type SQL } from 'drizzle-orm';
import { clinicInstant, clinicToday, parseSlotLabel } from '@vetnow/domain/clinic-time';
import type { DoctorFilters } from '@vetnow/contracts/doctor';
import { closedTime, doctorLeave, doctors, occupancy, slotHolds } from '../database/schema.js';

/**
 * The WHERE clause of `GET /doctors` (active doctors only), one SQL condition for all filters:
 * - `location`, `specialization`: equality;
 * - `availableTime` and/or `date`: the doctor has a FREE slot on that clinic date (default: today in
 *   Asia/Colombo) — starting at `availableTime` when given, any slot otherwise. "Free" means exactly what
 *   `GET /doctors/:id/slots?date=` would show as `isBooked: false`: a slot of the doctor's own grid
 *   (start, start + n·duration, ending by the end time), not started yet at `now`, that no occupied range,
 *   closed time of the clinic, leave of the doctor or live hold (not released, not expired at `now`) overlaps.
 *   So a past date, a closed day or a time already gone today matches nobody.
 * The day's slots are generated in SQL (generate_series over the doctor's grid), so the list is one query.
 */
export function doctorSearchCondition(filters: DoctorFilters, now: Date): SQL {
  const parts: SQL[] = [sql`${doctors.isActive} = true`];
  if (filters.location) parts.push(sql`${doctors.location} = ${filters.location}`);
  if (filters.specialization) parts.push(sql`${doctors.specialization} = ${filters.specialization}`);
  if (filters.availableTime !== undefined || filters.date !== undefined) {
    const date = filters.date ?? clinicToday(now);
    const minute = filters.availableTime === undefined ? undefined : parseSlotLabel(filters.availableTime);
    parts.push(freeSlotExists(clinicInstant(date, 0), minute, now));
  }
  return sql.join(parts, sql` AND `);
}

/** Minutes from midnight of a `time` column. */
function minutesOf(column: typeof doctors.startTime | typeof doctors.endTime): SQL {
  return sql`(floor(extract(epoch from ${column}) / 60))::int`;
}

function freeSlotExists(dayStart: Date, minute: number | undefined, now: Date): SQL {
  const day = sql`${dayStart.toISOString()}::timestamptz`;
  const slotStart = sql`(${day} + g.m * interval '1 minute')`;
  const slotEnd = sql`(${day} + (g.m + ${doctors.slotDuration}) * interval '1 minute')`;
  return sql`EXISTS (
    SELECT 1
    FROM generate_series(${minutesOf(doctors.startTime)}, ${minutesOf(doctors.endTime)} - ${doctors.slotDuration}, ${doctors.slotDuration}) AS g(m)
    WHERE ${minute === undefined ? sql`true` : sql`g.m = ${minute}::int`}
      AND ${slotStart} > ${now.toISOString()}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM ${occupancy} o
        WHERE o.doctor_id = ${doctors.id}
          AND o.cancelled_at IS NULL
          AND o.starts_at < ${slotEnd}
          AND o.ends_at > ${slotStart}
      )
      AND NOT EXISTS (SELECT 1 FROM ${closedTime} c WHERE c.starts_at < ${slotEnd} AND c.ends_at > ${slotStart})
      AND NOT EXISTS (
        SELECT 1 FROM ${doctorLeave} l
        WHERE l.doctor_id = ${doctors.id} AND l.starts_at < ${slotEnd} AND l.ends_at > ${slotStart}
      )
      AND NOT EXISTS (
        SELECT 1 FROM ${slotHolds} h
        WHERE h.doctor_id = ${doctors.id}
          AND h.released_at IS NULL
          AND h.expires_at > ${now.toISOString()}::timestamptz
          AND h.starts_at < ${slotEnd}
          AND h.ends_at > ${slotStart}
      )
  )`;
}
