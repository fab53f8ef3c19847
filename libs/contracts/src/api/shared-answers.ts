/**
 * Pieces several route contracts share: the `{ success: true, … }` answer and the error codes of taking a doctor's
 * slot or adding a doctor's leave — written once so the routes that share a rule cannot drift apart.
 */
import { z } from '@vetnow/contracts/zod';
import type { ErrorCode } from '../errors/index.js';

/** An answer `{ success: true, ...shape }` (the legacy API's confirmation shape). */
export function successAnswer<S extends Readonly<Record<string, z.ZodType>>>(shape: S) {
  return z.object({ success: z.literal(true), ...shape });
}

/** Codes of taking a doctor's slot: booking, the desk's booking for a caller, holding and rescheduling. */
export const SLOT_ERRORS = [
  'BOOKING_DOCTOR_NOT_ACCEPTING',
  'BOOKING_SLOT_TAKEN',
  'BOOKING_SLOT_HELD',
  'BOOKING_SLOT_NOT_ON_GRID',
  'BOOKING_SLOT_OUTSIDE_HOURS',
  'BOOKING_DATE_BEYOND_HORIZON',
  'BOOKING_CLINIC_CLOSED',
  'BOOKING_DOCTOR_ON_LEAVE',
] as const satisfies readonly ErrorCode[];

/** Codes of adding a doctor's leave, by the doctor or by the admin. */
export const LEAVE_ERRORS = [
  'DOCTOR_NOT_FOUND',
  'CLINIC_RANGE_REVERSED',
  'CLINIC_END_BEFORE_START',
  'DOCTOR_LEAVE_IN_PAST',
  'DOCTOR_LEAVE_OVERLAPS',
] as const satisfies readonly ErrorCode[];
