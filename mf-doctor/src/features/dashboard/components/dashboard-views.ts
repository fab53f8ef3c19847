import type { Appointment } from '@vetnow/contracts/appointment';
import { isUpcoming } from '@vetnow/domain/appointment-rules';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { DOCTOR_UPCOMING_COUNT, type UrgencyLevel } from '@vetnow/contracts/constants';
import type { BadgeTone } from '@vetnow/web-kit/ui/badge';

/**
 * The doctor dashboard's derived views, pure with an injectable `now` (clinic time, Asia/Colombo): today is
 * the clinic's calendar date, upcoming is scheduled and starting after now (contracts isUpcoming).
 */

const startsAtMs = (a: Appointment) => Date.parse(a.startsAt);
const bySoonest = (a: Appointment, b: Appointment) => startsAtMs(a) - startsAtMs(b);

/** Today's schedule (clinic date), cancelled visits left out, sorted by time. */
export function todaysSchedule(list: readonly Appointment[], now: Date): Appointment[] {
  const today = clinicToday(now);
  return list.filter((a) => a.appointmentDate === today && a.status !== 'cancelled').sort(bySoonest);
}

/** The next `limit` (5) scheduled appointments after now, soonest first. */
export function nextUpcoming(list: readonly Appointment[], now: Date, limit: number = DOCTOR_UPCOMING_COUNT): Appointment[] {
  return list.filter((a) => isUpcoming(a, now)).sort(bySoonest).slice(0, limit);
}

/** All appointments, newest (latest visit) first. */
export function newestFirst(list: readonly Appointment[]): Appointment[] {
  return [...list].sort((a, b) => bySoonest(b, a));
}

/** The four counters; Total Patients is the total appointment count (spec §2). */
export function doctorCounters(list: readonly Appointment[], now: Date) {
  return {
    today: todaysSchedule(list, now).length,
    upcoming: list.filter((a) => isUpcoming(a, now)).length,
    completed: list.filter((a) => a.status === 'completed').length,
    totalPatients: list.length,
  };
}

/** Urgency badge colours: high red, medium amber, low green. */
export function urgencyTone(level: UrgencyLevel): BadgeTone {
  return level === 'high' ? 'red' : level === 'medium' ? 'amber' : 'green';
}
