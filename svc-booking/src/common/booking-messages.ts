import { BOOKING_MESSAGES, DOCTOR_FORM_MESSAGES, SUCCESS_TOASTS } from '@vetnow/contracts/messages';

/**
 * Answers of svc-booking that the contracts catalogue does not carry (server-only rules). The frontends show
 * the server's `message` as it is (spec §8), so these are written for the owner to read.
 */
export const BOOKING_SERVER_MESSAGES = {
  doctorNotFound: DOCTOR_FORM_MESSAGES.doctorNotFound,
  doctorNotAccepting: 'This doctor is not accepting appointments',
  slotNotOnGrid: "This time is not one of the doctor's slots",
  slotOutsideHours: BOOKING_MESSAGES.slotOutsideHours,
  slotJustBooked: 'This time slot has just been booked. Please choose another slot.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 characters',
  idempotencyKeyReused: 'Idempotency-Key was already used for a different booking',
  cardDataForbidden: 'Never send the card number or CVV with a booking: send the card summary only',
  appointmentNotFound: BOOKING_MESSAGES.appointmentNotFound,
  invalidAppointmentId: 'Invalid appointment ID',
  alreadyCancelled: 'This appointment is already cancelled',
  cannotCancel: BOOKING_MESSAGES.cannotCancel,
  cancelled: 'Appointment cancelled successfully',
  cannotComplete: BOOKING_MESSAGES.cannotComplete,
  completed: SUCCESS_TOASTS.appointmentCompleted,
  /** Shown when a visit is completed with neither a diagnosis nor a questionnaire (Health Records need a summary). */
  completedWithoutDiagnosis: 'Visit completed; no diagnosis was recorded',
} as const;
