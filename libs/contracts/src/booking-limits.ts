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

/** No-shows within NO_SHOW_WINDOW_DAYS after which an owner must pay by card to book (env NO_SHOW_LIMIT; issue 39). */
export const DEFAULT_NO_SHOW_LIMIT = 3;
/** The window no-shows are counted in, in days back from today (env NO_SHOW_WINDOW_DAYS). */
export const DEFAULT_NO_SHOW_WINDOW_DAYS = 90;
/** Minutes after a visit's start before the desk may mark it a no-show (env NO_SHOW_GRACE_MINUTES). */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 15;

/** 409 of POST /appointments/book with pay at clinic once the owner reached the no-show limit. */
export function cardRequiredMessage(limit: number = DEFAULT_NO_SHOW_LIMIT, windowDays: number = DEFAULT_NO_SHOW_WINDOW_DAYS): string {
  return `You missed ${limit} visits in the last ${windowDays} days without cancelling, so new bookings must be paid by card.`;
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
