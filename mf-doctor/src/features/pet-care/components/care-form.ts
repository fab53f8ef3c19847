import { completeAppointmentRequestSchema, type CompleteAppointmentData, type CompleteAppointmentRequest } from '@vetnow/contracts/appointment';
import { isValidIsoDate } from '@vetnow/domain/clinic-time';
import { isValidNextDue, visitCareSchema, type VisitCareData, type VisitCareRequest } from '@vetnow/contracts/pet-care';
import { vc } from '@vetnow/contracts/validation';
import { z } from '@vetnow/contracts/zod';

/**
 * The completion form's values as its inputs hold them (texts; '' is empty): the findings and the care given
 * (issue 38). `nextDueOn` '' means "none": the request sends null for it (the contract reads a missing date as
 * "the schedule's suggestion", which the form has already put in the field).
 */
export interface VaccinationRow {
  scheduleId: string;
  name: string;
  batchNumber: string;
  nextDueOn: string;
}
export interface TreatmentRow {
  kind: 'deworming' | 'tick-flea';
  scheduleId: string;
  name: string;
  nextDueOn: string;
}
export interface PrescriptionRow {
  medicine: string;
  dose: string;
  duration: string;
  notes: string;
}
export interface CareFormValues {
  weightKg: string;
  vaccinations: VaccinationRow[];
  treatments: TreatmentRow[];
  prescriptions: PrescriptionRow[];
}
export interface CompleteFormValues {
  diagnosis: string;
  recommendations: string;
  notes: string;
  care: CareFormValues;
}

export const emptyVaccination = (): VaccinationRow => ({ scheduleId: '', name: '', batchNumber: '', nextDueOn: '' });
export const emptyTreatment = (): TreatmentRow => ({ kind: 'deworming', scheduleId: '', name: '', nextDueOn: '' });
export const emptyPrescription = (): PrescriptionRow => ({ medicine: '', dose: '', duration: '', notes: '' });

export function completeFormDefaults(): CompleteFormValues {
  return { diagnosis: '', recommendations: '', notes: '', care: { weightKg: '', vaccinations: [], treatments: [], prescriptions: [] } };
}

/** An empty weight field is no weight (visitCareSchema's `weightKg.optional()` takes a missing value, not ''). */
const withoutEmptyWeight = (care: unknown) =>
  care && typeof care === 'object' && typeof (care as { weightKg?: unknown }).weightKg === 'string' && !(care as { weightKg: string }).weightKg.trim()
    ? { ...care, weightKg: undefined }
    : care;

/**
 * visitCareSchema, and every next-due date given after the visit and within five years (the server's
 * CARE_NEXT_DUE_INVALID, checked at the field before sending).
 */
export function visitCareFormSchema(visitDate: string) {
  return z.preprocess(withoutEmptyWeight, visitCareSchema).superRefine((care, ctx) => {
    const check = (list: readonly { nextDueOn?: string | null }[], name: 'vaccinations' | 'treatments') =>
      list.forEach((row, i) => {
        if (row.nextDueOn && isValidIsoDate(row.nextDueOn) && !isValidNextDue(row.nextDueOn, visitDate)) {
          ctx.addIssue({ code: 'custom', path: [name, i, 'nextDueOn'], message: vc('pet.nextDueInvalid') });
        }
      });
    check(care.vaccinations, 'vaccinations');
    check(care.treatments, 'treatments');
  });
}

/** The completion's schema with the care of a visit on `visitDate`, typed by the form's own values. */
export function completeFormSchema(visitDate: string): z.ZodType<CompleteAppointmentData & { care: VisitCareData }, CompleteFormValues> {
  // The contracts' input types are `unknown` where a field is preprocessed; the form's inputs are always texts.
  return completeAppointmentRequestSchema.extend({ care: visitCareFormSchema(visitDate) }) as unknown as z.ZodType<
    CompleteAppointmentData & { care: VisitCareData },
    CompleteFormValues
  >;
}

/** The `care` of the request, or undefined when nothing was recorded (a visit with findings only). */
export function careRequestOf(care: VisitCareData): VisitCareRequest | undefined {
  const empty = care.weightKg === undefined && care.vaccinations.length === 0 && care.treatments.length === 0 && care.prescriptions.length === 0;
  if (empty) return undefined;
  return {
    ...(care.weightKg === undefined ? {} : { weightKg: care.weightKg }),
    vaccinations: care.vaccinations.map(({ scheduleId, name, batchNumber, nextDueOn }) => ({
      ...(scheduleId ? { scheduleId } : {}),
      name,
      batchNumber,
      nextDueOn: nextDueOn ?? null,
    })),
    treatments: care.treatments.map(({ kind, scheduleId, name, nextDueOn }) => ({
      kind,
      ...(scheduleId ? { scheduleId } : {}),
      name,
      nextDueOn: nextDueOn ?? null,
    })),
    prescriptions: care.prescriptions.map(({ medicine, dose, duration, notes }) => ({ medicine, dose, duration, notes })),
  };
}

/** The complete request's body from the form's parsed values. */
export function completeRequestOf({ diagnosis, recommendations, notes, care }: CompleteAppointmentData & { care: VisitCareData }): CompleteAppointmentRequest {
  const given = careRequestOf(care);
  return { diagnosis: diagnosis || undefined, recommendations, notes: notes || undefined, ...(given ? { care: given } : {}) };
}
