import { bookingHorizonMessage } from '../booking-limits.js';
import { CALENDAR_MESSAGES } from '../calendar.js';
import { DOCTOR_FORM_MESSAGES } from '../messages.js';
import { defineErrors } from './define-errors.js';

/** svc-clinic: doctor directory, slots, doctor profile, admin doctor management. */
export const CLINIC_ERRORS = defineErrors({
  DOCTOR_NOT_FOUND: { status: 404, message: DOCTOR_FORM_MESSAGES.doctorNotFound },
  DOCTOR_EMAIL_TAKEN: { status: 409, message: DOCTOR_FORM_MESSAGES.emailTaken },
  /** The message names the configured horizon; this is the text with the default one. */
  CLINIC_DATE_BEYOND_HORIZON: { status: 400, message: bookingHorizonMessage() },
  // ---- Calendar (issue 11, ADR 0020) ----
  CLINIC_RANGE_REVERSED: { status: 400, message: CALENDAR_MESSAGES.rangeReversed },
  CLINIC_RANGE_TOO_LONG: { status: 400, message: CALENDAR_MESSAGES.rangeTooLong },
  CLINIC_END_BEFORE_START: { status: 400, message: CALENDAR_MESSAGES.endTimeAfterStart },
  CLINIC_HOLIDAY_NOT_FOUND: { status: 404, message: 'Public holiday not found' },
  CLINIC_HOLIDAY_DUPLICATE: { status: 409, message: 'There is already a public holiday with this name on that date' },
  CLINIC_OVERRIDE_NO_HOLIDAY: { status: 400, message: 'There is no public holiday on this date to override' },
  CLINIC_OVERRIDE_NOT_FOUND: { status: 404, message: 'There is no override for this date' },
  CLINIC_CLOSURE_NOT_FOUND: { status: 404, message: 'Closure not found' },
  CLINIC_CLOSURE_IN_PAST: { status: 400, message: 'A closure cannot be in the past' },
  CLINIC_CLOSURE_OVERLAPS: { status: 409, message: 'The clinic is already closed at this time' },
  DOCTOR_LEAVE_NOT_FOUND: { status: 404, message: 'Leave not found' },
  DOCTOR_LEAVE_IN_PAST: { status: 400, message: 'Leave cannot be in the past' },
  DOCTOR_LEAVE_OVERLAPS: { status: 409, message: 'This leave overlaps leave already taken' },
});
