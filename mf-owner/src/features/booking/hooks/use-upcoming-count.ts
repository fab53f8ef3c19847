import { useEffect, useState } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { fetchOwnerAppointments } from '../../../shared/api/appointments-api';

/** Scheduled appointments that have not started yet: what the server's MAX_ACTIVE_APPOINTMENTS cap counts. */
export function countUpcoming(appointments: readonly Appointment[], now: Date): number {
  return appointments.filter((a) => a.status === 'scheduled' && new Date(a.startsAt) > now).length;
}

/**
 * The signed-in owner's upcoming appointments (GET /users/appointments), counted once when the wizard opens,
 * so it can say early that the cap is reached. undefined while loading or when the list could not be read:
 * the server decides anyway (409 on booking).
 */
export function useUpcomingCount(now: () => Date): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetchOwnerAppointments(controller.signal).then(
      (list) => {
        if (!controller.signal.aborted && Array.isArray(list)) setCount(countUpcoming(list, now()));
      },
      () => undefined,
    );
    return () => controller.abort();
    // Counted once per wizard visit (`now` is a new function on every render of the page).
  }, []);
  return count;
}
