/**
 * Limits on how much one owner can book (issue 10 §2): at most MAX_ACTIVE_APPOINTMENTS scheduled upcoming
 * appointments, dates at most BOOKING_HORIZON_DAYS ahead in clinic time, and pay by card after NO_SHOW_LIMIT
 * no-shows (issue 39). The services read the values from their environment (same names) with these defaults; the
 * booking wizard uses the defaults to grey out dates and warn early — the server stays the authority. The texts
 * of the answers are the contracts' (`@vetnow/contracts/booking-limits`).
 */
import { addDays, clinicToday } from './clinic-time.js';

/** Scheduled appointments in the future one owner may hold at once (env MAX_ACTIVE_APPOINTMENTS). */
export const DEFAULT_MAX_ACTIVE_APPOINTMENTS = 5;
/** The last bookable date is today + this many days in clinic time (env BOOKING_HORIZON_DAYS). */
export const DEFAULT_BOOKING_HORIZON_DAYS = 60;

/** No-shows within NO_SHOW_WINDOW_DAYS after which an owner must pay by card to book (env NO_SHOW_LIMIT; issue 39). */
export const DEFAULT_NO_SHOW_LIMIT = 3;
/** The window no-shows are counted in, in days back from today (env NO_SHOW_WINDOW_DAYS). */
export const DEFAULT_NO_SHOW_WINDOW_DAYS = 90;
/** Minutes after a visit's start before the desk may mark it a no-show (env NO_SHOW_GRACE_MINUTES). */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 15;

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
