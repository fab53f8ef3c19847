import { bookingHorizonMessage } from '../booking-limits.js';
import { CALENDAR_MAX_RANGE_DAYS } from '../calendar-limits.js';
import { defineErrors, status } from './define-errors.js';

/** svc-clinic: doctor directory, slots, doctor profile, admin doctor management. */
export const CLINIC_ERRORS = defineErrors({
  DOCTOR_NOT_FOUND: status.notFound('Doctor not found'),
  DOCTOR_EMAIL_TAKEN: status.conflict('A doctor with this email already exists'),
  /** The message names the configured horizon; this is the text with the default one. */
  CLINIC_DATE_BEYOND_HORIZON: status.badRequest(bookingHorizonMessage()),
  // ---- Calendar (issue 11, ADR 0020) ----
  CLINIC_RANGE_REVERSED: status.badRequest('The end date must not be before the start date'),
  CLINIC_RANGE_TOO_LONG: status.badRequest(`A calendar range may span at most ${CALENDAR_MAX_RANGE_DAYS} days`),
  CLINIC_END_BEFORE_START: status.badRequest('End time must be after start time'),
  CLINIC_HOLIDAY_NOT_FOUND: status.notFound('Public holiday not found'),
  CLINIC_HOLIDAY_DUPLICATE: status.conflict('There is already a public holiday with this name on that date'),
  CLINIC_OVERRIDE_NO_HOLIDAY: status.badRequest('There is no public holiday on this date to override'),
  CLINIC_OVERRIDE_NOT_FOUND: status.notFound('There is no override for this date'),
  CLINIC_CLOSURE_NOT_FOUND: status.notFound('Closure not found'),
  CLINIC_CLOSURE_IN_PAST: status.badRequest('A closure cannot be in the past'),
  CLINIC_CLOSURE_OVERLAPS: status.conflict('The clinic is already closed at this time'),
  DOCTOR_LEAVE_NOT_FOUND: status.notFound('Leave not found'),
  DOCTOR_LEAVE_IN_PAST: status.badRequest('Leave cannot be in the past'),
  DOCTOR_LEAVE_OVERLAPS: status.conflict('This leave overlaps leave already taken'),
});
