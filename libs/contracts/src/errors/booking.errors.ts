import { activeAppointmentsLimitMessage, bookingHorizonMessage, cardRequiredMessage } from '../booking-limits.js';
import { CANCELLATION_NOTICE_HOURS } from '../constants.js';
import { BOOKING_MESSAGES, DOCTOR_FORM_MESSAGES } from '../messages.js';
import { PET_MESSAGES } from '../pet-care.js';
import { defineErrors } from './define-errors.js';

/** svc-booking: booking, cancelling, completing, rescheduling, slot holds, notes, questionnaires. */
export const BOOKING_ERRORS = defineErrors({
  BOOKING_DOCTOR_NOT_FOUND: { status: 404, message: DOCTOR_FORM_MESSAGES.doctorNotFound },
  BOOKING_DOCTOR_NOT_ACCEPTING: { status: 409, message: 'This doctor is not accepting appointments' },
  BOOKING_SLOT_TAKEN: { status: 409, message: 'This time slot has just been booked. Please choose another slot.' },
  BOOKING_SLOT_NOT_ON_GRID: { status: 400, message: "This time is not one of the doctor's slots" },
  BOOKING_SLOT_OUTSIDE_HOURS: { status: 400, message: BOOKING_MESSAGES.slotOutsideHours },
  /** The message names the configured horizon; this is the text with the default one. */
  BOOKING_DATE_BEYOND_HORIZON: { status: 400, message: bookingHorizonMessage() },
  /** The message names the configured limit; this is the text with the default one. */
  BOOKING_TOO_MANY_ACTIVE: { status: 409, message: activeAppointmentsLimitMessage() },
  BOOKING_IDEMPOTENCY_KEY_INVALID: { status: 400, message: 'Idempotency-Key must be 1 to 200 characters' },
  BOOKING_IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Idempotency-Key was already used for a different booking' },
  BOOKING_CARD_DATA_FORBIDDEN: {
    status: 400,
    message: 'Never send the card number or CVV with a booking: send the card summary only',
  },
  /** The message names the closure's reason, e.g. "The clinic is closed at this time: Il Full Moon Poya Day — clinic closed". */
  BOOKING_CLINIC_CLOSED: { status: 409, message: 'The clinic is closed at this time. Please choose another day.' },
  /** The message names the leave's reason when one was given. */
  BOOKING_DOCTOR_ON_LEAVE: { status: 409, message: 'The doctor is on leave at this time. Please choose another slot.' },
  BOOKING_SLOT_HELD: {
    status: 409,
    message: 'Another pet owner is holding this time slot. Please choose another slot.',
  },
  APPOINTMENT_NOT_FOUND: { status: 404, message: BOOKING_MESSAGES.appointmentNotFound },
  APPOINTMENT_INVALID_ID: { status: 400, message: 'Invalid appointment ID' },
  APPOINTMENT_ALREADY_CANCELLED: { status: 409, message: 'This appointment is already cancelled' },
  APPOINTMENT_CANNOT_CANCEL: { status: 409, message: BOOKING_MESSAGES.cannotCancel },
  APPOINTMENT_CANNOT_COMPLETE: { status: 409, message: BOOKING_MESSAGES.cannotComplete },
  APPOINTMENT_CANNOT_RESCHEDULE: { status: 409, message: 'Only a scheduled appointment can be rescheduled' },
  APPOINTMENT_RESCHEDULE_TOO_LATE: {
    status: 409,
    message: `Appointments can be rescheduled until ${CANCELLATION_NOTICE_HOURS} hours before the visit`,
  },
  APPOINTMENT_NOT_CASH: { status: 409, message: 'Only a pay-at-clinic appointment can be marked as paid in cash' },
  APPOINTMENT_CANCELLED_NOT_PAYABLE: { status: 409, message: 'A cancelled appointment cannot be marked as paid' },
  /** A retry with the same amount and receipt number answers 200 instead (nothing changes). */
  APPOINTMENT_ALREADY_PAID: { status: 409, message: 'This appointment is already paid' },
  APPOINTMENT_RESCHEDULE_SAME_SLOT: { status: 400, message: 'The appointment is already at this time. Please choose another slot.' },
  /** Pets (issue 38): another owner's pet, or one a doctor has no visit with, answers 404 exactly like a missing one. */
  PET_NOT_FOUND: { status: 404, message: 'Pet not found' },
  PET_INVALID_ID: { status: 400, message: 'Invalid pet ID' },
  PET_ARCHIVED: { status: 409, message: 'This pet is archived. Bring it back under My Pets to book for it.' },
  CARE_SCHEDULE_NOT_FOUND: { status: 404, message: 'Care schedule not found' },
  /** A vaccination or treatment names a schedule that is unknown, switched off, of another kind or another species. */
  CARE_SCHEDULE_NOT_APPLICABLE: { status: 400, message: 'This care schedule does not apply to this pet' },
  CARE_NEXT_DUE_INVALID: { status: 400, message: PET_MESSAGES.nextDueInvalid },
  /** The front desk (issue 39). */
  DESK_NOT_TODAY: { status: 409, message: 'Only a visit of today can be checked in' },
  DESK_NOT_SCHEDULED: { status: 409, message: 'Only a scheduled visit can be checked in or marked as a no-show' },
  DESK_NO_SHOW_TOO_EARLY: { status: 409, message: 'A visit can be marked as a no-show only after its start and the grace period' },
  WALK_IN_NOT_FOUND: { status: 404, message: 'Walk-in not found' },
  WALK_IN_INVALID_ID: { status: 400, message: 'Invalid walk-in ID' },
  /** The message names the configured limit and window; this is the text with the defaults. */
  BOOKING_CARD_REQUIRED: { status: 409, message: cardRequiredMessage() },
  // Issue 39 phase B (ADR 0061): booking for a caller, and the waitlist.
  DESK_OWNER_NOT_FOUND: { status: 404, message: 'Owner not found' },
  DESK_OWNER_INVALID_ID: { status: 400, message: 'Invalid owner ID' },
  WAITLIST_ALREADY_JOINED: { status: 409, message: 'You are already on the waitlist for this day' },
  WAITLIST_NOT_FOUND: { status: 404, message: 'Waitlist entry not found' },
  WAITLIST_INVALID_ID: { status: 400, message: 'Invalid waitlist entry ID' },
});
