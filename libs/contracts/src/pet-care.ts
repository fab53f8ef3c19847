/**
 * Pets as records (issue 38): the care a doctor records at a visit (vaccinations, deworming, tick/flea treatments,
 * prescriptions), the clinic's care schedules, the due items that follow from them, and the answers of the pets
 * routes. The profile and its rules are pet-profile.ts (re-exported here). svc-booking owns all of it (ADR 0059);
 * svc-notify reminds from `pet.care-due-changed`.
 *
 * Due items are computed in clinic time (Asia/Colombo): an item is `overdue` from the day after its due date,
 * `due-soon` from 14 days before it.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { addDays, compareIsoDates } from '@vetnow/domain/clinic-time';
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from './constants.js';
import { emptyToUndefined, idSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';
import { addMonths, ageInWeeks, isoDateField, optionalWeightKg, PET_SEXES, PET_SPECIES } from './pet-profile.js';

export * from './pet-profile.js';

// ---- Vocabulary of care -------------------------------------------------------------------------------------

/** What a care record is: a vaccine, a dewormer, a tick/flea product. Prescriptions are records of their own. */
export const CARE_KINDS = ['vaccination', 'deworming', 'tick-flea'] as const;
export type CareKind = (typeof CARE_KINDS)[number];
export const DUE_STATUSES = ['upcoming', 'due-soon', 'overdue'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];
/** Days before the due date from which an item is `due-soon` (and the first reminder goes out). */
export const DUE_SOON_DAYS = 14;
/** The reminders of a due item: 14 days before, 1 day before, and once the day after it (issue 38). */
export const CARE_REMINDER_STAGES = ['before-14', 'before-1', 'overdue'] as const;
export type CareReminderStage = (typeof CARE_REMINDER_STAGES)[number];
/** The day (relative to the due date) each reminder goes out, at REMINDER time of day in clinic time. */
export const CARE_REMINDER_OFFSET_DAYS: Record<CareReminderStage, number> = { 'before-14': -14, 'before-1': -1, overdue: 1 };
/** How far ahead a next-due date may be set (months). */
export const MAX_NEXT_DUE_MONTHS = 60;

// ---- Due items ----------------------------------------------------------------------------------------------

/**
 * A due item: the latest record of one line of care (a schedule, or for an unscheduled product its kind and
 * name) whose next-due date is set. `key` names the line: `schedule:<id>` or `<kind>:<lower-case name>`.
 */
export const dueItemSchema = z.object({
  key: z.string(),
  kind: z.enum(CARE_KINDS),
  name: z.string(),
  dueOn: z.string(),
  status: z.enum(DUE_STATUSES),
});
export type DueItem = z.infer<typeof dueItemSchema>;

/** The status of a due date on a clinic date. */
export function dueStatus(dueOn: string, today: string): DueStatus {
  if (compareIsoDates(dueOn, today) < 0) return 'overdue';
  if (compareIsoDates(dueOn, addDays(today, DUE_SOON_DAYS)) <= 0) return 'due-soon';
  return 'upcoming';
}

/** The line of care a record belongs to (see {@link dueItemSchema}). */
export function careLineKey(r: { scheduleId?: string | null; kind: CareKind; name: string }): string {
  return r.scheduleId ? `schedule:${r.scheduleId}` : `${r.kind}:${r.name.trim().toLowerCase()}`;
}

/**
 * The due items of a pet from its care records: per line, the latest record (by date given, then by when it was
 * recorded); a line whose latest record has no next-due date is finished. Sorted by due date.
 */
export function dueItemsOf(
  records: readonly { scheduleId?: string | null; kind: CareKind; name: string; givenOn: string; nextDueOn: string | null; recordedAt?: string }[],
  today: string,
): DueItem[] {
  const latest = new Map<string, (typeof records)[number]>();
  for (const r of records) {
    const key = careLineKey(r);
    const prev = latest.get(key);
    if (!prev || r.givenOn > prev.givenOn || (r.givenOn === prev.givenOn && (r.recordedAt ?? '') >= (prev.recordedAt ?? ''))) latest.set(key, r);
  }
  return [...latest.entries()]
    .filter(([, r]) => r.nextDueOn !== null)
    .map(([key, r]) => ({ key, kind: r.kind, name: r.name, dueOn: r.nextDueOn!, status: dueStatus(r.nextDueOn!, today) }))
    .sort((a, b) => compareIsoDates(a.dueOn, b.dueOn) || a.name.localeCompare(b.name));
}

// ---- Care schedules (data, editable by the admin) -----------------------------------------------------------

/**
 * One stage of a schedule: while the pet is younger than `untilAgeWeeks` at the dose, the next dose is due
 * `intervalDays` later. The last stage has no limit (null): the adult interval. A pet of unknown age is an adult.
 */
export const careScheduleStageSchema = z.object({
  untilAgeWeeks: z.number().int().min(1).max(520).nullable(),
  intervalDays: z.number({ error: vc('pet.intervalInvalid') }).int(vc('pet.intervalInvalid')).min(1, vc('pet.intervalInvalid')).max(1825, vc('pet.intervalInvalid')),
});
export type CareScheduleStage = z.infer<typeof careScheduleStageSchema>;

const stagesSchema = z
  .array(careScheduleStageSchema, { error: vc('pet.stagesInvalid') })
  .min(1, vc('pet.stagesInvalid'))
  .max(6, vc('pet.stagesInvalid'))
  .refine(
    (stages) =>
      stages.every((s, i) => (i === stages.length - 1 ? s.untilAgeWeeks === null : s.untilAgeWeeks !== null)) &&
      stages.every((s, i) => i === 0 || s.untilAgeWeeks === null || s.untilAgeWeeks > stages[i - 1]!.untilAgeWeeks!),
    { message: vc('pet.stagesInvalid') },
  );

/** A care schedule as the API answers it (GET /care-schedules). */
export const careScheduleSchema = z.object({
  id: z.string(),
  species: z.enum(PET_SPECIES),
  kind: z.enum(CARE_KINDS),
  /** What the doctor picks, e.g. "Anti-rabies". */
  name: z.string(),
  /** The youngest age (weeks) for the first dose, for the doctor's information. */
  firstDoseAgeWeeks: z.number().int().min(0),
  stages: z.array(careScheduleStageSchema),
  /** Where the protocol comes from and what it leaves to the doctor. */
  notes: z.string(),
  active: z.boolean(),
  updatedAt: isoDateTimeSchema,
});
export type CareSchedule = z.infer<typeof careScheduleSchema>;

/** PUT /admin/care-schedules/:id: the admin changes a schedule's name, intervals, notes or switches it off. */
export const careScheduleUpdateSchema = z.strictObject({
  name: requiredText(vc('pet.vaccineRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')).optional(),
  firstDoseAgeWeeks: z.number({ error: vc('pet.intervalInvalid') }).int(vc('pet.intervalInvalid')).min(0, vc('pet.intervalInvalid')).max(520, vc('pet.intervalInvalid')).optional(),
  stages: stagesSchema.optional(),
  notes: z.string().trim().max(LONG_TEXT_MAX_LENGTH, vc('pet.textTooLong')).optional(),
  active: z.boolean().optional(),
});
export type CareScheduleUpdate = z.input<typeof careScheduleUpdateSchema>;

/**
 * The next-due date a schedule suggests for a dose given on `givenOn` to a pet born `dateOfBirth` (null: unknown,
 * treated as an adult): the interval of the stage the pet's age at the dose falls in. The doctor may change it.
 */
export function suggestNextDue(schedule: Pick<CareSchedule, 'stages'>, dateOfBirth: string | null, givenOn: string): string {
  const weeks = ageInWeeks(dateOfBirth, givenOn);
  const stage =
    (weeks === null ? undefined : schedule.stages.find((s) => s.untilAgeWeeks !== null && weeks < s.untilAgeWeeks)) ??
    schedule.stages[schedule.stages.length - 1]!;
  return addDays(givenOn, stage.intervalDays);
}

// ---- The doctor's care at a visit (PUT /appointments/:id/complete, `care`) ----------------------------------

/** A next-due date: missing → the schedule's suggestion (none without a schedule); null → none. */
const nextDueOn = z.preprocess((v) => (v === '' ? undefined : v), isoDateField(vc('pet.nextDueInvalid')).nullable().optional());

export const vaccinationGivenSchema = z.object({
  scheduleId: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  name: requiredText(vc('pet.vaccineRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
  batchNumber: optionalText(NAME_MAX_LENGTH, vc('pet.textTooLong')),
  nextDueOn,
});
export const treatmentGivenSchema = z.object({
  kind: z.enum(['deworming', 'tick-flea'], { error: vc('pet.treatmentRequired') }),
  scheduleId: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  name: requiredText(vc('pet.treatmentRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
  nextDueOn,
});
export const prescriptionSchema = z.object({
  medicine: requiredText(vc('pet.medicineRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
  dose: requiredText(vc('pet.doseRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
  duration: requiredText(vc('pet.durationRequired'), NAME_MAX_LENGTH, vc('pet.textTooLong')),
  notes: optionalText(TEXT_MAX_LENGTH, vc('pet.textTooLong')),
});

/** What the doctor records of the visit's care, beside the findings. Everything optional. */
export const visitCareSchema = z.object({
  weightKg: optionalWeightKg,
  vaccinations: z.array(vaccinationGivenSchema).max(10, vc('pet.textTooLong')).default([]),
  treatments: z.array(treatmentGivenSchema).max(10, vc('pet.textTooLong')).default([]),
  prescriptions: z.array(prescriptionSchema).max(20, vc('pet.textTooLong')).default([]),
});
export type VisitCareRequest = z.input<typeof visitCareSchema>;
export type VisitCareData = z.output<typeof visitCareSchema>;

/** Whether a next-due date is acceptable for a visit on `visitDate`: after it, within five years. */
export function isValidNextDue(dueOn: string, visitDate: string): boolean {
  return compareIsoDates(dueOn, visitDate) > 0 && compareIsoDates(dueOn, addMonths(visitDate, MAX_NEXT_DUE_MONTHS)) <= 0;
}

// ---- Answers ------------------------------------------------------------------------------------------------

const doctorRefSchema = z.object({ _id: z.string(), fullName: z.string() });

/** A pet profile as the API answers it (GET /pets, POST /pets, …). */
export const petProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  species: z.enum(PET_SPECIES),
  breed: z.string(),
  sex: z.enum(PET_SEXES),
  neutered: z.boolean().nullable(),
  dateOfBirth: z.string().nullable(),
  dateOfBirthEstimated: z.boolean(),
  /** Whole years today in clinic time (null: no date of birth). */
  ageYears: z.number().int().nullable(),
  /** Whole months today in clinic time (null: no date of birth): a young pet's age reads "4 months". */
  ageMonths: z.number().int().nullable(),
  microchipNumber: z.string(),
  colourMarkings: z.string(),
  latestWeightKg: z.number().nullable(),
  archivedAt: isoDateTimeSchema.nullable(),
  /** What is due, soon due or overdue (all lines with a next-due date), by date. */
  due: z.array(dueItemSchema),
  createdAt: isoDateTimeSchema,
});
export type PetProfile = z.infer<typeof petProfileSchema>;
export const petProfilesSchema = z.array(petProfileSchema);

export const weightEntrySchema = z.object({
  weightKg: z.number(),
  recordedOn: z.string(),
  source: z.enum(['owner', 'visit']),
  appointmentId: z.string().nullable(),
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;

export const careRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(CARE_KINDS),
  scheduleId: z.string().nullable(),
  name: z.string(),
  batchNumber: z.string(),
  givenOn: z.string(),
  nextDueOn: z.string().nullable(),
  appointmentId: z.string().nullable(),
  doctor: doctorRefSchema.nullable(),
});
export type CareRecord = z.infer<typeof careRecordSchema>;

export const prescriptionRecordSchema = z.object({
  _id: z.string(),
  medicine: z.string(),
  dose: z.string(),
  duration: z.string(),
  notes: z.string(),
  prescribedOn: z.string(),
  appointmentId: z.string().nullable(),
  doctor: doctorRefSchema.nullable(),
});
export type PrescriptionRecord = z.infer<typeof prescriptionRecordSchema>;

/** A visit on the pet's timeline (its appointments, newest first; the doctor's private notes never). */
export const petVisitSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  appointmentDate: z.string(),
  timeSlot: z.string(),
  status: z.string(),
  reason: z.string(),
  doctor: doctorRefSchema,
  diagnosis: z.string().optional(),
  recommendations: z.array(z.string()),
  notes: z.string().optional(),
});
export type PetVisit = z.infer<typeof petVisitSchema>;

/** GET /pets/:id: the pet's whole health record (the timeline's material), newest first in each list. */
export const petRecordSchema = z.object({
  pet: petProfileSchema,
  owner: z.object({ _id: z.string(), fullName: z.string(), contactNumber: z.string() }),
  weights: z.array(weightEntrySchema),
  care: z.array(careRecordSchema),
  prescriptions: z.array(prescriptionRecordSchema),
  visits: z.array(petVisitSchema),
  /** The doctor of the pet's latest completed visit ("Book now" chooses them). */
  lastDoctorId: z.string().nullable(),
});
export type PetRecord = z.infer<typeof petRecordSchema>;

/** GET /doctors/dashboard/pet-care?date=: the due items of the pets the doctor sees that day. */
export const doctorPetCareQuerySchema = z.object({ date: isoDateField(vc('pet.dateInvalid')) });
export const doctorPetCareSchema = z.array(
  z.object({ appointmentId: z.string(), petId: z.string(), petName: z.string(), due: z.array(dueItemSchema) }),
);
export type DoctorPetCare = z.infer<typeof doctorPetCareSchema>;

/** GET /admin/pets/overdue?month=YYYY-MM: items due in the month (clinic time) and not given since, by due date. */
export const overdueReportQuerySchema = z.object({
  month: z.preprocess(emptyToUndefined, z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, vc('pet.monthInvalid')).optional()),
});
export const overdueReportSchema = z.object({
  month: z.string(),
  items: z.array(
    z.object({
      pet: z.object({ _id: z.string(), name: z.string(), species: z.enum(PET_SPECIES) }),
      owner: z.object({ _id: z.string(), fullName: z.string(), contactNumber: z.string() }),
      item: dueItemSchema,
      lastDoctorId: z.string().nullable(),
    }),
  ),
});
export type OverdueReport = z.infer<typeof overdueReportSchema>;

export const petIdSchema = idSchema;
