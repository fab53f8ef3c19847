/** The booking wizard's values, its step rules (contracts schemas) and the draft it saves. */
import { bookingStep1Schema, bookingStep2Schema } from '@vetnow/contracts/appointment';
import { DEFAULT_PET_TYPE } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import type { WizardStep } from '../../../shared/booking-wizard/navigation';
import type { StoredDraft, WizardDraft } from '../../../shared/booking-wizard/wizard-store';

export const WIZARD_STEPS = ['selectTime', 'petInfo', 'confirm'] as const;
export type { WizardStep };

/**
 * The form state: inputs hold strings (age too, '' = not given). `petId`: the owner's saved pet the visit is for
 * (issue 38), '' for another pet (the booking saves it).
 */
export interface WizardValues {
  appointmentDate: string;
  timeSlot: string;
  petId: string;
  pet: { name: string; type: string; breed: string; age: string };
  reason: string;
}

export const EMPTY_VALUES: WizardValues = {
  appointmentDate: '',
  timeSlot: '',
  petId: '',
  pet: { name: '', type: DEFAULT_PET_TYPE, breed: '', age: '' },
  reason: '',
};

/** The wizard step of a `?step=` value (1-based in the address; step 1 has none). */
export function stepFromParam(param: string | null): WizardStep {
  if (param === '2') return 1;
  if (param === '3') return 2;
  return 0;
}

/** The `?step=` value of a wizard step ('' for the first). */
export function stepParam(step: WizardStep): string {
  return step === 0 ? '' : `?step=${step + 1}`;
}

/**
 * What the wizard keeps in bookingData while it is being filled in, so a reload keeps it: the values (age as
 * a number when it is one), and the questionnaire answers already given for this doctor's booking. The
 * Idempotency-Key and payment choice of an earlier draft are dropped: the values changed.
 */
export function wizardDraftOf(doctorId: string, values: WizardValues, previous: WizardDraft | null): WizardDraft {
  const age = values.pet.age.trim() === '' ? undefined : Number(values.pet.age);
  const keepAnswers = previous?.doctorId === doctorId && previous.diagnosisData !== undefined;
  return {
    doctorId,
    appointmentDate: values.appointmentDate,
    timeSlot: values.timeSlot,
    pet: {
      name: values.pet.name,
      type: values.pet.type,
      breed: values.pet.breed,
      ...(age !== undefined && Number.isFinite(age) && age >= 0 ? { age } : {}),
    },
    ...(values.petId ? { petId: values.petId } : {}),
    reason: values.reason,
    ...(keepAnswers ? { diagnosisData: previous.diagnosisData } : {}),
  };
}

/** The wizard values of a stored draft (a back navigation or a reload keeps what was entered). */
export function valuesFromDraft(draft: StoredDraft | WizardDraft): WizardValues {
  return {
    appointmentDate: draft.appointmentDate,
    timeSlot: draft.timeSlot,
    petId: draft.petId ?? '',
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
    ...(values.petId ? { petId: values.petId } : {}),
    ...(sameBooking && previous.diagnosisData ? { diagnosisData: previous.diagnosisData } : {}),
    idempotencyKey,
  };
}
