/** The static examples (ADR 0072) of svc-booking: booking, rescheduling, slot holds, notes, questionnaires. */
import type { BOOKING_API } from '../booking.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const BOOKING_EXAMPLES = {
  book: {
    body: {
      doctorId: EXAMPLE.doctorId,
      appointmentDate: EXAMPLE.date,
      timeSlot: EXAMPLE.timeSlot,
      pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 },
      reason: 'Annual check-up',
      paymentMethod: 'cash',
    },
  },
  cancel: { params: { id: EXAMPLE.appointmentId } },
  reschedule: {
    params: { id: EXAMPLE.appointmentId },
    body: { appointmentDate: EXAMPLE.date, timeSlot: '11:00 AM' },
  },
  holdSlot: {
    body: { doctorId: EXAMPLE.doctorId, appointmentDate: EXAMPLE.date, timeSlot: EXAMPLE.timeSlot },
  },
  complete: {
    params: { id: EXAMPLE.appointmentId },
    body: { diagnosis: 'Healthy', recommendations: ['Walk daily'], notes: 'All good' },
  },
  notes: { params: { id: EXAMPLE.appointmentId }, body: { notes: 'Bring the vaccination card' } },
  cashPayment: {
    params: { id: EXAMPLE.appointmentId },
    body: { amount: 2500, receiptNumber: 'RC-2026/0042' },
  },
  calendarEvent: { params: { id: EXAMPLE.appointmentId } },
  submitDiagnosis: {
    body: {
      appointmentId: EXAMPLE.appointmentId,
      answers: {
        generalHealth: { appetite: 'Normal', energy: 'Normal', temperature: 'Normal' },
        symptoms: { coughing: true, other: 'Sneezes at night' },
      },
    },
  },
} satisfies FamilyExamples<typeof BOOKING_API>;
