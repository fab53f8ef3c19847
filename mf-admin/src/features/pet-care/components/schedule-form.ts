import { careScheduleUpdateSchema, type CareSchedule, type CareScheduleUpdate } from '@vetnow/contracts/pet-care';
import { vc } from '@vetnow/contracts/validation';
import { z } from '@vetnow/contracts/zod';

/** The schedule editor's values as its inputs hold them (numbers as texts; the last stage's age limit unused). */
export interface ScheduleFormValues {
  name: string;
  firstDoseAgeWeeks: string;
  stages: { untilAgeWeeks: string; intervalDays: string }[];
  notes: string;
  active: boolean;
}

export const MAX_STAGES = 6;

export function formValuesOf(schedule: CareSchedule): ScheduleFormValues {
  return {
    name: schedule.name,
    firstDoseAgeWeeks: String(schedule.firstDoseAgeWeeks),
    stages: schedule.stages.map((s) => ({ untilAgeWeeks: s.untilAgeWeeks === null ? '' : String(s.untilAgeWeeks), intervalDays: String(s.intervalDays) })),
    notes: schedule.notes,
    active: schedule.active,
  };
}

/** A whole number typed in a field, or NaN (the contract's number checks refuse it with their message). */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The PUT /admin/care-schedules/:id body: every field, the last stage without an age limit. */
export function updateOf(values: ScheduleFormValues): CareScheduleUpdate {
  return {
    name: values.name,
    firstDoseAgeWeeks: numberOf(values.firstDoseAgeWeeks),
    stages: values.stages.map((s, i) => ({
      untilAgeWeeks: i === values.stages.length - 1 ? null : numberOf(s.untilAgeWeeks),
      intervalDays: numberOf(s.intervalDays),
    })),
    notes: values.notes,
    active: values.active,
  };
}

const wholeIn = (min: number, max: number) => (text: string) => {
  const n = numberOf(text);
  return n >= min && n <= max;
};

/**
 * The form's values → the request body, checked with careScheduleUpdateSchema. Each field is checked first with
 * the contract's own message (so every faulty field shows at once, an age limit with the stages message); the
 * contract then checks the stages as a whole (age limits increasing), shown under the stages.
 */
export const scheduleFormSchema = z
  .object({
    name: careScheduleUpdateSchema.shape.name.unwrap(),
    firstDoseAgeWeeks: z.string().refine(wholeIn(0, 520), vc('pet.intervalInvalid')),
    stages: z.array(z.object({ untilAgeWeeks: z.string(), intervalDays: z.string().refine(wholeIn(1, 1825), vc('pet.intervalInvalid')) })),
    notes: careScheduleUpdateSchema.shape.notes.unwrap(),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    values.stages.forEach((s, i) => {
      if (i < values.stages.length - 1 && !wholeIn(1, 520)(s.untilAgeWeeks)) {
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'untilAgeWeeks'], message: vc('pet.stagesInvalid') });
      }
    });
  })
  .transform(updateOf)
  .pipe(careScheduleUpdateSchema);
