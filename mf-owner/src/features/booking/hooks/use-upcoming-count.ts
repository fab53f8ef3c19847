import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { isUpcoming } from '@vetnow/domain/appointment-rules';
import { useApiQuery } from '@vetnow/web-kit/queries';

/**
 * Upcoming appointments (scheduled or needs-rescheduling, not started yet): what the server's
 * MAX_ACTIVE_APPOINTMENTS cap counts.
 */
export function countUpcoming(appointments: readonly Appointment[], now: Date): number {
  return appointments.filter((a) => isUpcoming(a, now)).length;
}

/**
 * The signed-in owner's upcoming appointments (the owner's appointments query, shared with My Appointments and
 * the dashboard), so the wizard can say early that the cap is reached. undefined while loading or when the list
 * could not be read: the server decides anyway (409 on booking).
 */
export function useUpcomingCount(now: () => Date): number | undefined {
  const { data } = useApiQuery(API.booking.own);
  return data === undefined ? undefined : countUpcoming(data, now());
}
