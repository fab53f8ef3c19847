import type { CalendarDay } from '@vetnow/contracts/calendar';

/** The label the calendar gives a Poya day (the public holiday the specs close the clinic on). */
export const POYA_LABEL = 'Il Full Moon Poya Day — clinic closed';

/** The clinic calendar's day for a Poya public holiday on `date`: closed all day. */
export function poyaDay(date: string): CalendarDay {
  return {
    date,
    closed: true,
    label: POYA_LABEL,
    entries: [{ kind: 'public-holiday', id: `holiday:${date}`, startTime: null, endTime: null, reason: 'Il Full Moon Poya Day' }],
  };
}
