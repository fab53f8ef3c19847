/**
 * The pre-visit pet health questionnaire (spec §3 answers, §9 option lists) and the diagnosis summaries
 * built from it. No field is required (spec §5); selects may send '' for "not answered".
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import {
  APPETITE_CHANGE_OPTIONS,
  APPETITE_OPTIONS,
  BEHAVIOR_OPTIONS,
  DIET_TYPE_OPTIONS,
  ENERGY_OPTIONS,
  FREQUENCY_OPTIONS,
  LAST_MEAL_OPTIONS,
  SYMPTOMS_STARTED_OPTIONS,
  URGENCY_LEVELS,
  WATER_INTAKE_OPTIONS,
} from './constants.js';
import { emptyToUndefined, idSchema, isoDateSchema } from './common.js';

const ANSWER_MAX_LENGTH = 500;

function option<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    emptyToUndefined,
    z.enum(values, { error: `Please choose one of: ${values.join(', ')}` }).optional(),
  );
}

function text(max = ANSWER_MAX_LENGTH) {
  return z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string().trim().max(max, vc('booking.textTooLong')).optional(),
  );
}

const flag = z.boolean().optional();

export const generalHealthSchema = z.object({
  appetite: option(APPETITE_OPTIONS),
  energy: option(ENERGY_OPTIONS),
  behavior: option(BEHAVIOR_OPTIONS),
  /** Free text (e.g. "Normal", "Feels warm", "39.5 °C"). */
  temperature: text(50),
});

export const symptomsSchema = z.object({
  vomiting: flag,
  diarrhea: flag,
  coughing: flag,
  sneezing: flag,
  limping: flag,
  scratching: flag,
  other: text(),
});

export const behavioralChangesSchema = z.object({
  aggression: flag,
  lethargy: flag,
  hiding: flag,
  excessiveBarking: flag,
  other: text(),
});

export const eatingDrinkingSchema = z.object({
  appetiteChange: option(APPETITE_CHANGE_OPTIONS),
  waterIntake: option(WATER_INTAKE_OPTIONS),
  lastMeal: option(LAST_MEAL_OPTIONS),
  dietType: option(DIET_TYPE_OPTIONS),
});

export const physicalSymptomsSchema = z.object({
  swelling: text(),
  discharge: text(),
  wounds: text(),
  parasites: text(),
});

export const durationSchema = z.object({
  symptomsStarted: option(SYMPTOMS_STARTED_OPTIONS),
  frequency: option(FREQUENCY_OPTIONS),
  gettingWorse: flag,
});

/** vaccinationDate is kept only when vaccinated is true (the form shows it only then). */
export const medicalHistorySchema = z
  .object({
    previousConditions: text(),
    currentMedications: text(),
    allergies: text(),
    lastVetVisit: text(100),
    vaccinated: flag,
    vaccinationDate: z.preprocess(emptyToUndefined, isoDateSchema('Please enter the vaccination date as YYYY-MM-DD').optional()),
  })
  .transform(({ vaccinationDate, ...rest }) =>
    rest.vaccinated === true && vaccinationDate !== undefined ? { ...rest, vaccinationDate } : rest,
  );

/** All answers; every group and field optional. */
export const questionnaireAnswersSchema = z.object({
  generalHealth: generalHealthSchema.optional(),
  symptoms: symptomsSchema.optional(),
  behavioralChanges: behavioralChangesSchema.optional(),
  eatingDrinking: eatingDrinkingSchema.optional(),
  physicalSymptoms: physicalSymptomsSchema.optional(),
  duration: durationSchema.optional(),
  medicalHistory: medicalHistorySchema.optional(),
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;

/** The empty answers the questionnaire starts from (every group present, nothing answered). */
export function emptyQuestionnaireAnswers(): Required<QuestionnaireAnswers> {
  return {
    generalHealth: {},
    symptoms: {},
    behavioralChanges: {},
    eatingDrinking: {},
    physicalSymptoms: {},
    duration: {},
    medicalHistory: {},
  };
}

/** POST /diagnosis/submit: the answers for one of the owner's appointments (`appointmentId` is its `_id`). */
export const questionnaireSubmitSchema = z.object({
  appointmentId: idSchema,
  answers: questionnaireAnswersSchema,
});
export type QuestionnaireSubmitRequest = z.input<typeof questionnaireSubmitSchema>;

/** The questionnaire as stored and answered by POST /diagnosis/submit. */
export const questionnaireRecordSchema = z.object({
  _id: z.string(),
  appointmentId: z.string(),
  answers: questionnaireAnswersSchema,
  summary: z.string(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  recommendations: z.array(z.string()),
  /** Names of the rules that produced the summary (for explanations and tests). */
  firedRules: z.array(z.string()).optional(),
  createdAt: z.string(),
});
export type QuestionnaireRecord = z.infer<typeof questionnaireRecordSchema>;

/**
 * Appointment.diagnosisQuestionnaire: what cards and the doctor dashboard show. The appointment's own doctor
 * (and the admin) also get the whole answers and the triage rules that fired (View Details); owners' lists
 * carry only the summary and urgency.
 */
export const diagnosisBriefSchema = z.object({
  summary: z.string(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  recommendations: z.array(z.string()).optional(),
  firedRules: z.array(z.string()).optional(),
  answers: questionnaireAnswersSchema.optional(),
});
export type DiagnosisBrief = z.infer<typeof diagnosisBriefSchema>;

/**
 * GET /users/diagnosis-summaries item (Health Records): one per appointment with a questionnaire and/or the
 * doctor's findings. `date` is the appointment date, YYYY-MM-DD. Once the doctor completed the visit,
 * `summary` is their diagnosis and `recommendations` theirs, and `completedAt` is set; before, both come from
 * the questionnaire's triage. `urgencyLevel` is the triage's (absent when no questionnaire was submitted).
 */
export const diagnosisSummarySchema = z.object({
  _id: z.string(),
  appointmentId: z.string().optional(),
  petName: z.string(),
  doctor: z.object({ fullName: z.string(), specialization: z.string() }),
  date: z.string(),
  summary: z.string(),
  recommendations: z.array(z.string()),
  symptoms: z.object({
    generalHealth: z.object({ appetite: z.string().optional(), energy: z.string().optional() }),
  }),
  urgencyLevel: z.enum(URGENCY_LEVELS).optional(),
  firedRules: z.array(z.string()).optional(),
  completedAt: z.string().optional(),
});
export type DiagnosisSummary = z.infer<typeof diagnosisSummarySchema>;
export const diagnosisSummariesSchema = z.array(diagnosisSummarySchema);
