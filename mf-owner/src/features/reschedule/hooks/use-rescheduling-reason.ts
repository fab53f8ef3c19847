import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useClosedTimeText } from '../../../shared/calendar/closed-day-texts';
import { reschedulingReason } from '../components/rescheduling-reason';

/**
 * Why a needs-rescheduling appointment has to move, read from the clinic calendar of its day for its doctor
 * (GET /clinic/calendar?from=to=<date>&doctorId): e.g. "Il Full Moon Poya Day — clinic closed". Null until the
 * answer, when it fails, or when the calendar shows nothing there any more. In the owner's language.
 */
export function useReschedulingReason(
  a: Pick<Appointment, 'appointmentDate' | 'timeSlot' | 'doctor'>,
): string | null {
  const calendar = useApiQuery(API.clinic.getCalendar, {
    query: { from: a.appointmentDate, to: a.appointmentDate, doctorId: a.doctor._id },
  });
  const text = useClosedTimeText();
  return reschedulingReason(
    calendar.data?.days.find((d) => d.date === a.appointmentDate),
    a.timeSlot,
    text,
  );
}
