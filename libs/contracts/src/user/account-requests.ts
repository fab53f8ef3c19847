/**
 * What the account routes read: registration (§2, §5), login (§3, §7), a doctor's credentials from svc-clinic, the
 * owner's profile and password change, and the `:id` path parameter.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from '../validation/codes.js';
import { LOGIN_ROLES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { emailSchema, emptyToUndefined, idSchema, requiredText } from '../common.js';
import {
  passwordSchema,
  serviceAddressSchema,
  userLanguageSchema,
  usernameSchema,
} from './account-fields.js';
import {
  contactNumberSchema,
  fullNameSchema,
  confirmationMismatch,
  identifierCheck,
  notAnIdentifier,
  optionalConfirmationMatches,
  withoutConfirmation,
} from './form-checks.js';

// ---- Registration -------------------------------------------------------------------------------------------

const registrationFields = {
  username: usernameSchema,
  email: emailSchema(vc('registration.emailInvalid')),
  password: passwordSchema,
};
const registrationTail = {
  fullName: fullNameSchema,
  contactNumber: contactNumberSchema,
  address: z.preprocess((v) => (v == null ? {} : v), serviceAddressSchema),
  /** The language the visitor was reading in when registering (issue 13); missing → English. */
  language: userLanguageSchema.optional(),
};

/**
 * The registration form (spec §2 /register, §5), fields in the order of the spec's table so the first
 * message is the one the spec lists first. `address.location` is the fixed, non-editable Battaramulla.
 */
export const registrationFormSchema = z
  .object({
    ...registrationFields,
    confirmPassword: z.string({ error: vc('registration.confirmPasswordRequired') }),
    ...registrationTail,
  })
  .refine(identifierCheck, notAnIdentifier)
  .refine((v) => v.password === v.confirmPassword, confirmationMismatch);
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
  .refine(optionalConfirmationMatches, confirmationMismatch)
  .transform(withoutConfirmation);
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterData = z.output<typeof registerRequestSchema>;

// ---- Login --------------------------------------------------------------------------------------------------

/** POST /auth/login. `email` is the identifier: email or username (owners, admin) or email or doctor id. */
export const loginRequestSchema = z.object({
  email: requiredText(vc('login.identifierRequired'), 254),
  password: z
    .string({ error: vc('login.passwordRequired') })
    .min(1, vc('login.passwordRequired'))
    .max(PASSWORD_MAX_LENGTH, vc('login.invalidCredentials')),
  userType: z.preprocess(
    emptyToUndefined,
    z.enum(LOGIN_ROLES, { error: vc('login.roleInvalid') }).default('user'),
  ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

// ---- Doctor credentials -------------------------------------------------------------------------------------

/**
 * POST /auth/doctor/register (admin only), as svc-clinic sends it when the admin creates a doctor or sets a
 * new password: the doctor's id in svc-clinic, email, name and password.
 */
export const doctorCredentialsRequestSchema = z.object({
  doctorId: z
    .string({ error: 'Doctor ID is required' })
    .trim()
    .toLowerCase()
    .uuid('Doctor ID must be a UUID'),
  email: emailSchema(vc('doctorForm.emailInvalid'), vc('doctorForm.emailRequired')),
  fullName: requiredText(
    vc('doctorForm.fullNameRequired'),
    NAME_MAX_LENGTH,
    vc('doctorForm.fieldTooLong'),
  ),
  password: z
    .string({ error: vc('doctorForm.passwordRequired') })
    .min(1, vc('doctorForm.passwordRequired'))
    .min(PASSWORD_MIN_LENGTH, vc('doctorForm.passwordMin'))
    .max(PASSWORD_MAX_LENGTH, vc('registration.passwordMax')),
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
      .string({ error: vc('password.currentRequired') })
      .min(1, vc('password.currentRequired'))
      .max(PASSWORD_MAX_LENGTH, vc('password.currentWrong')),
    password: passwordSchema,
    // The form sends it; the request may leave it out (as registration): when present it must match.
    confirmPassword: z.string({ error: vc('registration.confirmPasswordRequired') }).optional(),
  })
  .refine(optionalConfirmationMatches, confirmationMismatch)
  .transform(withoutConfirmation);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type ChangePasswordData = z.output<typeof changePasswordRequestSchema>;

/** Path parameter `:id` of the routes that take one. */
export const idParamSchema = z.object({ id: idSchema });
