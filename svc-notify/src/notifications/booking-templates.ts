/**
 * The English parts of the messages about a booking itself: confirmed, new for the doctor, cancelled,
 * moved, needing a new time, tomorrow's reminder and the visit completed with the doctor's findings. Sinhala and
 * Tamil: template-languages/booking-texts.ts.
 */
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import type { Parts } from './message-assembly.js';
import { clinicDateTimeText, feeText } from './message-texts.js';
import type { PaymentKind } from './payment-templates.js';
import type { TemplateInput, VisitKind } from './template-input.js';
import { findingsParts, visitDetails } from './visit-details.js';

/** The kinds about a booking (all the visits' kinds but the payments'). */
export type BookingKind = Exclude<VisitKind, PaymentKind>;

const ENGLISH_FINDINGS = {
  diagnosis: 'Diagnosis',
  recommendations: 'Recommendations',
  doctorNotes: "Doctor's notes",
};

/** What a booking's message says in English. */
export function bookingParts(input: TemplateInput & { readonly kind: BookingKind }): Parts {
  const v = input.visit;
  const doctor = v.doctorName ?? 'your doctor';
  const when = clinicDateTimeText(v.startsAt);
  switch (input.kind) {
    case 'booking-confirmed': {
      const notes = [
        `Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`,
        "Bring your pet's medical records and vaccination card.",
      ];
      if (v.paymentMethod === 'cash') {
        notes.push(
          v.consultationFeeMinor !== undefined
            ? `Bring the exact consultation fee in cash (${CURRENCY} ${feeText(v.consultationFeeMinor)}); payment is due on arrival.`
            : 'Bring the consultation fee in cash; payment is due on arrival.',
        );
      }
      notes.push('To reschedule or cancel, use My Appointments on VetNow or contact the clinic.');
      return {
        title: 'Appointment confirmed',
        lead: `Your appointment with ${doctor} is booked for ${when}.`,
        details: visitDetails(v),
        notes,
      };
    }
    case 'new-booking':
      return {
        title: 'New booking',
        lead: `A new appointment (${v.reference}) is booked with you for ${when}.`,
        details: visitDetails(v, false),
        notes: [],
      };
    case 'cancelled':
      return {
        title: 'Appointment cancelled',
        lead:
          input.by === 'admin'
            ? `The clinic has cancelled your appointment ${v.reference} with ${doctor} on ${when}.`
            : `You cancelled your appointment ${v.reference} with ${doctor} on ${when}.`,
        details: visitDetails(v, false),
        notes: ['You can book a new time on VetNow whenever you like.'],
      };
    case 'doctor-cancelled':
      return {
        title: 'Booking cancelled',
        lead: `Appointment ${v.reference} on ${when} has been cancelled by ${input.by === 'admin' ? 'the clinic' : 'the owner'}; the slot is free again.`,
        details: visitDetails(v, false),
        notes: [],
      };
    case 'rescheduled':
      return {
        title: 'Appointment moved',
        lead: `Your appointment ${v.reference} with ${doctor} has been moved${input.by === 'admin' ? ' by the clinic' : ''} to ${when}.`,
        details: [
          ...visitDetails(v),
          ...(input.previousStartsAt
            ? ([['Was', clinicDateTimeText(input.previousStartsAt)]] as [string, string][])
            : []),
        ],
        notes: [`Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`],
      };
    case 'needs-rescheduling':
      return {
        title: 'Please choose a new time',
        lead: `Your appointment ${v.reference} on ${when} can no longer take place at that time${input.reason ? ` (${input.reason})` : ''}.`,
        details: visitDetails(v),
        notes: [
          'Open My Appointments on VetNow to pick a new time or cancel; your booking and payment are kept until then.',
        ],
      };
    case 'visit-completed': {
      const findings = findingsParts(input.findings, ENGLISH_FINDINGS);
      return {
        title: 'Visit completed',
        lead: `Your visit ${v.reference} with ${doctor} is complete. Thank you for coming to VetNow.`,
        details: [...visitDetails(v, false), ...findings.details],
        ...(findings.lists ? { lists: findings.lists } : {}),
        notes: [
          input.findings
            ? "The doctor's findings and recommendations stay in My Appointments on VetNow."
            : "The doctor's findings and recommendations are in My Appointments on VetNow.",
        ],
      };
    }
    case 'reminder':
      return {
        title: 'Appointment tomorrow',
        lead: `A reminder: your appointment with ${doctor} is ${when}.`,
        details: visitDetails(v),
        notes: [
          `Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`,
          'To reschedule or cancel, use My Appointments on VetNow.',
        ],
      };
  }
}
