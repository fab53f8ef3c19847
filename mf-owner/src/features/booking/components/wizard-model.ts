/** The booking wizard's values, its step rules (contracts schemas) and the draft it saves. */
import { bookingStep1Schema, bookingStep2Schema } from '@vetnow/contracts/appointment';
import { DEFAULT_PET_TYPE } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import type { StoredDraft } from '../api/booking-storage';

export const WIZARD_STEPS = ['selectTime', 'petInfo', 'confirm'] as const;
export type WizardStep = 0 | 1 | 2;

/** The form state: inputs hold strings (age too, '' = not given). */
export interface WizardValues {
  appointmentDate: string;
  timeSlot: string;
  pet: { name: string; type: string; breed: string; age: string };
  reason: string;
}

export const EMPTY_VALUES: WizardValues = {
  appointmentDate: '',
  timeSlot: '',
  pet: { name: '', type: DEFAULT_PET_TYPE, breed: '', age: '' },
  reason: '',
};

/** The wizard values of a stored draft (a back navigation keeps what was entered). */
export function valuesFromDraft(draft: StoredDraft): WizardValues {
  return {
    appointmentDate: draft.appointmentDate,
    timeSlot: draft.timeSlot,
    pet: {
      name: draft.pet.name,
      type: draft.pet.type,
      breed: draft.pet.breed,
      age: draft.pet.age === undefined ? '' : String(draft.pet.age),
    },
    reason: draft.reason,
  };
}

/** Step 1 rules: a date from tomorrow (clinic time) and a slot. */
export function step1Valid(values: WizardValues, now: () => Date): boolean {
  return bookingStep1Schema(now).safeParse({ appointmentDate: values.appointmentDate, timeSlot: values.timeSlot }).success;
}

/** Step 2 rules as field → message (contracts messages); empty when the step is complete. */
export function step2Errors(values: WizardValues): Record<string, string> {
  const parsed = bookingStep2Schema.safeParse({ pet: values.pet, reason: values.reason });
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The draft the final button stores: the wizard's values (validated by the contracts schemas), the doctor
 * details the later screens show, and a fresh Idempotency-Key. Answers already given for this doctor's
 * booking are kept. Null when a step is incomplete.
 */
export function draftFromValues(
  doctor: Pick<Doctor, '_id' | 'fullName' | 'specialization' | 'consultationFee'>,
  values: WizardValues,
  previous: StoredDraft | null,
  idempotencyKey: string,
  now: () => Date,
): StoredDraft | null {
  const step1 = bookingStep1Schema(now).safeParse({ appointmentDate: values.appointmentDate, timeSlot: values.timeSlot });
  const step2 = bookingStep2Schema.safeParse({ pet: values.pet, reason: values.reason });
  if (!step1.success || !step2.success) return null;
  const sameBooking = previous?.doctorId === doctor._id;
  return {
    doctorId: doctor._id,
    doctor: { fullName: doctor.fullName, specialization: doctor.specialization, consultationFee: doctor.consultationFee },
    ...step1.data,
    ...step2.data,
    ...(sameBooking && previous.diagnosisData ? { diagnosisData: previous.diagnosisData } : {}),
    idempotencyKey,
  };
}
