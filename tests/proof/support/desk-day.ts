// The front desk's day for the proof suites (issue 39). The desk acts on today's visits (check-in) and on visits whose
// start plus the grace period has passed (no-show), but the API books from tomorrow on: a visit of today or yesterday
// can only be made by moving a booked one in svc-booking's database. It is moved to before the doctor's working hours
// (the doctors of the proof work 09:00–17:00), so the slot grid svc-clinic answers — which never hears of the move —
// still agrees with svc-booking wherever the two overlap (the fuzzing suite's read-model check), and no move collides
// with a slot another test may book.
import pg from 'pg';
import { addDays, clinicInstant, clinicToday, formatSlotLabel } from '@vetnow/domain/clinic-time';

/** Which day a desk visit is moved to: today (check it in), or yesterday (long past its grace period: a no-show). */
export type DeskDay = 'today' | 'yesterday';

/** Visit length of the moves (the proof doctors' slot length). */
const VISIT_MINUTES = 30;
/** Starts before 09:00: 00:00, 00:30 … 08:30. */
const STARTS_BEFORE_HOURS = 18;

/** The clinic date of `day`, now. */
export function deskDate(day: DeskDay, now: Date = new Date()): string {
  return day === 'today' ? clinicToday(now) : addDays(clinicToday(now), -1);
}

/**
 * Hands out the starts of one doctor's moved visits: the n-th of a day at n × 30 minutes after midnight (clinic
 * time), so no two moved visits of the doctor overlap (svc-booking's exclusion constraint would refuse them).
 */
export class DeskSlots {
  private readonly used = new Map<string, number>();

  next(date: string): number {
    const n = this.used.get(date) ?? 0;
    if (n >= STARTS_BEFORE_HOURS) throw new Error(`more than ${STARTS_BEFORE_HOURS} desk visits on ${date}: give the doctor fewer`);
    this.used.set(date, n + 1);
    return n * VISIT_MINUTES;
  }
}

/**
 * Moves a scheduled appointment to `date` at `startMinutes` after clinic midnight, as one UPDATE of svc-booking's
 * `appointments` (its trigger moves the slot claim with it, and the desk's `desk_day` notification fires as for any
 * change). Only the time changes: owner, doctor, pet, payment and status stay what the booking made them.
 */
export async function moveAppointment(bookingDatabaseUrl: string, id: string, date: string, startMinutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: bookingDatabaseUrl });
  await client.connect();
  try {
    const moved = await client.query(
      `UPDATE appointments SET appointment_date = $2::date, time_slot = $3, starts_at = $4, ends_at = $5, updated_at = now()
        WHERE id = $1 AND status = 'scheduled'`,
      [
        id,
        date,
        formatSlotLabel(startMinutes),
        clinicInstant(date, startMinutes),
        clinicInstant(date, startMinutes + VISIT_MINUTES),
      ],
    );
    if (moved.rowCount !== 1) throw new Error(`appointment ${id} is not a scheduled appointment of svc-booking: not moved to ${date}`);
  } finally {
    await client.end();
  }
}
