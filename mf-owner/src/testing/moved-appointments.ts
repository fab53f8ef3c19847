import type { Appointment } from '@vetnow/contracts/appointment';
import { clinicInstant } from '@vetnow/web-kit/testing';

/**
 * The server's list after a reschedule answered yes: appointment `id` on `appointmentDate` at `timeSlot`, scheduled
 * again, from `start` to `end` (HH:mm, clinic time); the others as they were.
 */
export function afterMove(
  list: Appointment[],
  id: string,
  { appointmentDate, timeSlot }: { appointmentDate: string; timeSlot: string },
  start: string,
  end: string,
): Appointment[] {
  return list.map((a) =>
    a._id === id
      ? { ...a, appointmentDate, timeSlot, status: 'scheduled', startsAt: clinicInstant(appointmentDate, start), endsAt: clinicInstant(appointmentDate, end) }
      : a,
  );
}
