/**
 * Owner accounts (spec §3 User), registration (§5), login (§3, §7) and the owner profile.
 * The password never appears in an answer shape.
 */
import { z } from '@vetnow/contracts/zod';
import {
  DEFAULT_PET_TYPE,
  LOGIN_ROLES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PET_TYPES,
  SERVICE_LOCATION,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USER_TYPES,
} from './constants.js';
import {
  BOOKING_MESSAGES,
  DOCTOR_FORM_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  REGISTRATION_MESSAGES as M,
} from './messages.js';
import { emailSchema, emptyToUndefined, idSchema, isoDateTimeSchema, optionalNumberField, optionalText, requiredText } from './common.js';
import { doctorSchema } from './doctor.js';
import { sriLankanPhoneSchema } from './phone.js';

// ---- Pets ---------------------------------------------------------------------------------------------------

/** A pet as kept on an owner and copied onto appointments: name, type (default Dog), breed, age in years. */
export const petSchema = z.object({
  name: requiredText(BOOKING_MESSAGES.petNameRequired, NAME_MAX_LENGTH),
  type: z.preprocess(emptyToUndefined, z.enum(PET_TYPES, { error: BOOKING_MESSAGES.petTypeInvalid }).default(DEFAULT_PET_TYPE)),
  breed: optionalText(NAME_MAX_LENGTH),
  age: optionalNumberField(BOOKING_MESSAGES.ageInvalid, { min: 0, max: 100 }),
});
export type Pet = z.output<typeof petSchema>;
export type PetInput = z.input<typeof petSchema>;

// ---- Address ------------------------------------------------------------------------------------------------

/** Street and city optional; location fixed to Battaramulla (missing → Battaramulla, anything else refused). */
export const serviceAddressSchema = z.object({
  street: optionalText(),
  city: optionalText(),
  location: z.preprocess(
    emptyToUndefined,
    z.literal(SERVICE_LOCATION, { error: M.locationFixed }).default(SERVICE_LOCATION),
  ),
});
export type ServiceAddress = z.output<typeof serviceAddressSchema>;

/** Address as answered by the API. */
export const addressSchema = z.object({ street: z.string(), city: z.string(), location: z.string() });
export type Address = z.infer<typeof addressSchema>;

// ---- Field rules --------------------------------------------------------------------------------------------

export const usernameSchema = z
  .string({ error: M.usernameMin })
  .trim()
  .min(USERNAME_MIN_LENGTH, M.usernameMin)
  .max(USERNAME_MAX_LENGTH, M.usernameMax)
  // No '@' so a login identifier is unambiguous (email vs username); not in spec. `*` so '' gets one message.
  .regex(/^[A-Za-z0-9._-]*$/, M.usernameChars);

/** Password rule (not trimmed: spaces are characters). */
export const passwordSchema = z
  .string({ error: M.passwordMin })
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, M.passwordMax);

/**
 * Whether a password equals one of the account's identifiers (email, username), case-insensitively
 * (issue 10). The 10,000-most-common check needs the list and is svc-auth's (answered as
 * {@link PASSWORD_MESSAGES}.common).
 */
export function passwordMatchesIdentifier(password: string, identifiers: readonly unknown[]): boolean {
  const p = password.trim().toLowerCase();
  return identifiers.some((id) => typeof id === 'string' && id.trim() !== '' && id.trim().toLowerCase() === p);
}

/** Refinement: the password is not the email or the username (checked when all are strings). */
const notAnIdentifier = {
  message: PASSWORD_MESSAGES.sameAsIdentifier,
  path: ['password'],
  /** The error code the services answer (the kit's zod pipe reads a custom issue's `params.code`). */
  params: { code: 'AUTH_PASSWORD_SAME_AS_IDENTIFIER' },
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; email?: unknown; username?: unknown } | null;
    return typeof v?.password === 'string' && (typeof v.email === 'string' || typeof v.username === 'string');
  },
};
const identifierCheck = (v: { password: string; email: unknown; username: unknown }) =>
  !passwordMatchesIdentifier(v.password, [v.email, v.username]);

const fullNameSchema = requiredText(M.fullNameRequired, NAME_MAX_LENGTH, M.fieldTooLong);
/** A Sri Lankan number as people write it, stored in E.164 (phone.ts). */
const contactNumberSchema = sriLankanPhoneSchema(M.contactNumberRequired, M.fieldTooLong);

// ---- Language -----------------------------------------------------------------------------------------------

/** The languages a person can read VetNow in (issue 13): English, Sinhala, Tamil. New accounts start in English. */
export const USER_LANGUAGES = ['en', 'si', 'ta'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'en';
export const userLanguageSchema = z.enum(USER_LANGUAGES);

/** PUT /auth/language: the signed-in account's language (the site follows it after sign-in; e-mails too). */
export const setLanguageRequestSchema = z.object({ language: userLanguageSchema });
export type SetLanguageRequest = z.input<typeof setLanguageRequestSchema>;
export const setLanguageResponseSchema = z.object({ language: userLanguageSchema });
export type SetLanguageResponse = z.infer<typeof setLanguageResponseSchema>;

// ---- Registration -------------------------------------------------------------------------------------------

const registrationFields = {
  username: usernameSchema,
  email: emailSchema(M.emailInvalid),
  password: passwordSchema,
};
const registrationTail = {
  fullName: fullNameSchema,
  contactNumber: contactNumberSchema,
  address: z.preprocess((v) => (v == null ? {} : v), serviceAddressSchema),
  /** The language the visitor was reading in when registering (issue 13); missing → English. */
  language: userLanguageSchema.optional(),
};

/** Check the confirmation whenever both passwords are strings, even when other fields have problems. */
function passwordsPresent(payload: { value: unknown }): boolean {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
  return typeof v?.password === 'string' && (v.confirmPassword === undefined || typeof v.confirmPassword === 'string');
}

/**
 * The registration form (spec §2 /register, §5), fields in the order of the spec's table so the first
 * message is the one the spec lists first. `address.location` is the fixed, non-editable Battaramulla.
 */
export const registrationFormSchema = z
  .object({
    ...registrationFields,
    confirmPassword: z.string({ error: M.confirmPasswordRequired }),
    ...registrationTail,
  })
  .refine(identifierCheck, notAnIdentifier)
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
    when: passwordsPresent,
  });
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/**
 * POST /auth/register as the server reads it: the form may send confirmPassword; when present it must match.
 * Output has no confirmPassword.
 */
export const registerRequestSchema = z
  .object({
    ...registrationFields,
    confirmPassword: z.string().optional(),
    ...registrationTail,
  })
  .refine(identifierCheck, notAnIdentifier)
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
    when: passwordsPresent,
  })
  .transform(({ confirmPassword: _confirm, ...rest }) => rest);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterData = z.output<typeof registerRequestSchema>;

// ---- Login --------------------------------------------------------------------------------------------------

/** POST /auth/login. `email` is the identifier: email or username (owners, admin) or email or doctor id. */
export const loginRequestSchema = z.object({
  email: requiredText(LOGIN_MESSAGES.identifierRequired, 254),
  password: z.string({ error: LOGIN_MESSAGES.passwordRequired }).min(1, LOGIN_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, LOGIN_MESSAGES.invalidCredentials),
  userType: z.preprocess(emptyToUndefined, z.enum(LOGIN_ROLES, { error: LOGIN_MESSAGES.roleInvalid }).default('user')),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

// ---- Answers ------------------------------------------------------------------------------------------------

/** An owner (or admin) as the API returns it. Never a password. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  contactNumber: z.string(),
  address: addressSchema,
  pets: z.array(
    z.object({ name: z.string(), type: z.string(), breed: z.string(), age: z.number().optional() }),
  ),
  userType: z.enum(USER_TYPES),
  /** Set for the admin and for front-desk staff (issue 39); absent for an owner. */
  role: z.enum(['admin', 'staff']).optional(),
  /** The language the account reads VetNow in (absent from answers of services that do not know it). */
  language: userLanguageSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in doctor as login and doctor registration return it: the public doctor plus its userType. */
export const doctorSessionUserSchema = doctorSchema.extend({ userType: z.literal('doctor'), language: userLanguageSchema.optional() });
export type DoctorSessionUser = z.infer<typeof doctorSessionUserSchema>;

/** Whoever is signed in: an owner/admin, or a doctor. */
export const sessionUserSchema = z.union([publicUserSchema, doctorSessionUserSchema]);
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /auth/login answer. */
export const loginResponseSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/register answer. */
export const registerResponseSchema = z.object({ token: z.string().min(1), user: publicUserSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * POST /auth/doctor/register answer (admin only). The spec's answer also held a token; issue 10: a token
 * usable as the doctor must not reach the admin, so only the doctor's account data is returned.
 */
export const doctorRegisterResponseSchema = z.object({
  doctor: doctorSchema.partial().required({ _id: true, email: true, fullName: true }),
});
export type DoctorRegisterResponse = z.infer<typeof doctorRegisterResponseSchema>;

/**
 * POST /auth/doctor/register (admin only), as svc-clinic sends it when the admin creates a doctor or sets a
 * new password: the doctor's id in svc-clinic, email, name and password.
 */
export const doctorCredentialsRequestSchema = z.object({
  doctorId: z.string({ error: 'Doctor ID is required' }).trim().toLowerCase().uuid('Doctor ID must be a UUID'),
  email: emailSchema(DOCTOR_FORM_MESSAGES.emailInvalid, DOCTOR_FORM_MESSAGES.emailRequired),
  fullName: requiredText(DOCTOR_FORM_MESSAGES.fullNameRequired, NAME_MAX_LENGTH, DOCTOR_FORM_MESSAGES.fieldTooLong),
  password: z
    .string({ error: DOCTOR_FORM_MESSAGES.passwordRequired })
    .min(1, DOCTOR_FORM_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, DOCTOR_FORM_MESSAGES.passwordMin)
    .max(PASSWORD_MAX_LENGTH, M.passwordMax),
});
export type DoctorCredentialsRequest = z.input<typeof doctorCredentialsRequestSchema>;
export type DoctorCredentialsData = z.output<typeof doctorCredentialsRequestSchema>;

// ---- Profile ------------------------------------------------------------------------------------------------

/** PUT /users/profile: fullName, contactNumber, address{street, city, location (Battaramulla)}. */
export const updateProfileRequestSchema = z.object({
  fullName: fullNameSchema,
  contactNumber: contactNumberSchema,
  address: z.preprocess((v) => (v == null ? {} : v), serviceAddressSchema),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfileData = z.output<typeof updateProfileRequestSchema>;

/**
 * PUT /users/profile/password: the owner's current password and the new one (same rules as registration;
 * svc-auth also refuses the account's email or username and common passwords). Every session of the
 * account ends; the answer is a fresh session for this device.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.currentWrong),
    password: passwordSchema,
    // The form sends it; the request may leave it out (as registration): when present it must match.
    confirmPassword: z.string({ error: M.confirmPasswordRequired }).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    message: M.passwordsMismatch,
    path: ['confirmPassword'],
    when: passwordsPresent,
  })
  .transform(({ confirmPassword: _confirm, ...rest }) => rest);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangePasswordData = z.output<typeof changePasswordRequestSchema>;

/** Path parameter `:id` of the routes that take one. */
export const idParamSchema = z.object({ id: idSchema });

// ---- Sign-in delays (issue 41, ADR 0046) ----------------------------------------------------------------------

/** An account id as svc-auth stores it: a UUID (a doctor's is its svc-clinic `_id`). Anything else → 400. */
const accountIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Please give an account id');

/** Path parameter `:accountId` of DELETE /admin/sign-in-delays/:accountId. */
export const signInDelayParamsSchema = z.object({ accountId: accountIdSchema });
export type SignInDelayParams = z.infer<typeof signInDelayParamsSchema>;

/**
 * One account whose failed sign-ins (from any addresses) reached the per-account cap: its sign-ins are delayed with
 * growing pauses until a sign-in succeeds, the admin clears it, or the streak is forgotten (`streakEndsAt`).
 */
export const signInDelaySchema = z.object({
  accountId: z.string(),
  role: z.enum(['user', 'doctor', 'admin', 'staff']),
  fullName: z.string(),
  email: z.string(),
  /** Failed sign-ins counted in the streak (refused attempts during a delay are not counted). */
  failures: z.number().int().min(0),
  /** When the running delay ends; null when none is running now (the next failure starts the next, longer one). */
  delayedUntil: isoDateTimeSchema.nullable(),
  /** When the streak is forgotten if no further sign-in fails. */
  streakEndsAt: isoDateTimeSchema,
});
export type SignInDelay = z.infer<typeof signInDelaySchema>;

/** GET /admin/sign-in-delays: the delayed accounts, the longest streak first, and the cap they reached. */
export const signInDelayListSchema = z.object({
  /** LOGIN_MAX_FAILURES_PER_ACCOUNT: failed sign-ins on one account before its sign-ins are delayed. */
  maxFailuresPerAccount: z.number().int().positive(),
  delays: z.array(signInDelaySchema),
});
export type SignInDelayList = z.infer<typeof signInDelayListSchema>;
