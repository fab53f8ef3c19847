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

/** What {@link useClinicClosedDay} knows about a date. */
export type ClinicDayState = { status: 'idle' | 'loading' } | { status: 'ready'; closedReason: string | undefined };

/**
 * Whether the clinic itself is closed all day on `date` (a closure, a public holiday it closes on) and why, worded
 * as the wizard's month calendar words it ("Il Full Moon Poya Day — clinic closed", in the owner's language);
 * '' asks nothing. A failed answer counts as open: the doctor search still answers for the day.
 */
export function useClinicClosedDay(date: string): ClinicDayState {
  const query = useApiQuery(API.clinic.getCalendar, { query: { from: date, to: date } }, { enabled: date !== '' });
  const text = useClosedTimeText();
  const closedReason = useMemo(() => closedDaysOf(query.data, (day) => closedDayText(day, text)).get(date), [query.data, text, date]);
  if (date === '') return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  return { status: 'ready', closedReason };
}
