/**
 * The answers' texts of the booking limits (issue 10 §2, issue 39), with the default limits filled in. The limits
 * and the horizon arithmetic are `@vetnow/domain/booking-limits`; the server stays the authority.
 */
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_MAX_ACTIVE_APPOINTMENTS, DEFAULT_NO_SHOW_LIMIT, DEFAULT_NO_SHOW_WINDOW_DAYS } from '@vetnow/domain/booking-limits';

/** 409 of POST /appointments/book at the cap (not in spec; same style as the booking messages). */
export function activeAppointmentsLimitMessage(max: number = DEFAULT_MAX_ACTIVE_APPOINTMENTS): string {
  return `You already have ${max} upcoming appointments. Please cancel one or wait until after a visit to book another.`;
}

/** 400 of the book request and of the slot API for a date past the horizon (not in spec). */
export function bookingHorizonMessage(days: number = DEFAULT_BOOKING_HORIZON_DAYS): string {
  return `Appointments can be booked up to ${days} days ahead`;
}

/** 409 of POST /appointments/book with pay at clinic once the owner reached the no-show limit. */
export function cardRequiredMessage(limit: number = DEFAULT_NO_SHOW_LIMIT, windowDays: number = DEFAULT_NO_SHOW_WINDOW_DAYS): string {
  return `You missed ${limit} visits in the last ${windowDays} days without cancelling, so new bookings must be paid by card.`;
}
