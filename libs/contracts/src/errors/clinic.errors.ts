import { bookingHorizonMessage } from '../booking-limits.js';
import { DOCTOR_FORM_MESSAGES } from '../messages.js';
import { defineErrors } from './define-errors.js';

/** svc-clinic: doctor directory, slots, doctor profile, admin doctor management. */
export const CLINIC_ERRORS = defineErrors({
  DOCTOR_NOT_FOUND: { status: 404, message: DOCTOR_FORM_MESSAGES.doctorNotFound },
  DOCTOR_EMAIL_TAKEN: { status: 409, message: DOCTOR_FORM_MESSAGES.emailTaken },
  /** The message names the configured horizon; this is the text with the default one. */
  CLINIC_DATE_BEYOND_HORIZON: { status: 400, message: bookingHorizonMessage() },
});
