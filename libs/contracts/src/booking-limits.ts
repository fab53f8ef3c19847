/**
 * Limits on how much one owner can book (issue 10 §2): at most MAX_ACTIVE_APPOINTMENTS scheduled upcoming
 * appointments, dates at most BOOKING_HORIZON_DAYS ahead in clinic time. The services read the values from
 * their environment (same names) with these defaults; the booking wizard uses the defaults to grey out dates
 * and warn early — the server stays the authority and answers with the messages below.
 */
import { addDays, clinicToday } from './clinic-time.js';

/** Scheduled appointments in the future one owner may hold at once (env MAX_ACTIVE_APPOINTMENTS). */
export const DEFAULT_MAX_ACTIVE_APPOINTMENTS = 5;
/** The last bookable date is today + this many days in clinic time (env BOOKING_HORIZON_DAYS). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;

/** 409 of POST /appointments/book at the cap (not in spec; same style as the booking messages). */
export function activeAppointmentsLimitMessage(max: number = DEFAULT_MAX_ACTIVE_APPOINTMENTS): string {
  return `You already have ${max} upcoming appointments. Please cancel one or wait until after a visit to book another.`;
}

/** 400 of the book request and of the slot API for a date past the horizon (not in spec). */
export function bookingHorizonMessage(days: number = DEFAULT_BOOKING_HORIZON_DAYS): string {
  return `Appointments can be booked up to ${days} days ahead`;
}

/** The messages with the default limits (what the wizard shows). */
export const BOOKING_LIMIT_MESSAGES = {
  tooManyActive: activeAppointmentsLimitMessage(),
  dateTooFar: bookingHorizonMessage(),
} as const;

/** The last bookable date, `YYYY-MM-DD` in clinic time. */
export function lastBookableDate(now: Date = new Date(), horizonDays: number = DEFAULT_BOOKING_HORIZON_DAYS): string {
  return addDays(clinicToday(now), horizonDays);
}

/** True when `date` (a valid `YYYY-MM-DD`) lies past the horizon; `horizonDays` null: never (the server checks its own). */
export function isBeyondBookingHorizon(
  date: string,
  now: Date = new Date(),
  horizonDays: number | null = DEFAULT_BOOKING_HORIZON_DAYS,
): boolean {
  return horizonDays !== null && date > lastBookableDate(now, horizonDays);
}
