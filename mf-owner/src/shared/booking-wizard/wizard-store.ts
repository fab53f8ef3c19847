/**
 * The booking wizard's state (booking → questionnaire → payment → confirmation), held in memory: one module
 * instance for every exposed screen of this remote (they share the container's module registry), so the
 * screens hand the draft to each other through this store, not through sessionStorage. sessionStorage only
 * keeps a copy for reloads (spec §3, §4): every change is written to it, and it is read once, when the store is
 * first used on a page.
 *
 * What is kept (under the spec's keys):
 * - `bookingData` (STORAGE_KEYS.bookingData): the booking draft. While the wizard is being filled in it holds
 *   what was entered so far (possibly incomplete: readDraft() reads only a complete draft, readWizardDraft()
 *   any); the wizard's final button saves the complete draft; the questionnaire adds `diagnosisData`, the
 *   payment screen `paymentMethod` / `paymentData`. It also keeps `idempotencyKey`: the Idempotency-Key of
 *   POST /appointments/book, so a retried click never books twice.
 * - `diagnosisAnswers` (QUESTIONNAIRE_ANSWERS_KEY, our name — contracts names none): the questionnaire's form
 *   state and step while it is being filled in.
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

function readStored(key: string): unknown {
  try {
    const text = session()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function persist(key: string, value: unknown): void {
  try {
    if (value === undefined) session()?.removeItem(key);
    else session()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the wizard still works within this page (the memory is the source)
  }
}

const KEYS = {
  draft: STORAGE_KEYS.bookingData,
  answers: QUESTIONNAIRE_ANSWERS_KEY,
  confirmed: STORAGE_KEYS.confirmedAppointment,
} as const;
type Slot = keyof typeof KEYS;

/** The wizard's state as last written; each value as stored (validated when read). */
export type WizardState = Readonly<Record<Slot, unknown>>;

let memory: WizardState | null = null;
const listeners = new Set<() => void>();

/** The state; on first use, what sessionStorage kept from before a reload. */
export function wizardState(): WizardState {
  memory ??= { draft: readStored(KEYS.draft), answers: readStored(KEYS.answers), confirmed: readStored(KEYS.confirmed) };
  return memory;
}

function set(slot: Slot, value: unknown): void {
  memory = { ...wizardState(), [slot]: value };
  persist(KEYS[slot], value);
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change (for useSyncExternalStore). */
export function subscribeWizard(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets the in-memory state so the next read takes sessionStorage again, as a fresh page would. For tests
 * (which set sessionStorage up between cases) — the app never needs it.
 */
export function resetWizardStore(): void {
  memory = null;
}

const readJson = (slot: Slot): unknown => wizardState()[slot];

/** The stored draft, or null when there is none or it is not a valid draft. */
export function readDraft(): StoredDraft | null {
  const parsed = storedDraftSchema.safeParse(readJson('draft'));
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
  /** The owner's saved pet (issue 38); absent: another pet. */
  petId?: string;
  reason: string;
  diagnosisData?: unknown;
}

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

export function readWizardDraft(): WizardDraft | null {
  const raw = readJson('draft');
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = idSchema.safeParse(r['doctorId']);
  if (!id.success) return null;
  const pet = (r['pet'] && typeof r['pet'] === 'object' ? r['pet'] : {}) as Record<string, unknown>;
  const age = pet['age'];
  const petId = idSchema.safeParse(r['petId']);
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
    ...(petId.success ? { petId: petId.data } : {}),
    reason: text(r['reason']),
    ...(r['diagnosisData'] !== undefined ? { diagnosisData: r['diagnosisData'] } : {}),
  };
}

/** Saves what the wizard entered so far (replacing any draft: the later screens need it completed again). */
export function writeWizardDraft(draft: WizardDraft): void {
  set('draft', draft);
}

export function writeDraft(draft: StoredDraft): void {
  set('draft', draft);
}

export function clearDraft(): void {
  set('draft', undefined);
}

/** The questionnaire's saved form state (validated by the questionnaire feature). */
export function readAnswersState(): unknown {
  return readJson('answers');
}

export function writeAnswersState(state: unknown): void {
  set('answers', state);
}

export function clearAnswersState(): void {
  set('answers', undefined);
}

/**
 * The confirmed appointment as /confirmation reads it: the record id is required, everything else may be
 * missing (the screen shows its defaults).
 */
const confirmedSchema = appointmentSchema.partial().required({ _id: true });
export type ConfirmedAppointment = Partial<Appointment> & Pick<Appointment, '_id'>;

export function readConfirmedAppointment(): ConfirmedAppointment | null {
  const parsed = confirmedSchema.safeParse(readJson('confirmed'));
  return parsed.success ? parsed.data : null;
}

export function writeConfirmedAppointment(appointment: Appointment): void {
  set('confirmed', appointment);
}

/** After a successful booking (spec §4): the draft and the answers go, the confirmed appointment stays. */
export function completeBooking(appointment: Appointment): void {
  clearDraft();
  clearAnswersState();
  writeConfirmedAppointment(appointment);
}
