/**
 * The fields an account is made of, with their rules: pets, the service address, username and password, and the
 * language the person reads VetNow in.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from '../validation/codes.js';
import {
  DEFAULT_PET_TYPE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PET_TYPES,
  SERVICE_LOCATION,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';
import { emptyToUndefined, optionalNumberField, optionalText, requiredText } from '../common.js';

// ---- Pets ---------------------------------------------------------------------------------------------------

/** A pet as kept on an owner and copied onto appointments: name, type (default Dog), breed, age in years. */
export const petSchema = z.object({
  name: requiredText(vc('booking.petNameRequired'), NAME_MAX_LENGTH),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(PET_TYPES, { error: vc('booking.petTypeInvalid') }).default(DEFAULT_PET_TYPE),
  ),
  breed: optionalText(NAME_MAX_LENGTH),
  age: optionalNumberField(vc('booking.ageInvalid'), { min: 0, max: 100 }),
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
    z.literal(SERVICE_LOCATION, { error: vc('registration.locationFixed') }).default(SERVICE_LOCATION),
  ),
});
export type ServiceAddress = z.output<typeof serviceAddressSchema>;

/** Address as answered by the API. */
export const addressSchema = z.object({ street: z.string(), city: z.string(), location: z.string() });
export type Address = z.infer<typeof addressSchema>;

// ---- Field rules --------------------------------------------------------------------------------------------

export const usernameSchema = z
  .string({ error: vc('registration.usernameMin') })
  .trim()
  .min(USERNAME_MIN_LENGTH, vc('registration.usernameMin'))
  .max(USERNAME_MAX_LENGTH, vc('registration.usernameMax'))
  // No '@' so a login identifier is unambiguous (email vs username); not in spec. `*` so '' gets one message.
  .regex(/^[A-Za-z0-9._-]*$/, vc('registration.usernameChars'));

/** Password rule (not trimmed: spaces are characters). */
export const passwordSchema = z
  .string({ error: vc('registration.passwordMin') })
  .min(PASSWORD_MIN_LENGTH, vc('registration.passwordMin'))
  .max(PASSWORD_MAX_LENGTH, vc('registration.passwordMax'));

/**
 * Whether a password equals one of the account's identifiers (email, username), case-insensitively
 * (issue 10). The 10,000-most-common check needs the list and is svc-auth's (answered as
 * the validation code `password.common`).
 */
export function passwordMatchesIdentifier(password: string, identifiers: readonly unknown[]): boolean {
  const p = password.trim().toLowerCase();
  return identifiers.some(
    (id) => typeof id === 'string' && id.trim() !== '' && id.trim().toLowerCase() === p,
  );
}

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
