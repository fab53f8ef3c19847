import { useMemo } from 'react';
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { calendarRange, closedDaysOf, type ClosedDays } from './closed-days';

/**
 * The closed days between `from` and `to` for one doctor (clinic closures, public holidays the clinic closes on,
 * and the doctor's whole-day leave). Until the answer comes, or when it fails, no day is shown closed: the slot
 * grid and the server still refuse closed time, so the calendar only loses its hint.
 */
export function useClosedDays(doctorId: string, from: string, to: string): ClosedDays {
  const range = calendarRange(from, to);
  const query = useApiQuery(
    API.clinic.getCalendar,
    { query: { ...range, doctorId } },
    { enabled: doctorId !== '' },
  );
  return useMemo(() => closedDaysOf(query.data), [query.data]);
}
