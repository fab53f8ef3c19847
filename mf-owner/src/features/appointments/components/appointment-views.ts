import type { Appointment } from '@vetnow/contracts/appointment';
import { isPast, isUpcoming } from '@vetnow/domain/appointment-rules';
import { APPOINTMENT_FILTERS, type AppointmentFilter } from '@vetnow/contracts/constants';

/**
 * The owner's derived views of their appointments (spec §4), pure and with an injectable `now` so tests pin
 * the clock: upcoming = scheduled and starting after now; past = started by now or completed.
 */

const startsAtMs = (a: Appointment) => Date.parse(a.startsAt);
const createdAtMs = (a: Appointment) => (a.createdAt ? Date.parse(a.createdAt) : Number.NaN);

/** Newest first: the latest booking first (createdAt), then the latest visit (startsAt). Returns a new array. */
export function newestFirst(list: readonly Appointment[]): Appointment[] {
  return [...list].sort((a, b) => {
    const created = (createdAtMs(b) || 0) - (createdAtMs(a) || 0);
    return created !== 0 ? created : startsAtMs(b) - startsAtMs(a);
  });
}

/** True when `a` belongs under the My Appointments filter `filter`. */
export function matchesFilter(a: Appointment, filter: AppointmentFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'upcoming':
      return isUpcoming(a, now);
    case 'past':
      return isPast(a, now);
    default:
      return a.status === filter;
  }
}

export function filterAppointments(list: readonly Appointment[], filter: AppointmentFilter, now: Date): Appointment[] {
  return list.filter((a) => matchesFilter(a, filter, now));
}

/** How many appointments each filter shows. */
export function filterCounts(list: readonly Appointment[], now: Date): Record<AppointmentFilter, number> {
  const counts = Object.fromEntries(APPOINTMENT_FILTERS.map((f) => [f, 0])) as Record<AppointmentFilter, number>;
  for (const a of list) for (const f of APPOINTMENT_FILTERS) if (matchesFilter(a, f, now)) counts[f]++;
  return counts;
}

/** The owner dashboard's three counters. */
export function ownerCounters(list: readonly Appointment[], now: Date): { total: number; upcoming: number; completed: number } {
  return {
    total: list.length,
    upcoming: list.filter((a) => isUpcoming(a, now)).length,
    completed: list.filter((a) => a.status === 'completed').length,
  };
}
