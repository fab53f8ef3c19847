/**
 * The dates an owner can book, by the contracts' rule the booking wizard checks (bookingStep1Schema): from
 * tomorrow up to DEFAULT_BOOKING_HORIZON_DAYS ahead, in clinic time (Asia/Colombo, whatever the machine's zone).
 * The server keeps its own BOOKING_HORIZON_DAYS and stays the authority.
 */
import { bookingStep1Schema } from '@vetnow/contracts/appointment';
import { lastBookableDate } from '@vetnow/domain/booking-limits';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';

export interface BookableDates {
  /** The first bookable date (tomorrow in clinic time), `YYYY-MM-DD`. */
  min: string;
  /** The last bookable date (the booking horizon), `YYYY-MM-DD`. */
  max: string;
}

export function bookableDates(now: Date): BookableDates {
  return { min: clinicTomorrow(now), max: lastBookableDate(now) };
}

/**
 * Why `date` cannot be booked: the contracts' validation code (`booking.dateTooEarly`, `bookingLimit.dateTooFar`…;
 * show it with the kit's validationMessage); undefined for a bookable date or none ('').
 */
export function bookingDateProblem(date: string, now: Date): string | undefined {
  if (date === '') return undefined;
  const checked = bookingStep1Schema(() => now).shape.appointmentDate.safeParse(date);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
