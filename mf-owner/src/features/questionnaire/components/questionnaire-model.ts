/**
 * The questionnaire as data: which fields each of the 7 steps asks (spec §3 answers, §9 option lists, all from
 * contracts), the form state kept in sessionStorage while it is filled in, and the answers it produces.
 */
import {
  QUESTIONNAIRE_OPTION_LISTS,
  QUESTIONNAIRE_STEP_COUNT,
  QUESTIONNAIRE_STEP_GROUPS,
} from '@vetnow/contracts/constants';
import { questionnaireAnswersSchema, type QuestionnaireAnswers } from '@vetnow/contracts/questionnaire';
import { z } from '@vetnow/contracts/zod';

export type AnswerGroup = (typeof QUESTIONNAIRE_STEP_GROUPS)[number];

export type FieldDef =
  /** One of a list (a select; '' = not answered). `list` names the option list in the catalogue. */
  | { kind: 'select'; name: string; list: string; options: readonly string[] }
  /** A yes/no checkbox. */
  | { kind: 'check'; name: string }
  /** Free text; `multiline` for a textarea. */
  | { kind: 'text'; name: string; maxLength: number; multiline?: boolean }
  /** A date, shown only when `when` is checked in the same group. */
  | { kind: 'date'; name: string; when: string };

const TEXT = 500;
/** A select of one of the contracts' option lists; the field and its list go by the same name. */
const select = (name: keyof typeof QUESTIONNAIRE_OPTION_LISTS): FieldDef => ({
  kind: 'select',
  name,
  list: name,
  options: QUESTIONNAIRE_OPTION_LISTS[name],
});
const check = (name: string): FieldDef => ({ kind: 'check', name });
const text = (name: string, maxLength = TEXT, multiline = false): FieldDef => ({ kind: 'text', name, maxLength, multiline });

/** Every field of spec §3, by step. */
export const STEP_FIELDS: Record<AnswerGroup, readonly FieldDef[]> = {
  generalHealth: [
    select('appetite'),
    select('energy'),
    select('behavior'),
    text('temperature', 50),
  ],
  symptoms: [
    check('vomiting'),
    check('diarrhea'),
    check('coughing'),
    check('sneezing'),
    check('limping'),
    check('scratching'),
    text('other', TEXT, true),
  ],
  behavioralChanges: [check('aggression'), check('lethargy'), check('hiding'), check('excessiveBarking'), text('other', TEXT, true)],
  eatingDrinking: [
    select('appetiteChange'),
    select('waterIntake'),
    select('lastMeal'),
    select('dietType'),
  ],
  physicalSymptoms: [text('swelling', TEXT, true), text('discharge', TEXT, true), text('wounds', TEXT, true), text('parasites', TEXT, true)],
  duration: [
    select('symptomsStarted'),
    select('frequency'),
    check('gettingWorse'),
  ],
  medicalHistory: [
    text('previousConditions', TEXT, true),
    text('currentMedications', TEXT, true),
    text('allergies', TEXT, true),
    text('lastVetVisit', 100),
    check('vaccinated'),
    { kind: 'date', name: 'vaccinationDate', when: 'vaccinated' },
  ],
};

export type FieldValue = string | boolean;
export type AnswersForm = Record<AnswerGroup, Record<string, FieldValue>>;

export interface QuestionnaireState {
  /** 0–6. */
  step: number;
  answers: AnswersForm;
}

export function emptyForm(): AnswersForm {
  return Object.fromEntries(QUESTIONNAIRE_STEP_GROUPS.map((g) => [g, {}])) as AnswersForm;
}

/** Reads a stored state back: only known fields with the right kind of value, the step within 0–6. */
export function sanitizeState(stored: unknown): QuestionnaireState {
  const state: QuestionnaireState = { step: 0, answers: emptyForm() };
  if (!stored || typeof stored !== 'object') return state;
  const { step, answers } = stored as { step?: unknown; answers?: unknown };
  if (typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < QUESTIONNAIRE_STEP_COUNT) state.step = step;
  if (!answers || typeof answers !== 'object') return state;
  for (const group of QUESTIONNAIRE_STEP_GROUPS) {
    const values = (answers as Record<string, unknown>)[group];
    if (!values || typeof values !== 'object') continue;
    for (const field of STEP_FIELDS[group]) {
      const value = (values as Record<string, unknown>)[field.name];
      const ok = field.kind === 'check' ? typeof value === 'boolean' : typeof value === 'string';
      if (ok) state.answers[group][field.name] = value as FieldValue;
    }
  }
  return state;
}

/** Form state as answers: unanswered fields ('' or unchecked) left out, empty groups left out. */
function answered(form: AnswersForm): Record<string, Record<string, FieldValue>> {
  const out: Record<string, Record<string, FieldValue>> = {};
  for (const group of QUESTIONNAIRE_STEP_GROUPS) {
    const values: Record<string, FieldValue> = {};
    for (const field of STEP_FIELDS[group]) {
      const value = form[group][field.name];
      if (field.kind === 'date' && form[group][field.when] !== true) continue;
      if (value === true || (typeof value === 'string' && value.trim() !== '')) values[field.name] = value;
    }
    if (Object.keys(values).length > 0) out[group] = values;
  }
  return out;
}

/**
 * The questionnaire form's schema (its react-hook-form resolver): the form state → the answers to send with the
 * booking as `{ answers }` (contracts questionnaireAnswersSchema on what was answered: trimmed, vaccination date
 * only when vaccinated; undefined when nothing was answered). A rule the form could not prevent (a malformed date) is an
 * issue at its field (`group.field`), so the screen can name its step.
 */
export const questionnaireFormSchema = z
  .custom<AnswersForm>((value) => typeof value === 'object' && value !== null)
  .transform((form, ctx): { answers: QuestionnaireAnswers | undefined } => {
    const raw = answered(form);
    if (Object.keys(raw).length === 0) return { answers: undefined };
    const parsed = questionnaireAnswersSchema.safeParse(raw);
    if (parsed.success) return { answers: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

/** The step (0-based) of a field path `group.field`; 0 when the group is unknown. */
export function stepOfField(path: string): number {
  return Math.max(QUESTIONNAIRE_STEP_GROUPS.indexOf(path.split('.')[0] as AnswerGroup), 0);
}

/** Percent complete at a step (0-based): step n of 7 → round(n / 7 × 100). */
export function percentComplete(step: number): number {
  return Math.round(((step + 1) / QUESTIONNAIRE_STEP_COUNT) * 100);
}
