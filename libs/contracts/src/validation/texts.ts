/**
 * The English texts of the validation codes (ADR 0075): `<group>.<key>` → the text the server answers. The
 * contracts' schemas carry only the codes (`vc('registration.usernameMin')`, ./codes.ts), so the browser bundles
 * hold no English; the services turn a code into this text in their answers (service-kit error-messages.ts) and
 * the frontends translate the code (`validation.<code>` in the kit's catalogues, whose English
 * validation.en.json equals this table — web-kit validation-catalogue.spec.ts). Server-side only:
 * `@vetnow/contracts/validation-texts`, which lint refuses in browser code (tools/lint/boundaries.js).
 * Texts that are also an error code's answer are taken from the error catalogue, so they are written once.
 */
import { HOLIDAY_NAME_MAX_LENGTH, REASON_MAX_LENGTH } from '../calendar-limits.js';
import { AUTH_ERRORS, BOOKING_ERRORS, CLINIC_ERRORS, PAYMENTS_ERRORS } from '../errors/index.js';

/**
 * Password rules (issue 10, ASVS V6; supersede the spec's minimum of 6): at least 8 characters, not one of the
 * 10,000 most common passwords, not the account's email or username. Shown by the register, change-password
 * and doctor forms and answered by svc-auth.
 */
export const PASSWORD_MESSAGES = {
  min: 'Password must be at least 8 characters',
  common: AUTH_ERRORS.AUTH_PASSWORD_TOO_COMMON.message,
  sameAsIdentifier: AUTH_ERRORS.AUTH_PASSWORD_SAME_AS_IDENTIFIER.message,
  // password change (not in spec)
  currentRequired: 'Current password is required',
  currentWrong: AUTH_ERRORS.AUTH_CURRENT_PASSWORD_WRONG.message,
} as const;

/** Registration form (spec §5, checked on submit). */
export const REGISTRATION_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: PASSWORD_MESSAGES.min,
  passwordsMismatch: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  contactNumberRequired: 'Contact number is required',
  // not in spec
  usernameMax: 'Username must be at most 30 characters',
  usernameChars: 'Username may contain only letters, numbers, dots, underscores and hyphens',
  passwordMax: 'Password must be at most 128 characters',
  confirmPasswordRequired: 'Please confirm your password',
  locationFixed: 'Service is only available in Battaramulla',
  fieldTooLong: 'This field is too long',
} as const;

/** Login form (spec §5: identifier and password are required; texts not in spec). */
export const LOGIN_MESSAGES = {
  identifierRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
  roleInvalid: 'Please choose Pet Owner, Veterinarian, Admin or Front Desk',
  /** Server answer for a wrong identifier or password (never says which one). */
  invalidCredentials: AUTH_ERRORS.AUTH_INVALID_CREDENTIALS.message,
  /** Server answer for a deactivated doctor account. */
  accountInactive: AUTH_ERRORS.AUTH_ACCOUNT_INACTIVE.message,
} as const;

/** Contact numbers (registration, profiles, doctor forms; not in spec: the spec only requires one). */
export const PHONE_MESSAGES = {
  invalid: 'Please enter a valid Sri Lankan phone number',
} as const;

/** Booking wizard and book request (spec §5 rules; texts not in spec). */
export const BOOKING_MESSAGES = {
  dateRequired: 'Please select a date',
  dateInvalid: 'Please select a valid date',
  dateTooEarly: 'Appointments can be booked from tomorrow onwards',
  timeSlotRequired: 'Please select a time slot',
  timeSlotInvalid: 'Please select a valid time slot',
  petNameRequired: 'Pet name is required',
  petTypeInvalid: 'Please choose Dog, Cat, Rabbit, Bird or Other',
  ageInvalid: 'Age must be a number of 0 or more',
  reasonRequired: 'Reason for visit is required',
  doctorRequired: 'Please choose a doctor',
  paymentMethodRequired: 'Please choose a payment method',
  slotTaken: 'This time slot is no longer available. Please select another time.',
  doctorUnavailable: 'This doctor is not available for booking',
  slotOutsideHours: BOOKING_ERRORS.BOOKING_SLOT_OUTSIDE_HOURS.message,
  cannotCancel: BOOKING_ERRORS.APPOINTMENT_CANNOT_CANCEL.message,
  cannotComplete: BOOKING_ERRORS.APPOINTMENT_CANNOT_COMPLETE.message,
  appointmentNotFound: BOOKING_ERRORS.APPOINTMENT_NOT_FOUND.message,
  textTooLong: 'This text is too long',
  // Cash at the desk (issue 35): the doctor's or the admin's Mark as paid form.
  cashAmountInvalid: 'Please enter the amount received in LKR',
  cashAmountPositive: 'The amount must be more than 0',
  cashAmountDecimals: 'The amount can have at most 2 decimal places',
  cashAmountMax: 'The amount can be at most LKR 1,000,000',
  receiptNumberRequired: 'Receipt number is required',
  receiptNumberTooLong: 'Receipt number must be at most 40 characters',
  receiptNumberChars: 'Receipt number may contain only letters, numbers, spaces, hyphens and slashes',
} as const;

/** Card form (spec §5). */
export const CARD_MESSAGES = {
  cardNumberInvalid: 'Please enter a valid card number',
  expiryFormat: 'Please enter expiry date as MM/YY',
  expired: 'Card has expired',
  cvvRequired: 'Please enter CVV',
  cardholderRequired: 'Please enter cardholder name',
  selectCard: 'Please select a card',
  // spec §8: card form failure shown in the form
  paymentFailed: PAYMENTS_ERRORS.PAYMENT_FAILED.message,
  // not in spec (server-side save-card checks)
  cardDetailsMismatch: PAYMENTS_ERRORS.CARD_DETAILS_MISMATCH.message,
  cardNotFound: PAYMENTS_ERRORS.CARD_NOT_FOUND.message,
} as const;

/** Admin doctor form (spec §5 rules; texts not in spec). */
export const DOCTOR_FORM_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: PASSWORD_MESSAGES.min,
  contactNumberRequired: 'Contact number is required',
  experienceInvalid: 'Experience must be a number of 0 or more',
  consultationFeeInvalid: 'Consultation fee must be a number of 0 or more',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  timeInvalid: 'Please enter a time as HH:MM',
  endTimeAfterStart: CLINIC_ERRORS.CLINIC_END_BEFORE_START.message,
  specializationInvalid: 'Please choose a specialization from the list',
  slotDurationInvalid: 'Slot duration must be 15, 30, 45 or 60 minutes',
  locationFixed: 'Clinic location must be Battaramulla',
  qualificationsInvalid: 'Qualifications must be a comma-separated list',
  isActiveRequired: 'Please choose active or inactive',
  doctorNotFound: CLINIC_ERRORS.DOCTOR_NOT_FOUND.message,
  emailTaken: CLINIC_ERRORS.DOCTOR_EMAIL_TAKEN.message,
  fieldTooLong: 'This field is too long',
} as const;

/** Doctor search filters (texts not in spec). */
export const FILTER_MESSAGES = {
  locationInvalid: 'Please choose a location from the list',
  specializationInvalid: 'Please choose a specialization from the list',
  timeInvalid: 'Please choose a time from the list',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
} as const;

export const CALENDAR_MESSAGES = {
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  timeInvalid: DOCTOR_FORM_MESSAGES.timeInvalid,
  endTimeAfterStart: DOCTOR_FORM_MESSAGES.endTimeAfterStart,
  bothTimesOrNone: 'Give both a start and an end time, or neither for the whole day',
  rangeReversed: CLINIC_ERRORS.CLINIC_RANGE_REVERSED.message,
  rangeTooLong: CLINIC_ERRORS.CLINIC_RANGE_TOO_LONG.message,
  reasonRequired: 'Please enter a reason',
  reasonTooLong: `The reason may be at most ${REASON_MAX_LENGTH} characters`,
  nameRequired: 'Please enter the holiday name',
  nameTooLong: `The name may be at most ${HOLIDAY_NAME_MAX_LENGTH} characters`,
  yearInvalid: 'Please enter a year between 2000 and 2100',
  holidayUpdateEmpty: 'Change the name or the date, or confirm the holiday',
  partDayNeedsOneDate: 'Leave for part of a day must start and end on the same date',
  doctorIdInvalid: 'Invalid doctor ID',
} as const;

/** The messages with the default limits (what the wizard shows). */
export const BOOKING_LIMIT_MESSAGES = {
  tooManyActive: BOOKING_ERRORS.BOOKING_TOO_MANY_ACTIVE.message,
  dateTooFar: BOOKING_ERRORS.BOOKING_DATE_BEYOND_HORIZON.message,
} as const;

/** The admin's refund by hand (POST /payments/refunds, issue 35 §4). */
export const REFUND_MESSAGES = {
  amountRequired: 'Enter the amount to refund',
  amountPositive: 'Enter an amount above zero',
  amountDecimals: 'Use at most two decimals',
  reasonRequired: 'Enter a reason',
  reasonTooLong: 'The reason is too long',
} as const;

export const PET_MESSAGES = {
  nameRequired: 'Pet name is required',
  speciesInvalid: 'Please choose Dog, Cat, Rabbit, Bird or Other',
  sexInvalid: 'Please choose male, female or unknown',
  dateOfBirthInvalid: 'Please enter a date of birth that is not in the future',
  estimatedAgeInvalid: 'Estimated age must be a number of years from 0 to 40',
  birthBoth: 'Give either a date of birth or an estimated age, not both',
  microchipInvalid: 'A microchip number has 9 to 15 digits',
  weightInvalid: 'Weight must be a number of kilograms above 0 and up to 200',
  dateInvalid: 'Please enter a valid date',
  recordedInFuture: 'A weight cannot be recorded for a future date',
  vaccineRequired: 'Vaccine name is required',
  treatmentRequired: 'Product name is required',
  nextDueInvalid: BOOKING_ERRORS.CARE_NEXT_DUE_INVALID.message,
  medicineRequired: 'Medicine is required',
  doseRequired: 'Dose is required',
  durationRequired: 'Duration is required',
  intervalInvalid: 'Each interval must be a whole number of days from 1 to 1825',
  stagesInvalid: 'A schedule has 1 to 6 stages; only the last one has no age limit, and the age limits increase',
  monthInvalid: 'Please enter a month as YYYY-MM',
  textTooLong: 'This text is too long',
} as const;

export const DESK_MESSAGES = {
  fullNameRequired: 'Full name is required',
  contactRequired: 'Contact number is required',
  contactTooLong: 'Contact number is too long',
  emailInvalid: 'Please enter a valid email address',
  petNameRequired: 'Pet name is required',
  petTypeInvalid: 'Please choose Dog, Cat, Rabbit, Bird or Other',
  reasonRequired: 'Reason for visit is required',
  textTooLong: 'This text is too long',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  statusInvalid: 'Please choose a valid status',
} as const;

export const CALLER_MESSAGES = {
  searchTooShort: 'Enter at least 2 characters to search',
  searchTooLong: 'This search is too long',
  mobileRequired: 'A Sri Lankan mobile number is required (07X XXX XXXX)',
  tokenRequired: 'The link is incomplete: open it again from the SMS',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  paymentChoiceInvalid: 'Please choose pay at the clinic or send a payment link',
} as const;

export const WAITLIST_MESSAGES = {
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
  dateTooEarly: 'The waitlist is for days from tomorrow',
} as const;

/** Every group of codes: the code `booking.slotTaken` is `VALIDATION_TEXTS.booking.slotTaken`. */
export const VALIDATION_TEXTS = {
  password: PASSWORD_MESSAGES,
  registration: REGISTRATION_MESSAGES,
  login: LOGIN_MESSAGES,
  phone: PHONE_MESSAGES,
  booking: BOOKING_MESSAGES,
  card: CARD_MESSAGES,
  doctorForm: DOCTOR_FORM_MESSAGES,
  filter: FILTER_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  bookingLimit: BOOKING_LIMIT_MESSAGES,
  refund: REFUND_MESSAGES,
  pet: PET_MESSAGES,
  desk: DESK_MESSAGES,
  caller: CALLER_MESSAGES,
  waitlist: WAITLIST_MESSAGES,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** The English text of a validation code, or undefined when `code` is not one (a text zod wrote itself). */
export function validationText(code: string): string | undefined {
  const dot = code.indexOf('.');
  if (dot < 0) return undefined;
  const group: Readonly<Record<string, string>> | undefined = Object.hasOwn(VALIDATION_TEXTS, code.slice(0, dot))
    ? VALIDATION_TEXTS[code.slice(0, dot) as keyof typeof VALIDATION_TEXTS]
    : undefined;
  const key = code.slice(dot + 1);
  return group && Object.hasOwn(group, key) ? group[key] : undefined;
}

/** The text a server answers for an issue message: a code's English text, any other message as it is. */
export function englishOf(message: string): string {
  return validationText(message) ?? message;
}
