import { activeAppointmentsLimitMessage, bookingHorizonMessage, cardRequiredMessage } from '../booking-limits.js';
import { CANCELLATION_NOTICE_HOURS } from '../constants.js';
import { defineErrors, status } from './define-errors.js';

/** svc-booking: booking, cancelling, completing, rescheduling, slot holds, notes, questionnaires. */
export const BOOKING_ERRORS = defineErrors({
  BOOKING_DOCTOR_NOT_FOUND: status.notFound('Doctor not found'),
  BOOKING_DOCTOR_NOT_ACCEPTING: status.conflict('This doctor is not accepting appointments'),
  BOOKING_SLOT_TAKEN: status.conflict('This time slot has just been booked. Please choose another slot.'),
  BOOKING_SLOT_NOT_ON_GRID: status.badRequest("This time is not one of the doctor's slots"),
  BOOKING_SLOT_OUTSIDE_HOURS: status.badRequest("This time slot is outside the doctor's working hours"),
  /** The message names the configured horizon; this is the text with the default one. */
  BOOKING_DATE_BEYOND_HORIZON: status.badRequest(bookingHorizonMessage()),
  /** The message names the configured limit; this is the text with the default one. */
  BOOKING_TOO_MANY_ACTIVE: status.conflict(activeAppointmentsLimitMessage()),
  BOOKING_IDEMPOTENCY_KEY_INVALID: status.badRequest('Idempotency-Key must be 1 to 200 characters'),
  BOOKING_IDEMPOTENCY_KEY_REUSED: status.unprocessable('Idempotency-Key was already used for a different booking'),
  BOOKING_CARD_DATA_FORBIDDEN: status.badRequest(
    'Never send the card number or CVV with a booking: send the card summary only',
  ),
  /** The message names the closure's reason, e.g. "The clinic is closed at this time: Il Full Moon Poya Day — clinic closed". */
  BOOKING_CLINIC_CLOSED: status.conflict('The clinic is closed at this time. Please choose another day.'),
  /** The message names the leave's reason when one was given. */
  BOOKING_DOCTOR_ON_LEAVE: status.conflict('The doctor is on leave at this time. Please choose another slot.'),
  BOOKING_SLOT_HELD: status.conflict('Another pet owner is holding this time slot. Please choose another slot.'),
  APPOINTMENT_NOT_FOUND: status.notFound('Appointment not found'),
  APPOINTMENT_INVALID_ID: status.badRequest('Invalid appointment ID'),
  APPOINTMENT_ALREADY_CANCELLED: status.conflict('This appointment is already cancelled'),
  APPOINTMENT_CANNOT_CANCEL: status.conflict('Only scheduled, future appointments can be cancelled'),
  APPOINTMENT_CANNOT_COMPLETE: status.conflict('Only scheduled appointments can be marked as completed'),
  APPOINTMENT_CANNOT_RESCHEDULE: status.conflict('Only a scheduled appointment can be rescheduled'),
  APPOINTMENT_RESCHEDULE_TOO_LATE: status.conflict(
    `Appointments can be rescheduled until ${CANCELLATION_NOTICE_HOURS} hours before the visit`,
  ),
  APPOINTMENT_NOT_CASH: status.conflict('Only a pay-at-clinic appointment can be marked as paid in cash'),
  APPOINTMENT_CANCELLED_NOT_PAYABLE: status.conflict('A cancelled appointment cannot be marked as paid'),
  /** A retry with the same amount and receipt number answers 200 instead (nothing changes). */
  APPOINTMENT_ALREADY_PAID: status.conflict('This appointment is already paid'),
  APPOINTMENT_RESCHEDULE_SAME_SLOT: status.badRequest(
    'The appointment is already at this time. Please choose another slot.',
  ),
  /** Pets (issue 38): another owner's pet, or one a doctor has no visit with, answers 404 exactly like a missing one. */
  PET_NOT_FOUND: status.notFound('Pet not found'),
  PET_INVALID_ID: status.badRequest('Invalid pet ID'),
  PET_ARCHIVED: status.conflict('This pet is archived. Bring it back under My Pets to book for it.'),
  CARE_SCHEDULE_NOT_FOUND: status.notFound('Care schedule not found'),
  /** A vaccination or treatment names a schedule that is unknown, switched off, of another kind or another species. */
  CARE_SCHEDULE_NOT_APPLICABLE: status.badRequest('This care schedule does not apply to this pet'),
  CARE_NEXT_DUE_INVALID: status.badRequest('The next due date must be after the visit and within 5 years'),
  /** The front desk (issue 39). */
  DESK_NOT_TODAY: status.conflict('Only a visit of today can be checked in'),
  DESK_NOT_SCHEDULED: status.conflict('Only a scheduled visit can be checked in or marked as a no-show'),
  DESK_NO_SHOW_TOO_EARLY: status.conflict('A visit can be marked as a no-show only after its start and the grace period'),
  WALK_IN_NOT_FOUND: status.notFound('Walk-in not found'),
  WALK_IN_INVALID_ID: status.badRequest('Invalid walk-in ID'),
  /** The message names the configured limit and window; this is the text with the defaults. */
  BOOKING_CARD_REQUIRED: status.conflict(cardRequiredMessage()),
  // Issue 39 phase B (ADR 0061): booking for a caller, and the waitlist.
  DESK_OWNER_NOT_FOUND: status.notFound('Owner not found'),
  DESK_OWNER_INVALID_ID: status.badRequest('Invalid owner ID'),
  WAITLIST_ALREADY_JOINED: status.conflict('You are already on the waitlist for this day'),
  WAITLIST_NOT_FOUND: status.notFound('Waitlist entry not found'),
  WAITLIST_INVALID_ID: status.badRequest('Invalid waitlist entry ID'),
});
