import { z } from '@vetnow/contracts/zod';
import {
  appointmentNotesRequestSchema,
  appointmentSchema,
  appointmentsSchema,
  bookRequestSchema,
  bookResponseSchema,
  cancelResponseSchema,
  cashPaymentRequestSchema,
  completeAppointmentRequestSchema,
  completeResponseSchema,
  ownSlotHoldResponseSchema,
  rescheduleRequestSchema,
  rescheduleResponseSchema,
  slotHoldRequestSchema,
  slotHoldResponseSchema,
} from '../appointment.js';
import { diagnosisSummariesSchema, questionnaireRecordSchema, questionnaireSubmitSchema } from '../questionnaire.js';
import { idParamSchema } from '../user/index.js';
import { defineRoute } from './define-route.js';
import { SLOT_ERRORS, successAnswer } from './shared-answers.js';

/** PUT /appointments/:id/notes answer. */
export const notesResponseSchema = successAnswer({ appointment: appointmentSchema });
export type NotesResponse = z.infer<typeof notesResponseSchema>;

/** Idempotency-Key of the book request: retrying with the same key answers the same appointment. */
export const bookHeadersSchema = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** Every field of the complete request is optional, so a PUT without a body means "no findings". */
const completeBodySchema = z.preprocess((body) => body ?? {}, completeAppointmentRequestSchema);

/** svc-booking: booking, cancelling, completing, rescheduling, slot holds, notes, appointment lists, questionnaires. */
export const BOOKING_API = {
  book: defineRoute({
    name: 'booking.book',
    method: 'POST',
    path: '/appointments/book',
    service: 'booking',
    access: 'user',
    summary: 'Book a slot (card payments send a card summary, never the number or CVV)',
    description:
      'With an Idempotency-Key already used for the same booking: 200 and the same appointment; for another booking: 422.',
    headers: bookHeadersSchema,
    // The booking horizon is the service's setting (BOOKING_HORIZON_DAYS): checked there, answered as a code.
    body: bookRequestSchema(undefined, null),
    response: bookResponseSchema,
    successStatus: 201,
    errors: [
      'BOOKING_DOCTOR_NOT_FOUND',
      ...SLOT_ERRORS,
      'BOOKING_TOO_MANY_ACTIVE',
      'BOOKING_CARD_REQUIRED',
      'BOOKING_IDEMPOTENCY_KEY_INVALID',
      'BOOKING_IDEMPOTENCY_KEY_REUSED',
      'PET_NOT_FOUND',
      'PET_INVALID_ID',
      'PET_ARCHIVED',
      'BOOKING_CARD_DATA_FORBIDDEN',
    ],
  }),
  cancel: defineRoute({
    name: 'booking.cancel',
    method: 'PUT',
    path: '/appointments/:id/cancel',
    service: 'booking',
    access: 'user',
    ownership: 'principal',
    summary: 'The owner cancels one of their future appointments (scheduled or needs-rescheduling)',
    params: idParamSchema,
    response: cancelResponseSchema,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID', 'APPOINTMENT_ALREADY_CANCELLED', 'APPOINTMENT_CANNOT_CANCEL'],
  }),
  reschedule: defineRoute({
    name: 'booking.reschedule',
    method: 'PUT',
    path: '/appointments/:id/reschedule',
    service: 'booking',
    access: 'authenticated',
    // The owner (their own) or the admin (any): a doctor and the front desk are refused with 403.
    ownership: 'principal-or-admin',
    refusedRoles: ['staff'],
    summary: 'Move an appointment to another date and slot of the same doctor (the owner or the admin)',
    description:
      'Atomic: the new slot is taken and the old one freed in one transaction, or nothing changes. The owner may move a ' +
      'scheduled appointment until 24 hours before the visit and a needs-rescheduling one at any time; the admin any time. ' +
      'A needs-rescheduling appointment becomes scheduled; payment status and card carry over.',
    params: idParamSchema,
    // The booking horizon is the service's setting (BOOKING_HORIZON_DAYS): checked there, answered as a code.
    body: rescheduleRequestSchema(undefined, null),
    response: rescheduleResponseSchema,
    errors: [
      'FORBIDDEN',
      'APPOINTMENT_NOT_FOUND',
      'APPOINTMENT_INVALID_ID',
      'APPOINTMENT_CANNOT_RESCHEDULE',
      'APPOINTMENT_RESCHEDULE_TOO_LATE',
      'APPOINTMENT_RESCHEDULE_SAME_SLOT',
      ...SLOT_ERRORS,
    ],
  }),
  holdSlot: defineRoute({
    name: 'booking.holdSlot',
    method: 'PUT',
    path: '/slot-holds/mine',
    service: 'booking',
    access: 'user',
    summary: "Hold a slot for the owner for SLOT_HOLD_MINUTES while they finish the wizard (replaces their previous hold)",
    description: 'Others see the slot as unavailable until the hold expires, is released, or the owner books it.',
    // The booking horizon is the service's setting (BOOKING_HORIZON_DAYS): checked there, answered as a code.
    body: slotHoldRequestSchema(undefined, null),
    response: slotHoldResponseSchema,
    errors: ['BOOKING_DOCTOR_NOT_FOUND', ...SLOT_ERRORS],
  }),
  ownSlotHold: defineRoute({
    name: 'booking.ownSlotHold',
    method: 'GET',
    path: '/slot-holds/mine',
    service: 'booking',
    access: 'user',
    summary: "The owner's live slot hold, or null",
    response: ownSlotHoldResponseSchema,
    errors: [],
  }),
  releaseSlot: defineRoute({
    name: 'booking.releaseSlot',
    method: 'DELETE',
    path: '/slot-holds/mine',
    service: 'booking',
    access: 'user',
    summary: "Release the owner's slot hold (no hold: nothing to do, also 204)",
    response: z.undefined(),
    successStatus: 204,
    errors: [],
  }),
  complete: defineRoute({
    name: 'booking.complete',
    method: 'PUT',
    path: '/appointments/:id/complete',
    service: 'booking',
    access: 'doctor',
    ownership: 'principal',
    summary: 'The doctor marks a scheduled appointment completed, with optional diagnosis, recommendations, notes and the care given (weight, vaccinations, treatments, prescriptions)',
    params: idParamSchema,
    body: completeBodySchema,
    response: completeResponseSchema,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID', 'APPOINTMENT_CANNOT_COMPLETE', 'CARE_SCHEDULE_NOT_APPLICABLE', 'CARE_NEXT_DUE_INVALID'],
  }),
  notes: defineRoute({
    name: 'booking.notes',
    method: 'PUT',
    path: '/appointments/:id/notes',
    service: 'booking',
    access: 'doctor',
    ownership: 'principal',
    summary: "The appointment's doctor replaces their notes",
    params: idParamSchema,
    body: appointmentNotesRequestSchema,
    response: notesResponseSchema,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID'],
  }),
  cashPayment: defineRoute({
    name: 'booking.cashPayment',
    method: 'POST',
    path: '/appointments/:id/cash-payment',
    service: 'booking',
    // The appointment's doctor (their own; another's → 404), the front desk or the admin (any); an owner gets 403.
    access: 'authenticated',
    ownership: 'principal-or-admin',
    refusedRoles: ['user'],
    anyRecordRoles: ['staff'],
    summary: 'The doctor, the front desk or the admin records the cash paid at the clinic for a pay-at-clinic appointment',
    description:
      'Sets the payment Paid with the amount (LKR) and the receipt number, and writes an audit entry, in one transaction. ' +
      'Retrying with the same amount and receipt number answers 200 with the appointment unchanged.',
    params: idParamSchema,
    body: cashPaymentRequestSchema,
    response: appointmentSchema,
    errors: [
      'FORBIDDEN',
      'APPOINTMENT_NOT_FOUND',
      'APPOINTMENT_INVALID_ID',
      'APPOINTMENT_NOT_CASH',
      'APPOINTMENT_CANCELLED_NOT_PAYABLE',
      'APPOINTMENT_ALREADY_PAID',
    ],
  }),
  calendarEvent: defineRoute({
    name: 'booking.calendarEvent',
    method: 'GET',
    path: '/appointments/:id/calendar.ics',
    service: 'booking',
    access: 'authenticated',
    ownership: 'participants',
    summary: 'The appointment as an iCalendar event (RFC 5545), for its owner, its doctor and the admin',
    description:
      'One VEVENT at the visit\'s absolute time (UTC), the clinic address as LOCATION and a UID that never changes, ' +
      'so downloading it again after a reschedule updates the same calendar entry (SEQUENCE grows; a cancelled ' +
      'visit is STATUS:CANCELLED). Anyone else gets 404.',
    params: idParamSchema,
    response: z.string().startsWith('BEGIN:VCALENDAR'),
    responseType: 'text/calendar',
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID'],
  }),
  ownAll: defineRoute({
    name: 'booking.ownAll',
    method: 'GET',
    path: '/appointments/user/all',
    service: 'booking',
    access: 'user',
    summary: "The owner's appointments (spec path)",
    response: appointmentsSchema,
    errors: [],
  }),
  own: defineRoute({
    name: 'booking.own',
    method: 'GET',
    path: '/users/appointments',
    service: 'booking',
    access: 'user',
    summary: "The owner's appointments",
    response: appointmentsSchema,
    errors: [],
  }),
  diagnosisSummaries: defineRoute({
    name: 'booking.diagnosisSummaries',
    method: 'GET',
    path: '/users/diagnosis-summaries',
    service: 'booking',
    access: 'user',
    summary: "The owner's health records: diagnosis summaries of their appointments",
    response: diagnosisSummariesSchema,
    errors: [],
  }),
  doctorAppointments: defineRoute({
    name: 'booking.doctorAppointments',
    method: 'GET',
    path: '/doctors/dashboard/appointments',
    service: 'booking',
    access: 'doctor',
    summary: "The signed-in doctor's appointments",
    response: appointmentsSchema,
    errors: [],
  }),
  adminAppointments: defineRoute({
    name: 'booking.adminAppointments',
    method: 'GET',
    path: '/admin/appointments',
    service: 'booking',
    access: 'admin',
    summary: 'Every appointment',
    response: appointmentsSchema,
    errors: [],
  }),
  submitDiagnosis: defineRoute({
    name: 'booking.submitDiagnosis',
    method: 'POST',
    path: '/diagnosis/submit',
    service: 'booking',
    access: 'user',
    // The appointment in the body is the owner's own: another owner gets 404.
    ownership: 'principal',
    summary: "Submit the diagnosis questionnaire for one of the owner's appointments",
    body: questionnaireSubmitSchema,
    response: questionnaireRecordSchema,
    successStatus: 201,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID'],
  }),
} as const;
