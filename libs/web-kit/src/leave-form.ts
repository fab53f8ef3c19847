/** The leave form of the doctor's My Leave and the admin's doctor leave (one form, two screens). */
import { z } from '@vetnow/contracts/zod';
import { leaveCreateSchema } from '@vetnow/contracts/calendar';
import { vc } from '@vetnow/contracts/validation';
import { throughContract } from './through-contract';

export interface LeaveFormValues {
  fromDate: string;
  toDate: string;
  partOfDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
}

/**
 * The leave form: whole days from–to, or part of one date (from–to times); an optional reason. Part of a day
 * needs both times and sends toDate = fromDate; whole days send no times. Then the contracts' schema.
 */
export const leaveFormSchema = z
  .object({
    fromDate: z.string(),
    toDate: z.string(),
    partOfDay: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
    reason: z.string(),
  })
  .transform(
    throughContract(
      ({ partOfDay, fromDate, toDate, startTime, endTime, reason }: LeaveFormValues) =>
        partOfDay ? { fromDate, toDate: fromDate, startTime, endTime, reason } : { fromDate, toDate: toDate.trim() === '' ? fromDate : toDate, reason },
      leaveCreateSchema,
      (v) =>
        v.partOfDay
          ? (['startTime', 'endTime'] as const).filter((key) => v[key].trim() === '').map((path) => ({ path, message: vc('calendar.timeInvalid') }))
          : [],
    ),
  );

/** The checked request (times only for part of a day). */
export type LeaveRequest = z.output<typeof leaveCreateSchema>;

export const emptyLeaveForm = (): LeaveFormValues => ({ fromDate: '', toDate: '', partOfDay: false, startTime: '', endTime: '', reason: '' });

/** Where a refused leave's code belongs in the form. */
export const LEAVE_ERROR_FIELD: Readonly<Record<string, keyof LeaveFormValues>> = {
  DOCTOR_LEAVE_IN_PAST: 'fromDate',
  DOCTOR_LEAVE_OVERLAPS: 'fromDate',
  CLINIC_RANGE_REVERSED: 'toDate',
  CLINIC_END_BEFORE_START: 'endTime',
};
