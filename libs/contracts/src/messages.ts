/**
 * Every user-visible validation message, toast and fallback text of the spec (§5, §8), verbatim, so services
 * and frontends show the same strings. Texts the spec does not give (login, booking and doctor-form required
 * fields, server-only rules) are written in the same style and marked "not in spec".
 * Frontends still pass these through i18next: the English catalogue uses them as its values.
 */

/**
 * Password rules (issue 10, ASVS V6; supersede the spec's minimum of 6): at least 8 characters, not one of the
 * 10,000 most common passwords, not the account's email or username. Shown by the register, change-password
 * and doctor forms and answered by svc-auth.
 */
export const PASSWORD_MESSAGES = {
  min: 'Password must be at least 8 characters',
  common: 'This password is too common',
  sameAsIdentifier: 'Password must not be the same as your email or username',
  // password change (not in spec)
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  changed: 'Password changed. Other devices have been signed out.',
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
  invalidCredentials: 'Invalid credentials',
  /** Server answer for a deactivated doctor account. */
  accountInactive: 'This account is inactive. Please contact the clinic.',
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
  slotOutsideHours: "This time slot is outside the doctor's working hours",
  cannotCancel: 'Only scheduled, future appointments can be cancelled',
  cannotComplete: 'Only scheduled appointments can be marked as completed',
  appointmentNotFound: 'Appointment not found',
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

/** The admin's refund by hand (POST /payments/refunds, issue 35 §4). */
export const REFUND_MESSAGES = {
  amountRequired: 'Enter the amount to refund',
  amountPositive: 'Enter an amount above zero',
  amountDecimals: 'Use at most two decimals',
  reasonRequired: 'Enter a reason',
  reasonTooLong: 'The reason is too long',
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
  paymentFailed: 'Payment failed. Please try again.',
  // not in spec (server-side save-card checks)
  cardDetailsMismatch: 'Card details do not match the card number',
  cardNotFound: 'Card not found',
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
  endTimeAfterStart: 'End time must be after start time',
  specializationInvalid: 'Please choose a specialization from the list',
  slotDurationInvalid: 'Slot duration must be 15, 30, 45 or 60 minutes',
  locationFixed: 'Clinic location must be Battaramulla',
  qualificationsInvalid: 'Qualifications must be a comma-separated list',
  isActiveRequired: 'Please choose active or inactive',
  doctorNotFound: 'Doctor not found',
  emailTaken: 'A doctor with this email already exists',
  fieldTooLong: 'This field is too long',
} as const;

/** Doctor search filters (texts not in spec). */
export const FILTER_MESSAGES = {
  locationInvalid: 'Please choose a location from the list',
  specializationInvalid: 'Please choose a specialization from the list',
  timeInvalid: 'Please choose a time from the list',
  dateInvalid: 'Please enter a date as YYYY-MM-DD',
} as const;

/** Success toasts (spec §8). */
export const SUCCESS_TOASTS = {
  login: 'Login successful!',
  registration: 'Registration successful!',
  doctorRegistration: 'Doctor registration successful!',
  profileUpdated: 'Profile updated successfully',
  appointmentBooked: 'Appointment booked successfully!',
  appointmentCancelled: 'Appointment cancelled successfully',
  appointmentCompleted: 'Appointment marked as completed',
  questionnaireSubmitted: 'Diagnosis questionnaire submitted',
  loggedOut: 'Logged out successfully',
  doctorCreated: 'Doctor created successfully',
  doctorUpdated: 'Doctor updated successfully',
  doctorActivated: 'Doctor activated successfully',
  doctorDeactivated: 'Doctor deactivated successfully',
  doctorDeleted: 'Doctor deleted successfully',
} as const;

/** Fallback toasts when the server gives no message (spec §8). */
export const ERROR_TOASTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  updateFailed: 'Update failed',
  bookFailed: 'Failed to book appointment',
  cancelFailed: 'Failed to cancel appointment',
  completeFailed: 'Failed to complete appointment',
  questionnaireFailed: 'Failed to submit questionnaire',
  fetchAppointmentsFailed: 'Failed to fetch appointments',
  fetchDoctorsFailed: 'Failed to fetch doctors',
  fetchDoctorDetailsFailed: 'Failed to fetch doctor details',
  fetchSlotsFailed: 'Failed to fetch available slots',
  paymentFailed: 'Payment failed. Please try again.',
  // admin
  adminFetchDoctorsFailed: 'Error fetching doctors',
  adminFetchAppointmentsFailed: 'Error fetching appointments',
  adminStatusFailed: 'Error updating doctor status',
  adminDeleteFailed: 'Error deleting doctor',
  adminSaveFailed: 'Error saving doctor',
} as const;

/** Confirm dialogs (spec §8). */
export const CONFIRM_MESSAGES = {
  cancelAppointment: 'Are you sure you want to cancel this appointment?',
  deleteDoctor: 'Are you sure you want to delete this doctor?',
  deleteCard: 'Are you sure you want to delete this card?',
} as const;

/** Empty-state texts (spec §2). */
export const EMPTY_STATES = {
  noDoctors: 'No doctors found',
  noDoctorsWithFilters: 'Try adjusting your filters...',
  noDoctorsWithoutFilters: 'No veterinarians are currently available. Please try again later.',
  noSlotsTitle: 'No Available Slots',
  noSlotsNoDate: 'Please select a date to view available time slots',
  noSlotsForDate: 'No time slots available for this date. Please select another date.',
  noAppointmentsFound: 'No appointments found',
  noAppointments: 'No appointments',
  noAppointmentsToday: 'No appointments today',
  freeDay: 'Enjoy your free day!',
  noUpcoming: 'No upcoming appointments',
  noAppointmentsYet: 'No Appointments Yet',
  noQuestionnaire: 'No diagnosis questionnaire submitted',
  questionnaireComingSoon: 'This section is coming soon...',
} as const;

/** Generic server answers (not in spec), used by the service kit and the gateway. */
export const SERVER_MESSAGES = {
  badRequest: 'Invalid request',
  unauthorized: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  conflict: 'This change conflicts with the current state',
  alreadyExists: 'This record already exists',
  referenceMissing: 'This refers to a record that does not exist or is still in use',
  invalidValue: 'A value in the request is not valid',
  malformedJson: 'The request body is not valid JSON',
  emptyJson: 'The request body is empty',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Please send the request body as JSON',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  timeout: 'The request timed out. Please try again.',
} as const;
