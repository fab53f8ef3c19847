import { useMemo } from 'react';
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { closedDayText, useClosedTimeText } from './closed-day-texts';
import { calendarRange, closedDaysOf, type ClosedDays } from './closed-days';

/**
 * The closed days between `from` and `to` for one doctor (clinic closures, public holidays the clinic closes on,
 * and the doctor's whole-day leave). Until the answer comes, or when it fails, no day is shown closed: the slot
 * grid and the server still refuse closed time, so the calendar only loses its hint. Labels in the owner's language.
 */
export function useClosedDays(doctorId: string, from: string, to: string): ClosedDays {
  const range = calendarRange(from, to);
  const query = useApiQuery(
    API.clinic.getCalendar,
    { query: { ...range, doctorId } },
    { enabled: doctorId !== '' },
  );
  const text = useClosedTimeText();
  return useMemo(() => closedDaysOf(query.data, (day) => closedDayText(day, text)), [query.data, text]);
}
