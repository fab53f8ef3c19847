/**
 * Doctors (spec §3 Doctor), the admin doctor form (§5), the doctor's own profile update, search filters,
 * time slots and admin stats.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { parseTime24 } from '@vetnow/domain/clinic-time';
import {
  DEFAULT_SLOT_DURATION,
  DEFAULT_SPECIALIZATION,
  FILTER_TIMES,
  LOCATIONS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SERVICE_LOCATION,
  SLOT_DURATIONS,
  SPECIALIZATIONS,
  type SlotDuration,
} from './constants.js';
import { sriLankanPhoneSchema } from './phone.js';
import {
  emailSchema,
  emptyToUndefined,
  isoDateSchema,
  numberField,
  optionalText,
  requiredText,
  time24Schema,
} from './common.js';

// ---- Field rules --------------------------------------------------------------------------------------------

/**
 * Qualifications: a comma-separated string (the form) or an array; each entry trimmed, empties dropped.
 * `'BVSc, , MVSc '` → `['BVSc', 'MVSc']`. Missing → [].
 */
export const qualificationsSchema = z.preprocess(
  (v) => {
    if (v == null) return [];
    if (typeof v === 'string') return v.split(',');
    return v;
  },
  z
    .array(z.string({ error: vc('doctorForm.qualificationsInvalid') }), { error: vc('doctorForm.qualificationsInvalid') })
    .transform((list) => list.map((q) => q.trim()).filter((q) => q.length > 0))
    .pipe(z.array(z.string().max(NAME_MAX_LENGTH * 2, vc('doctorForm.fieldTooLong'))).max(30, vc('doctorForm.fieldTooLong'))),
);

/** Parses a comma-separated qualifications string the same way the schema does. */
export function parseQualifications(text: string): string[] {
  return text
    .split(',')
    .map((q) => q.trim())
    .filter((q) => q.length > 0);
}

export const specializationSchema = z.preprocess(
  emptyToUndefined,
  z.enum(SPECIALIZATIONS, { error: vc('doctorForm.specializationInvalid') }).default(DEFAULT_SPECIALIZATION),
);

/** One of 15, 30, 45, 60 (form selects may send '30'); missing → 30. */
export const slotDurationSchema = z.preprocess(
  (v) => {
    const e = emptyToUndefined(v);
    return typeof e === 'string' ? Number(e) : e;
  },
  z
    .number({ error: vc('doctorForm.slotDurationInvalid') })
    .refine((n): n is SlotDuration => (SLOT_DURATIONS as readonly number[]).includes(n), { message: vc('doctorForm.slotDurationInvalid') })
    .default(DEFAULT_SLOT_DURATION),
);

/** True unless both times parse and end is not after start (malformed times get their own message). */
function endAfterStart(w: { startTime: string; endTime: string }): boolean {
  const start = parseTime24(w.startTime);
  const end = parseTime24(w.endTime);
  return start === undefined || end === undefined || end > start;
}

/** Working hours: start and end `HH:MM` (required), end after start, slot duration one of four. */
export const workingHoursSchema = z
  .object({
    startTime: time24Schema(vc('doctorForm.timeInvalid')),
    endTime: time24Schema(vc('doctorForm.timeInvalid')),
    slotDuration: slotDurationSchema,
  })
  .refine(endAfterStart, { message: vc('doctorForm.endTimeAfterStart'), path: ['endTime'] });
export type WorkingHours = z.output<typeof workingHoursSchema>;

/** Required `HH:MM` with a "required" message for missing/empty and a format message otherwise. */
function requiredTime(required: string) {
  return z
    .string({ error: required })
    .trim()
    .superRefine((t, ctx) => {
      if (t === '') ctx.addIssue({ code: 'custom', message: required });
      else if (parseTime24(t) === undefined) ctx.addIssue({ code: 'custom', message: vc('doctorForm.timeInvalid') });
    });
}

/** Clinic address: street and city optional, location fixed to Battaramulla (missing → Battaramulla). */
export const clinicAddressInputSchema = z.object({
  street: optionalText(),
  city: optionalText(),
  location: z.preprocess(emptyToUndefined, z.literal(SERVICE_LOCATION, { error: vc('doctorForm.locationFixed') }).default(SERVICE_LOCATION)),
});

// ---- Entity -------------------------------------------------------------------------------------------------

/** A doctor as the API answers it (and as doctor.created / doctor.updated carry it). No password. */
export const doctorSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  specialization: z.string(),
  experience: z.number(),
  qualifications: z.array(z.string()),
  contactNumber: z.string(),
  clinicAddress: z.object({ street: z.string(), city: z.string(), location: z.string() }),
  consultationFee: z.number(),
  workingHours: z.object({ startTime: z.string(), endTime: z.string(), slotDuration: z.number() }),
  isActive: z.boolean(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Doctor = z.infer<typeof doctorSchema>;

// ---- Admin doctor form --------------------------------------------------------------------------------------

const doctorFormFields = {
  fullName: requiredText(vc('doctorForm.fullNameRequired'), NAME_MAX_LENGTH, vc('doctorForm.fieldTooLong')),
  email: emailSchema(vc('doctorForm.emailInvalid'), vc('doctorForm.emailRequired')),
  specialization: specializationSchema,
  experience: numberField(vc('doctorForm.experienceInvalid'), { min: 0, max: 80 }),
  qualifications: qualificationsSchema,
  /** A Sri Lankan number as people write it, stored in E.164 (phone.ts). */
  contactNumber: sriLankanPhoneSchema(vc('doctorForm.contactNumberRequired'), vc('doctorForm.fieldTooLong')),
  clinicAddress: z.preprocess((v) => (v == null ? {} : v), clinicAddressInputSchema),
  consultationFee: numberField(vc('doctorForm.consultationFeeInvalid'), { min: 0, max: 10_000_000 }),
  workingHours: z.preprocess(
    (v) => (v == null ? {} : v),
    z
      .object({
        startTime: requiredTime(vc('doctorForm.startTimeRequired')),
        endTime: requiredTime(vc('doctorForm.endTimeRequired')),
        slotDuration: slotDurationSchema,
      })
      .refine(endAfterStart, { message: vc('doctorForm.endTimeAfterStart'), path: ['endTime'] }),
  ),
};

const doctorPasswordSchema = z.string({ error: vc('doctorForm.passwordRequired') }).superRefine((v, ctx) => {
  if (v === '') ctx.addIssue({ code: 'custom', message: vc('doctorForm.passwordRequired') });
  else if (v.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: vc('doctorForm.passwordMin') });
  else if (v.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: vc('doctorForm.fieldTooLong') });
});

/**
 * POST /admin/doctors (and POST /auth/doctor/register): the doctor form with a required password.
 * The doctor starts active unless `isActive: false` is sent.
 */
export const adminDoctorCreateSchema = z.object({
  fullName: doctorFormFields.fullName,
  email: doctorFormFields.email,
  password: doctorPasswordSchema,
  specialization: doctorFormFields.specialization,
  experience: doctorFormFields.experience,
  qualifications: doctorFormFields.qualifications,
  contactNumber: doctorFormFields.contactNumber,
  clinicAddress: doctorFormFields.clinicAddress,
  consultationFee: doctorFormFields.consultationFee,
  workingHours: doctorFormFields.workingHours,
  isActive: z.boolean().default(true),
});
export type AdminDoctorCreateRequest = z.input<typeof adminDoctorCreateSchema>;
export type AdminDoctorCreateData = z.output<typeof adminDoctorCreateSchema>;

/**
 * PUT /admin/doctors/:id: the same form without a password (the edit form's empty password is stripped;
 * a doctor's password is not changed through this call).
 */
export const adminDoctorUpdateSchema = z.object(doctorFormFields);
export type AdminDoctorUpdateRequest = z.input<typeof adminDoctorUpdateSchema>;
export type AdminDoctorUpdateData = z.output<typeof adminDoctorUpdateSchema>;

/** The admin form values as one schema: `mode` picks create (password required) or edit. */
export function adminDoctorFormSchema(mode: 'create' | 'edit') {
  return mode === 'create' ? adminDoctorCreateSchema : adminDoctorUpdateSchema;
}

/** PATCH /admin/doctors/:id/status. */
export const doctorStatusRequestSchema = z.object({
  isActive: z.boolean({ error: vc('doctorForm.isActiveRequired') }),
});
export type DoctorStatusRequest = z.infer<typeof doctorStatusRequestSchema>;

/**
 * PUT /doctors/dashboard/profile: what a doctor may change about themselves. Every field is optional;
 * email, consultation fee and isActive are the admin's and are stripped if sent.
 */
export const doctorSelfUpdateSchema = z.object({
  fullName: doctorFormFields.fullName.optional(),
  specialization: z.preprocess(emptyToUndefined, z.enum(SPECIALIZATIONS, { error: vc('doctorForm.specializationInvalid') }).optional()),
  experience: doctorFormFields.experience.optional(),
  qualifications: qualificationsSchema.optional(),
  contactNumber: doctorFormFields.contactNumber.optional(),
  clinicAddress: clinicAddressInputSchema.optional(),
  workingHours: doctorFormFields.workingHours.optional(),
});
export type DoctorSelfUpdateRequest = z.input<typeof doctorSelfUpdateSchema>;
export type DoctorSelfUpdateData = z.output<typeof doctorSelfUpdateSchema>;

/**
 * PUT /doctors/dashboard/profile as svc-clinic reads it (docs/decisions/0005-doctor-self-service.md): the
 * self-update narrowed to what a doctor may change — fullName, contactNumber, qualifications, experience,
 * clinic street and city, working hours. Anything else is stripped, not refused.
 */
export const doctorProfileUpdateSchema = doctorSelfUpdateSchema.omit({ specialization: true }).extend({
  clinicAddress: clinicAddressInputSchema.pick({ street: true, city: true }).optional(),
});
export type DoctorProfileUpdateRequest = z.input<typeof doctorProfileUpdateSchema>;
export type DoctorProfileUpdate = z.output<typeof doctorProfileUpdateSchema>;

// ---- Search, slots, stats -----------------------------------------------------------------------------------

/**
 * GET /doctors query (names not given by the spec; these are the filter names of §2). Empty values mean
 * "any". `availableTime` keeps doctors whose working hours contain a free slot starting then; with `date`
 * it is checked against that day's bookings.
 */
export const doctorFiltersSchema = z.object({
  location: z.preprocess(emptyToUndefined, z.enum(LOCATIONS, { error: vc('filter.locationInvalid') }).optional()),
  specialization: z.preprocess(
    emptyToUndefined,
    z.enum(SPECIALIZATIONS, { error: vc('filter.specializationInvalid') }).optional(),
  ),
  availableTime: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: vc('filter.timeInvalid') })
      .refine((t) => FILTER_TIMES.includes(t), { message: vc('filter.timeInvalid') })
      .optional(),
  ),
  date: z.preprocess(emptyToUndefined, isoDateSchema(vc('filter.dateInvalid')).optional()),
});
export type DoctorFilters = z.output<typeof doctorFiltersSchema>;

/** GET /doctors/:id/slots query. Without a date the server uses tomorrow in clinic time. */
export const slotsQuerySchema = z.object({
  date: z.preprocess(emptyToUndefined, isoDateSchema(vc('filter.dateInvalid')).optional()),
});
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** Why a slot cannot be booked besides an appointment: the clinic is closed, the doctor on leave, another owner holds it. */
export const SLOT_UNAVAILABLE_REASONS = ['closed', 'leave', 'held'] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

/**
 * One slot of a day: spec text `09:00 AM` and whether it is taken. `isBooked` is true for every slot that cannot be
 * booked; `unavailable` (absent for a free slot or a booked one) says it is closed time, leave or held by someone,
 * and `reason` gives the closure's or leave's text for people.
 */
export const timeSlotSchema = z.object({
  time: z.string(),
  isBooked: z.boolean(),
  unavailable: z.enum(SLOT_UNAVAILABLE_REASONS).optional(),
  reason: z.string().optional(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const timeSlotsSchema = z.array(timeSlotSchema);

/** GET /admin/dashboard/stats. `todayAppointments` counts today in clinic time. */
export const adminStatsSchema = z.object({
  totalDoctors: z.number().int().min(0),
  activeDoctors: z.number().int().min(0),
  totalAppointments: z.number().int().min(0),
  todayAppointments: z.number().int().min(0),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
