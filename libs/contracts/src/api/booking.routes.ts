import { z } from 'zod';
import {
  appointmentNotesRequestSchema,
  appointmentSchema,
  appointmentsSchema,
  bookRequestSchema,
  bookResponseSchema,
  cancelResponseSchema,
  completeAppointmentRequestSchema,
  completeResponseSchema,
} from '../appointment.js';
import { diagnosisSummariesSchema, questionnaireRecordSchema, questionnaireSubmitSchema } from '../questionnaire.js';
import { idParamSchema } from '../user.js';
import { defineRoute } from './define-route.js';

/** PUT /appointments/:id/notes answer. */
export const notesResponseSchema = z.object({ success: z.literal(true), appointment: appointmentSchema });
export type NotesResponse = z.infer<typeof notesResponseSchema>;

/** Idempotency-Key of the book request: retrying with the same key answers the same appointment. */
export const bookHeadersSchema = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** Every field of the complete request is optional, so a PUT without a body means "no findings". */
const completeBodySchema = z.preprocess((body) => body ?? {}, completeAppointmentRequestSchema);

/** svc-booking: booking, cancelling, completing, notes, appointment lists, questionnaires. */
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
      'BOOKING_DOCTOR_NOT_ACCEPTING',
      'BOOKING_SLOT_TAKEN',
      'BOOKING_SLOT_NOT_ON_GRID',
      'BOOKING_SLOT_OUTSIDE_HOURS',
      'BOOKING_DATE_BEYOND_HORIZON',
      'BOOKING_TOO_MANY_ACTIVE',
      'BOOKING_IDEMPOTENCY_KEY_INVALID',
      'BOOKING_IDEMPOTENCY_KEY_REUSED',
      'BOOKING_CARD_DATA_FORBIDDEN',
    ],
  }),
  cancel: defineRoute({
    name: 'booking.cancel',
    method: 'PUT',
    path: '/appointments/:id/cancel',
    service: 'booking',
    access: 'user',
    summary: "The owner cancels one of their scheduled, future appointments",
    params: idParamSchema,
    response: cancelResponseSchema,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID', 'APPOINTMENT_ALREADY_CANCELLED', 'APPOINTMENT_CANNOT_CANCEL'],
  }),
  complete: defineRoute({
    name: 'booking.complete',
    method: 'PUT',
    path: '/appointments/:id/complete',
    service: 'booking',
    access: 'doctor',
    summary: 'The doctor marks a scheduled appointment completed, with optional diagnosis, recommendations and notes',
    params: idParamSchema,
    body: completeBodySchema,
    response: completeResponseSchema,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID', 'APPOINTMENT_CANNOT_COMPLETE'],
  }),
  notes: defineRoute({
    name: 'booking.notes',
    method: 'PUT',
    path: '/appointments/:id/notes',
    service: 'booking',
    access: 'doctor',
    summary: "The appointment's doctor replaces their notes",
    params: idParamSchema,
    body: appointmentNotesRequestSchema,
    response: notesResponseSchema,
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
    summary: "Submit the diagnosis questionnaire for one of the owner's appointments",
    body: questionnaireSubmitSchema,
    response: questionnaireRecordSchema,
    successStatus: 201,
    errors: ['APPOINTMENT_NOT_FOUND', 'APPOINTMENT_INVALID_ID'],
  }),
} as const;
