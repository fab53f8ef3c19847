/**
 * What the booking flow keeps in sessionStorage between its four screens (spec §3, §4):
 * - `bookingData` (STORAGE_KEYS.bookingData): the booking draft. While the wizard is being filled in it holds
 *   what was entered so far (possibly incomplete: readDraft() reads only a complete draft, readWizardDraft()
 *   any), so a reload keeps it; the wizard's final button saves the complete draft; the questionnaire adds
 *   `diagnosisData`, the payment screen `paymentMethod` / `paymentData`. We also keep `idempotencyKey` in it:
 *   the Idempotency-Key of POST /appointments/book, so a retried click never books twice.
 * - `diagnosisAnswers` (QUESTIONNAIRE_ANSWERS_KEY, our name — contracts names none): the questionnaire's form
 *   state and step while it is being filled in, so a reload keeps them.
 * - `confirmedAppointment` (STORAGE_KEYS.confirmedAppointment): the appointment just booked, for /confirmation.
 * Everything read back is validated; anything broken reads as missing.
 */
import { appointmentSchema, bookingDraftSchema, type Appointment, type BookingDraft } from '@vetnow/contracts/appointment';
import { idSchema } from '@vetnow/contracts/common';
import { DEFAULT_PET_TYPE, STORAGE_KEYS } from '@vetnow/contracts/constants';

export const QUESTIONNAIRE_ANSWERS_KEY = 'diagnosisAnswers';

const storedDraftSchema = bookingDraftSchema.extend({ idempotencyKey: idSchema.optional() });

/** The booking draft plus the Idempotency-Key of its book request. */
export type StoredDraft = BookingDraft & { idempotencyKey?: string };

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  const text = session()?.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the flow still works within this page
  }
}

function remove(key: string): void {
  session()?.removeItem(key);
}

/** The stored draft, or null when there is none or it is not a valid draft. */
export function readDraft(): StoredDraft | null {
  const parsed = storedDraftSchema.safeParse(readJson(STORAGE_KEYS.bookingData));
  return parsed.success ? parsed.data : null;
}

/**
 * What the wizard entered so far for a doctor, read leniently (any field may be missing or empty; a broken
 * field reads as empty). Null when there is no stored draft with a doctor id.
 */
export interface WizardDraft {
  doctorId: string;
  appointmentDate: string;
  timeSlot: string;
  pet: { name: string; type: string; breed: string; age?: number };
  reason: string;
  diagnosisData?: unknown;
}

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export function readWizardDraft(): WizardDraft | null {
  const raw = readJson(STORAGE_KEYS.bookingData);
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = idSchema.safeParse(r['doctorId']);
  if (!id.success) return null;
  const pet = (r['pet'] && typeof r['pet'] === 'object' ? r['pet'] : {}) as Record<string, unknown>;
  const age = pet['age'];
  return {
    doctorId: id.data,
    appointmentDate: text(r['appointmentDate']),
    timeSlot: text(r['timeSlot']),
    pet: {
      name: text(pet['name']),
      type: text(pet['type'], DEFAULT_PET_TYPE) || DEFAULT_PET_TYPE,
      breed: text(pet['breed']),
      ...(typeof age === 'number' && Number.isFinite(age) && age >= 0 ? { age } : {}),
    },
    reason: text(r['reason']),
    ...(r['diagnosisData'] !== undefined ? { diagnosisData: r['diagnosisData'] } : {}),
  };
}

/** Saves what the wizard entered so far (replacing any draft: the later screens need it completed again). */
export function writeWizardDraft(draft: WizardDraft): void {
  writeJson(STORAGE_KEYS.bookingData, draft);
}

export function writeDraft(draft: StoredDraft): void {
  writeJson(STORAGE_KEYS.bookingData, draft);
}

export function clearDraft(): void {
  remove(STORAGE_KEYS.bookingData);
}

/** The questionnaire's saved form state (validated by the questionnaire feature). */
export function readAnswersState(): unknown {
  return readJson(QUESTIONNAIRE_ANSWERS_KEY);
}

export function writeAnswersState(state: unknown): void {
  writeJson(QUESTIONNAIRE_ANSWERS_KEY, state);
}

export function clearAnswersState(): void {
  remove(QUESTIONNAIRE_ANSWERS_KEY);
}

/**
 * The confirmed appointment as /confirmation reads it: the record id is required, everything else may be
 * missing (the screen shows its defaults).
 */
const confirmedSchema = appointmentSchema.partial().required({ _id: true });
export type ConfirmedAppointment = Partial<Appointment> & Pick<Appointment, '_id'>;

export function readConfirmedAppointment(): ConfirmedAppointment | null {
  const parsed = confirmedSchema.safeParse(readJson(STORAGE_KEYS.confirmedAppointment));
  return parsed.success ? parsed.data : null;
}

export function writeConfirmedAppointment(appointment: Appointment): void {
  writeJson(STORAGE_KEYS.confirmedAppointment, appointment);
}

/** After a successful booking (spec §4): the draft and the answers go, the confirmed appointment stays. */
export function completeBooking(appointment: Appointment): void {
  clearDraft();
  clearAnswersState();
  writeConfirmedAppointment(appointment);
}
