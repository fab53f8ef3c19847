/**
 * The clinic's front desk (issue 39, ADR 0060): staff accounts (created by the admin), the day sheet with check-in and
 * no-shows, walk-ins with queue numbers, and the owner's no-show standing. Public entry: `@vetnow/contracts/front-desk`.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { appointmentPetSchema, appointmentSchema, arrivalSchema } from './appointment.js';
import { clinicToday, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { emailSchema, emptyToUndefined, idSchema, isoDateTimeSchema, requiredText } from './common.js';
import { NAME_MAX_LENGTH, PET_TYPES, TEXT_MAX_LENGTH } from './constants.js';
import { passwordSchema } from './user/index.js';
import { sriLankanPhoneSchema } from './phone.js';

// ---- Rules (the services read the same names from their environment) -------------------------------------

export { cardRequiredMessage } from './booking-limits.js';
export { DEFAULT_NO_SHOW_GRACE_MINUTES, DEFAULT_NO_SHOW_LIMIT, DEFAULT_NO_SHOW_WINDOW_DAYS } from '@vetnow/domain/booking-limits';


// ---- Staff accounts (svc-auth) ------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** E.164, e.g. `+94712345678`. */
  contactNumber: z.string(),
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** POST /admin/staff: the admin creates a front-desk account with a first password (the password rules apply). */
export const createStaffRequestSchema = z.object({
  fullName: requiredText(vc('desk.fullNameRequired'), NAME_MAX_LENGTH, vc('desk.textTooLong')),
  email: emailSchema(vc('desk.emailInvalid')),
  contactNumber: sriLankanPhoneSchema(vc('desk.contactRequired'), vc('desk.contactTooLong')),
  password: passwordSchema,
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

/** PUT /admin/staff/:id/status: deactivating ends the account's sessions at once. */
export const staffStatusRequestSchema = z.object({ isActive: z.boolean() });

// ---- Arrival (svc-booking) ----------------------------------------------------------------------------------

export { ARRIVAL_STATES, arrivalSchema, type Arrival, type ArrivalState } from './appointment.js';

/**
 * An appointment as the desk sees it: who, when, which pet and why, payment and arrival — not the questionnaire, the
 * findings or the doctor's notes (staff read no health record beyond the day's list).
 */
export const deskAppointmentSchema = appointmentSchema
  .pick({
    _id: true,
    appointmentId: true,
    appointmentDate: true,
    timeSlot: true,
    startsAt: true,
    endsAt: true,
    status: true,
    reason: true,
    user: true,
    pet: true,
    petId: true,
    paymentMethod: true,
    paymentStatus: true,
    cashPayment: true,
  })
  .extend({
    /** The doctor, and the fee booked (LKR): what the desk takes in cash for a pay-at-clinic visit. */
    doctor: z.object({ _id: z.string(), fullName: z.string(), consultationFee: z.number() }),
    arrival: arrivalSchema.nullable(),
    /** When the desk may mark it a no-show: the start plus the grace period. */
    noShowFrom: isoDateTimeSchema,
  });
export type DeskAppointment = z.infer<typeof deskAppointmentSchema>;

// ---- Walk-ins (svc-booking) ---------------------------------------------------------------------------------

export const WALK_IN_STATUSES = ['waiting', 'with-doctor', 'done', 'left'] as const;
export type WalkInStatus = (typeof WALK_IN_STATUSES)[number];

export const walkInSchema = z.object({
  _id: z.string(),
  /** 1, 2, 3 … per clinic day, in the order of arrival. */
  queueNumber: z.number().int().positive(),
  /** Clinic date, YYYY-MM-DD (always the day it was added). */
  date: z.string(),
  /** The doctor asked for, or null for the next free one. */
  doctor: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  ownerName: z.string(),
  /** E.164. */
  contactNumber: z.string(),
  pet: appointmentPetSchema.pick({ name: true, type: true }),
  reason: z.string(),
  status: z.enum(WALK_IN_STATUSES),
  arrivedAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type WalkIn = z.infer<typeof walkInSchema>;
export const walkInsSchema = z.array(walkInSchema);

/** POST /desk/walk-ins: today's queue gets the next number. */
export const walkInRequestSchema = z.object({
  doctorId: z.preprocess(emptyToUndefined, idSchema.nullable().default(null)),
  ownerName: requiredText(vc('desk.fullNameRequired'), NAME_MAX_LENGTH, vc('desk.textTooLong')),
  contactNumber: sriLankanPhoneSchema(vc('desk.contactRequired'), vc('desk.contactTooLong')),
  petName: requiredText(vc('desk.petNameRequired'), NAME_MAX_LENGTH, vc('desk.textTooLong')),
  petType: z.enum(PET_TYPES, { error: vc('desk.petTypeInvalid') }),
  reason: requiredText(vc('desk.reasonRequired'), TEXT_MAX_LENGTH, vc('desk.textTooLong')),
});
export type WalkInRequest = z.input<typeof walkInRequestSchema>;

/** PUT …/walk-ins/:id/status. Any status may follow any other (a mistake is undone the same way). */
export const walkInStatusRequestSchema = z.object({ status: z.enum(WALK_IN_STATUSES, { error: vc('desk.statusInvalid') }) });

// ---- The day sheet ------------------------------------------------------------------------------------------

/** `date` defaults to today in clinic time; `doctorId` narrows to one doctor (walk-ins for anyone stay listed). */
export const daySheetQuerySchema = z.object({
  date: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isValidIsoDate, vc('desk.dateInvalid'))
      .default(() => clinicToday()),
  ),
  doctorId: z.preprocess(emptyToUndefined, idSchema.optional()),
});
export type DaySheetQuery = z.input<typeof daySheetQuerySchema>;

export const daySheetSchema = z.object({
  date: z.string(),
  doctorId: z.string().nullable(),
  noShowGraceMinutes: z.number().int().nonnegative(),
  /** Every doctor the clinic knows, for the filter. */
  doctors: z.array(z.object({ _id: z.string(), fullName: z.string() })),
  /** Scheduled, completed and needs-rescheduling visits of the day in time order (cancelled ones are left out). */
  appointments: z.array(deskAppointmentSchema),
  /** The day's walk-ins in queue order. */
  walkIns: walkInsSchema,
});
export type DaySheet = z.infer<typeof daySheetSchema>;

/** The doctor's own queue: `date` defaults to today. */
export const doctorWalkInsQuerySchema = daySheetQuerySchema.pick({ date: true });

/**
 * The live streams' one event (`GET /desk/day-sheet/events`, `GET /doctors/dashboard/events`): something on that day
 * changed — an appointment booked, cancelled, moved, completed, checked in or marked a no-show, or a walk-in added or
 * moved on. The screen refetches what it shows. Sent as `event: day-changed` with this JSON as `data`; a comment line
 * every 15 s keeps the connection open.
 */
export const dayChangedEventSchema = z.object({ date: z.string(), at: isoDateTimeSchema });
export type DayChangedEvent = z.infer<typeof dayChangedEventSchema>;
export const DAY_CHANGED_EVENT = 'day-changed';
export const DAY_EVENTS_QUERY = daySheetQuerySchema.pick({ date: true });

// ---- The owner's standing -----------------------------------------------------------------------------------

/** GET /appointments/standing: the owner's no-shows in the window and whether booking now needs a card. */
export const bookingStandingSchema = z.object({
  noShows: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  windowDays: z.number().int().positive(),
  cardRequired: z.boolean(),
});
export type BookingStanding = z.infer<typeof bookingStandingSchema>;
