/**
 * The clinic's closed days as the booking calendars show them (issue 11): GET /clinic/calendar answers the days
 * with closed time between two dates; a day is closed for booking when the clinic is closed all day (a closure, a
 * public holiday it closes on) or, asked with `doctorId`, that doctor is on leave all day. Part-day closed time
 * is not a closed day: the slot grid marks those slots unavailable.
 */
import { addDays } from '@vetnow/domain/clinic-time';
import { CALENDAR_MAX_RANGE_DAYS, daysInRange, type Calendar, type CalendarDay } from '@vetnow/contracts/calendar';

/** Closed day (`YYYY-MM-DD`) → the text for people, e.g. "Il Full Moon Poya Day — clinic closed". */
export type ClosedDays = ReadonlyMap<string, string>;

export const NO_CLOSED_DAYS: ClosedDays = new Map();

/**
 * The whole-day closed days of a calendar answer, with their labels: as the server wrote them (English), or as
 * `label` says (the owner's language, closed-day-texts.ts).
 */
export function closedDaysOf(calendar: Calendar | undefined, label: (day: CalendarDay) => string = (day) => day.label): ClosedDays {
  if (!calendar) return NO_CLOSED_DAYS;
  return new Map(calendar.days.filter((day) => day.closed).map((day) => [day.date, label(day)]));
}

/**
 * The range to ask for: `from` to `to`, cut to the longest range the route answers (92 days) — the booking
 * horizon is shorter, so in practice the whole bookable range in one call.
 */
export function calendarRange(from: string, to: string): { from: string; to: string } {
  if (to < from) return { from, to: from };
  return daysInRange(from, to) > CALENDAR_MAX_RANGE_DAYS
    ? { from, to: addDays(from, CALENDAR_MAX_RANGE_DAYS - 1) }
    : { from, to };
}
