/**
 * Business constants and option lists of the product (spec §1, §3, §4, §5, §9).
 * Services and frontends import these instead of repeating literals.
 */
import { formatSlotLabel } from '@vetnow/domain/clinic-time';

// ---- Place, money, clinic ----------------------------------------------------------------------------------

/** The only service area: registration address location and clinic location are fixed to it. */
export const SERVICE_LOCATION = 'Battaramulla' as const;
export const SERVICE_COUNTRY = 'Sri Lanka' as const;
/** Locations offered by the doctor filter (spec §9). */
export const LOCATIONS = ['Battaramulla', 'Colombo', 'Nugegoda', 'Dehiwala', 'Rajagiriya', 'Malabe'] as const;
export type Location = (typeof LOCATIONS)[number];

export const CURRENCY = 'LKR' as const;

/** Clinic opening hours shown on the landing page (spec §1); emergency care is 24/7. */
/** The clinic's 24/7 emergency line (landing contact card, urgent-triage notices). */
export const CLINIC_EMERGENCY_PHONE = '+94 11 286 4500';

export const CLINIC_HOURS = { open: '08:00', close: '18:00', label: '8:00 AM - 6:00 PM', emergency: '24/7' } as const;

/** Landing page statistics (spec §1). */
export const STATISTICS = [
  { key: 'happyPets', value: '2,500+', label: 'Happy Pets' },
  { key: 'satisfaction', value: '98%', label: 'Satisfaction' },
  { key: 'emergency', value: '24/7', label: 'Emergency Care' },
  { key: 'vets', value: '15+', label: 'Expert Vets' },
] as const;

/** Arrival advice: the payment page says 15 minutes, the confirmation page 10 (spec §9 shows both). */
export const ARRIVE_EARLY_MINUTES = { payment: 15, confirmation: 10 } as const;
/** Cancellation terms text: cancel at least this many hours in advance (spec §9). */
export const CANCELLATION_NOTICE_HOURS = 24;

// ---- Doctors ------------------------------------------------------------------------------------------------

export const SPECIALIZATIONS = [
  'General Veterinary',
  'Surgery',
  'Dentistry',
  'Dermatology',
  'Internal Medicine',
  'Emergency Care',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];
export const DEFAULT_SPECIALIZATION: Specialization = 'General Veterinary';

export const SLOT_DURATIONS = [15, 30, 45, 60] as const;
export type SlotDuration = (typeof SLOT_DURATIONS)[number];
export const DEFAULT_SLOT_DURATION: SlotDuration = 30;
export const DEFAULT_WORKING_HOURS = { startTime: '09:00', endTime: '17:00' } as const;

/** Filter time options: every 30 minutes from 09:00 AM to 05:30 PM (18 options). */
export const FILTER_TIMES = Array.from({ length: 18 }, (_, i) => formatSlotLabel(9 * 60 + i * 30)) as readonly string[];

// ---- Pets and appointments ----------------------------------------------------------------------------------

export const PET_TYPES = ['Dog', 'Cat', 'Rabbit', 'Bird', 'Other'] as const;
export type PetType = (typeof PET_TYPES)[number];
export const DEFAULT_PET_TYPE: PetType = 'Dog';

/**
 * scheduled → completed | cancelled | needs-rescheduling; needs-rescheduling → scheduled (rescheduled) | cancelled.
 * A reschedule keeps a scheduled appointment scheduled. needs-rescheduling: a closure or the doctor's leave now covers
 * the visit; it keeps its slot and payment until the owner picks a new slot (docs/appointment-states.md).
 */
export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'needs-rescheduling'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Filters of the My Appointments screen. */
export const APPOINTMENT_FILTERS = ['all', 'upcoming', 'past', 'scheduled', 'completed', 'cancelled'] as const;
export type AppointmentFilter = (typeof APPOINTMENT_FILTERS)[number];

export const PAYMENT_METHODS = ['card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `pending` (cash until paid at the clinic, or card until the charge is recorded), `completed` (Paid), `failed`. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Refund policy (issue 35 §4): an owner who cancels a paid card appointment at least this many hours before the
 * visit is refunded in full; later, nothing is refunded (the owner is shown this before confirming). The clinic's
 * cancellations always refund. svc-payments reads REFUND_CUTOFF_HOURS (this default); keep them equal.
 */
export const DEFAULT_REFUND_CUTOFF_HOURS = 24;

// The triage's levels (@vetnow/domain/triage), as the wire carries them.
export { URGENCY_LEVELS, type UrgencyLevel } from '@vetnow/domain/triage';

export const DEFAULT_REASON = 'General consultation';

// ---- Questionnaire option lists (spec §9) -------------------------------------------------------------------

// The answer vocabulary belongs to the triage rules (@vetnow/domain); the wire accepts exactly these values.
export {
  APPETITE_OPTIONS,
  ENERGY_OPTIONS,
  BEHAVIOR_OPTIONS,
  APPETITE_CHANGE_OPTIONS,
  WATER_INTAKE_OPTIONS,
  LAST_MEAL_OPTIONS,
  DIET_TYPE_OPTIONS,
  SYMPTOMS_STARTED_OPTIONS,
  FREQUENCY_OPTIONS,
  QUESTIONNAIRE_OPTION_LISTS,
} from '@vetnow/domain/questionnaire';

/** Questionnaire steps in order (spec §2); the answer group each step fills is in QUESTIONNAIRE_STEP_GROUPS. */
export const QUESTIONNAIRE_STEPS = [
  'General Health',
  'Symptoms',
  'Behavioral Changes',
  'Eating & Drinking',
  'Physical Symptoms',
  'Duration',
  'Medical History',
] as const;
export const QUESTIONNAIRE_STEP_GROUPS = [
  'generalHealth',
  'symptoms',
  'behavioralChanges',
  'eatingDrinking',
  'physicalSymptoms',
  'duration',
  'medicalHistory',
] as const;
export const QUESTIONNAIRE_STEP_COUNT = QUESTIONNAIRE_STEPS.length;

// ---- Accounts -----------------------------------------------------------------------------------------------

export const USER_TYPES = ['user', 'doctor'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Roles the login form offers (spec §2 /login): Pet Owner (user), Veterinarian (doctor), Admin, and Front Desk (staff, issue 39). */
export const LOGIN_ROLES = ['user', 'doctor', 'admin', 'staff'] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Issue 10 (ASVS V6) supersedes the spec's 6; demo accounts keep their demo passwords (seeded, not validated). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a password hash cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_NUMBER_MAX_LENGTH = 30;
export const ADDRESS_FIELD_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 1000;
export const LONG_TEXT_MAX_LENGTH = 4000;

// ---- Cards --------------------------------------------------------------------------------------------------

export const CARD_NUMBER_MAX_CHARS = 19;
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;

// ---- Frontend behaviour -------------------------------------------------------------------------------------

export const HTTP_TIMEOUT_MS = 10_000;
/** Toast durations (ms); loading toasts stay until dismissed. At most TOAST_LIMIT at once; position top-center. */
export const TOAST_DURATIONS = { default: 4000, error: 4000, success: 2000, loading: Infinity } as const;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-center' as const;

export const STORAGE_KEYS = {
  /** localStorage */
  token: 'token',
  /** localStorage */
  userType: 'userType',
  /** sessionStorage: the booking draft, then answers and payment choice added on the way. */
  bookingData: 'bookingData',
  /** sessionStorage: the appointment just booked, read by /confirmation (key name not given by the spec). */
  confirmedAppointment: 'confirmedAppointment',
} as const;

export const TESTIMONIAL_ROTATION_MS = 5000;
export const RECENT_APPOINTMENTS_COUNT = 3;
export const DOCTOR_UPCOMING_COUNT = 5;
export const CARD_QUALIFICATIONS_COUNT = 2;
/** Appointment id fallback shown on cards: last N characters of the record id. */
export const APPOINTMENT_ID_FALLBACK_CHARS = 8;
/** "Member since 2024" on the profile screen. */
export const MEMBER_SINCE_YEAR = 2024;
