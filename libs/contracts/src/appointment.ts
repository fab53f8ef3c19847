/**
 * Appointments (spec §3), the booking draft kept in sessionStorage, the wizard steps (§2, §5), the book,
 * cancel and complete calls (§7).
 *
 * Naming: `_id` is the record id (used in URLs and events as `appointmentId`); `appointmentId` on the entity is
 * the human-readable reference shown to the owner (spec: "the appointment ID, or the last 8 characters of the
 * record id").
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { bookingHorizonMessage } from './booking-limits.js';
import { DEFAULT_BOOKING_HORIZON_DAYS, isBeyondBookingHorizon } from '@vetnow/domain/booking-limits';
import { clinicTomorrow, isValidIsoDate, isValidSlotLabel } from '@vetnow/domain/clinic-time';
import {
  APPOINTMENT_STATUSES,
  LONG_TEXT_MAX_LENGTH,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TEXT_MAX_LENGTH,
} from './constants.js';
import { idSchema, isoDateTimeSchema, requiredText } from './common.js';
import { cardPaymentSummarySchema } from './card.js';
import { cashPaymentSchema } from './cash-payment.js';
import { petSchema } from './user/index.js';
import { visitCareSchema } from './pet-care.js';
import { diagnosisBriefSchema, questionnaireAnswersSchema } from './questionnaire.js';

export * from './cash-payment.js';

// ---- Entity -------------------------------------------------------------------------------------------------

export const appointmentPetSchema = z.object({
  name: z.string(),
  type: z.string(),
  breed: z.string(),
  age: z.number().optional(),
});

/** What the front desk recorded of a scheduled visit (issue 39); absent while the owner is expected. */
export const ARRIVAL_STATES = ['arrived', 'no-show'] as const;
export type ArrivalState = (typeof ARRIVAL_STATES)[number];
export const arrivalSchema = z.object({ state: z.enum(ARRIVAL_STATES), at: isoDateTimeSchema });
export type Arrival = z.infer<typeof arrivalSchema>;

/** An appointment as the API answers it (owner, doctor and admin lists, book/cancel/complete answers). */
export const appointmentSchema = z.object({
  _id: z.string(),
  /** Human-readable reference, e.g. `APT-20261122-7K3Q`. */
  appointmentId: z.string(),
  /** Clinic calendar date, YYYY-MM-DD. */
  appointmentDate: z.string(),
  /** Spec text, e.g. `09:00 AM` (clinic time). */
  timeSlot: z.string(),
  /** The slot as instants (clinic time converted), for sorting and "upcoming". */
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  reason: z.string(),
  doctor: z.object({
    _id: z.string(),
    fullName: z.string(),
    specialization: z.string(),
    consultationFee: z.number(),
    clinicAddress: z.object({ street: z.string(), city: z.string(), location: z.string() }),
    contactNumber: z.string(),
  }),
  user: z.object({ _id: z.string(), fullName: z.string(), contactNumber: z.string() }),
  pet: appointmentPetSchema,
  /** The pet profile the visit is for (issue 38); null for a visit booked before pets were records and not matched. */
  petId: z.string().nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  diagnosisQuestionnaire: diagnosisBriefSchema.nullable().optional(),
  /** Filled when the doctor completes the appointment. */
  completion: z
    .object({
      diagnosis: z.string().optional(),
      recommendations: z.array(z.string()),
      notes: z.string().optional(),
      completedAt: isoDateTimeSchema,
    })
    .optional(),
  /** The doctor's own notes (Add Notes); only in the doctor's and the admin's lists, never the owner's. */
  doctorNotes: z.string().optional(),
  /** Set once the doctor or the admin recorded the cash paid at the clinic (paymentStatus `completed`). */
  cashPayment: cashPaymentSchema.optional(),
  /** Set once a card payment was refunded, fully or partly (payment.refunded; paymentStatus stays `completed`). */
  refund: z.object({ amount: z.number().positive(), refundedAt: isoDateTimeSchema }).optional(),
  /** Set once the front desk checked the owner in or marked the visit a no-show (issue 39). */
  arrival: arrivalSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsSchema = z.array(appointmentSchema);

// ---- Wizard steps -------------------------------------------------------------------------------------------

/**
 * Step 1: a date (from tomorrow up to `horizonDays` ahead, in clinic time) and a time slot. `now` is
 * injectable for tests; the server uses the same rule on the book request, with its BOOKING_HORIZON_DAYS.
 */
export function bookingStep1Schema(now: () => Date = () => new Date(), horizonDays: number | null = DEFAULT_BOOKING_HORIZON_DAYS) {
  return z.object({
    appointmentDate: z.string({ error: vc('booking.dateRequired') }).superRefine((d, ctx) => {
      if (d === '') ctx.addIssue({ code: 'custom', message: vc('booking.dateRequired') });
      else if (!isValidIsoDate(d)) ctx.addIssue({ code: 'custom', message: vc('booking.dateInvalid') });
      else if (d < clinicTomorrow(now())) ctx.addIssue({ code: 'custom', message: vc('booking.dateTooEarly') });
      else if (isBeyondBookingHorizon(d, now(), horizonDays)) {
        // A configured horizon other than the default has no catalogue text: its English names the figure.
        const message = horizonDays === DEFAULT_BOOKING_HORIZON_DAYS ? vc('bookingLimit.dateTooFar') : bookingHorizonMessage(horizonDays!);
        ctx.addIssue({ code: 'custom', message });
      }
    }),
    timeSlot: z.string({ error: vc('booking.timeSlotRequired') }).superRefine((t, ctx) => {
      if (t === '') ctx.addIssue({ code: 'custom', message: vc('booking.timeSlotRequired') });
      else if (!isValidSlotLabel(t)) ctx.addIssue({ code: 'custom', message: vc('booking.timeSlotInvalid') });
    }),
  });
}

/** Step 2: pet (name required, type default Dog, breed optional, age ≥ 0) and a reason. */
export const bookingStep2Schema = z.object({
  pet: petSchema,
  reason: requiredText(vc('booking.reasonRequired'), TEXT_MAX_LENGTH, vc('booking.textTooLong')),
});

// ---- Booking draft (sessionStorage `bookingData`) -----------------------------------------------------------

/** Doctor details the payment and confirmation screens show, copied into the draft to avoid a refetch. */
export const draftDoctorSchema = z.object({
  fullName: z.string(),
  specialization: z.string(),
  consultationFee: z.number(),
});

/**
 * The draft as the wizard stores it, then the questionnaire adds `diagnosisData` and the payment screen
 * `paymentMethod` / `paymentData`. Read back with safeParse: a broken or missing draft sends the user away.
 */
export const bookingDraftSchema = z.object({
  doctorId: idSchema,
  doctor: draftDoctorSchema.optional(),
  appointmentDate: z.string().refine(isValidIsoDate, { message: vc('booking.dateInvalid') }),
  timeSlot: z.string().refine(isValidSlotLabel, { message: vc('booking.timeSlotInvalid') }),
  pet: petSchema,
  /** The saved pet the owner picked (issue 38); absent: a new pet, saved by the booking. */
  petId: idSchema.optional(),
  reason: requiredText(vc('booking.reasonRequired'), TEXT_MAX_LENGTH, vc('booking.textTooLong')),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  paymentData: cardPaymentSummarySchema.optional(),
  diagnosisData: questionnaireAnswersSchema.optional(),
});
export type BookingDraft = z.output<typeof bookingDraftSchema>;
export type BookingDraftInput = z.input<typeof bookingDraftSchema>;

// ---- Book ---------------------------------------------------------------------------------------------------

/**
 * POST /appointments/book: the booking data, paymentMethod, paymentData and diagnosisData (optional answers).
 * Card: no paymentData pays on the provider's hosted checkout afterwards (POST /payments/checkout, issue 35: the card
 * number never reaches VetNow); a saved card's summary (`savedCardId`) is charged by svc-payments. A summary of a new
 * card (no savedCardId, as older clients send) is ignored: that card is entered on the hosted page too. For cash,
 * paymentData is dropped.
 */
export function bookRequestSchema(now: () => Date = () => new Date(), horizonDays: number | null = DEFAULT_BOOKING_HORIZON_DAYS) {
  const step1 = bookingStep1Schema(now, horizonDays);
  return z
    .object({
      doctorId: z.string({ error: vc('booking.doctorRequired') }).trim().min(1, vc('booking.doctorRequired')).max(100, vc('booking.doctorRequired')),
      appointmentDate: step1.shape.appointmentDate,
      timeSlot: step1.shape.timeSlot,
      pet: petSchema,
      /**
       * The owner's saved pet (issue 38). Without it the booking links the owner's pet of the same name and species,
       * or saves the pet as a new profile, so every appointment is linked to a pet.
       */
      petId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
      reason: requiredText(vc('booking.reasonRequired'), TEXT_MAX_LENGTH, vc('booking.textTooLong')),
      paymentMethod: z.enum(PAYMENT_METHODS, { error: vc('booking.paymentMethodRequired') }),
      paymentData: cardPaymentSummarySchema.optional(),
      diagnosisData: questionnaireAnswersSchema.optional(),
    })
    .transform(({ paymentMethod, paymentData, ...rest }) => ({
      ...rest,
      paymentMethod,
      paymentData: paymentMethod === 'card' && paymentData?.savedCardId !== undefined ? paymentData : undefined,
    }));
}
export type BookRequest = z.input<ReturnType<typeof bookRequestSchema>>;
export type BookData = z.output<ReturnType<typeof bookRequestSchema>>;

/** POST /appointments/book answer (the frontend reads `success`). */
export const bookResponseSchema = z.object({ success: z.literal(true), appointment: appointmentSchema });
export type BookResponse = z.infer<typeof bookResponseSchema>;

// ---- Cancel and complete ------------------------------------------------------------------------------------

/** PUT /appointments/:id/cancel answer (not shown by the spec; this is ours). */
export const cancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/**
 * PUT /appointments/:id/complete (fields not shown by the spec; all optional): a diagnosis, recommendations
 * (a list, or one text with a recommendation per line) and notes.
 */
export const completeAppointmentRequestSchema = z.object({
  diagnosis: z.string().trim().max(LONG_TEXT_MAX_LENGTH, vc('booking.textTooLong')).optional(),
  recommendations: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split('\n') : v == null ? [] : v),
      z.array(z.string().trim().max(TEXT_MAX_LENGTH, vc('booking.textTooLong'))).max(20, vc('booking.textTooLong')),
    )
    .transform((list) => list.filter((r) => r.length > 0)),
  notes: z.string().trim().max(LONG_TEXT_MAX_LENGTH, vc('booking.textTooLong')).optional(),
  /** The visit's care (issue 38): weight, vaccinations, treatments, prescriptions, recorded on the visit's pet. */
  care: visitCareSchema.optional(),
});
export type CompleteAppointmentRequest = z.input<typeof completeAppointmentRequestSchema>;
export type CompleteAppointmentData = z.output<typeof completeAppointmentRequestSchema>;

/** PUT /appointments/:id/notes (the appointment's own doctor): replaces the doctor's notes. */
export const appointmentNotesRequestSchema = z.object({
  notes: z.string().trim().max(LONG_TEXT_MAX_LENGTH, vc('booking.textTooLong')),
});
export type AppointmentNotesRequest = z.input<typeof appointmentNotesRequestSchema>;

/** PUT /appointments/:id/complete answer. */
export const completeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentSchema,
});
export type CompleteResponse = z.infer<typeof completeResponseSchema>;

// ---- Reschedule and slot holds (issue 11) -------------------------------------------------------------------

/**
 * PUT /appointments/:id/reschedule: the new date and slot of the SAME doctor (docs/appointment-states.md). Same
 * rules as the wizard's step 1 (a date from tomorrow in clinic time, a slot label); the server checks the horizon,
 * the grid, closures, leave, holds and bookings.
 */
export function rescheduleRequestSchema(now: () => Date = () => new Date(), horizonDays: number | null = DEFAULT_BOOKING_HORIZON_DAYS) {
  const step1 = bookingStep1Schema(now, horizonDays);
  return z.object({ appointmentDate: step1.shape.appointmentDate, timeSlot: step1.shape.timeSlot });
}
export type RescheduleRequest = z.input<ReturnType<typeof rescheduleRequestSchema>>;

/** PUT /appointments/:id/reschedule answer: the appointment at its new time. */
export const rescheduleResponseSchema = z.object({ success: z.literal(true), appointment: appointmentSchema });
export type RescheduleResponse = z.infer<typeof rescheduleResponseSchema>;

/** PUT /slot-holds/mine: the slot the owner chose in the wizard's step 1 (replaces their previous hold). */
export function slotHoldRequestSchema(now: () => Date = () => new Date(), horizonDays: number | null = DEFAULT_BOOKING_HORIZON_DAYS) {
  const step1 = bookingStep1Schema(now, horizonDays);
  return z.object({
    doctorId: z.string({ error: vc('booking.doctorRequired') }).trim().min(1, vc('booking.doctorRequired')).max(100, vc('booking.doctorRequired')),
    appointmentDate: step1.shape.appointmentDate,
    timeSlot: step1.shape.timeSlot,
  });
}
export type SlotHoldRequest = z.input<ReturnType<typeof slotHoldRequestSchema>>;

/** A live slot hold: the slot is the owner's until `expiresAt` (SLOT_HOLD_MINUTES after it was taken). */
export const slotHoldSchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  appointmentDate: z.string(),
  timeSlot: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type SlotHold = z.infer<typeof slotHoldSchema>;

/** PUT /slot-holds/mine answer. */
export const slotHoldResponseSchema = z.object({ hold: slotHoldSchema });
export type SlotHoldResponse = z.infer<typeof slotHoldResponseSchema>;

/** GET /slot-holds/mine answer: the owner's live hold, or null (none, or it expired). */
export const ownSlotHoldResponseSchema = z.object({ hold: slotHoldSchema.nullable() });
export type OwnSlotHoldResponse = z.infer<typeof ownSlotHoldResponseSchema>;

// ---- Derived views (spec §4) --------------------------------------------------------------------------------

// Pure rules without zod, in their own module so screens that only need them stay small.
export { canCancel, canReschedule, displayAppointmentId, isPast, isUpcoming } from '@vetnow/domain/appointment-rules';
