import { z } from '@vetnow/contracts/zod';
import { closureCreateSchema } from '@vetnow/contracts/calendar';
import { vc } from '@vetnow/contracts/validation';
import { throughContract } from '@vetnow/web-kit/forms';

export interface ClosureFormValues {
  span: 'day' | 'part';
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
}

/** "Please enter a time" at each time left empty (part of the day needs both). */
function emptyTimes(v: { startTime: string; endTime: string }) {
  return (['startTime', 'endTime'] as const).filter((key) => v[key].trim() === '').map((path) => ({ path, message: vc('calendar.timeInvalid') }));
}

/**
 * The Close the clinic form: the request's fields plus "whole day or part of the day". A whole day sends no
 * times; part of the day needs both (an empty time there is not read as "whole day"); then the contracts' schema.
 */
export const closureFormSchema = z
  .object({
    span: z.enum(['day', 'part']),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    reason: z.string(),
  })
  .transform(
    throughContract(
      (v: ClosureFormValues) => ({ date: v.date, reason: v.reason, ...(v.span === 'part' ? { startTime: v.startTime, endTime: v.endTime } : {}) }),
      closureCreateSchema,
      (v) => (v.span === 'part' ? emptyTimes(v) : []),
    ),
  );

/** The checked request (times absent for a whole day). */
export type ClosureRequest = z.output<typeof closureCreateSchema>;

export const emptyClosureForm = (): ClosureFormValues => ({ span: 'day', date: '', startTime: '', endTime: '', reason: '' });

/** Where a refused closure's code belongs in the form. */
export const CLOSURE_ERROR_FIELD: Readonly<Record<string, keyof ClosureFormValues>> = {
  CLINIC_CLOSURE_IN_PAST: 'date',
  CLINIC_CLOSURE_OVERLAPS: 'date',
  CLINIC_END_BEFORE_START: 'endTime',
};
