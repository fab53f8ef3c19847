/**
 * The contracts' validation messages as catalogue keys: every message object the zod schemas take their texts
 * from, under a group named after it (`REGISTRATION_MESSAGES.usernameMin` → `validation.registration.usernameMin`
 * in the kit's `common` namespace). English is the contracts' text itself; `i18n/validation.{si,ta}.json` translate
 * it. validation-catalogue.spec.ts keeps `i18n/validation.en.json` (the translators' reference) equal to these
 * objects and checks that every `*_MESSAGES` object of the contracts is listed here or deliberately left out.
 *
 * This module is loaded only with the Sinhala or Tamil catalogue (i18n.ts), so English pages pay nothing for it.
 */
import { BOOKING_LIMIT_MESSAGES } from '@vetnow/contracts/booking-limits';
import { CALENDAR_MESSAGES } from '@vetnow/contracts/calendar';
import { CALLER_MESSAGES } from '@vetnow/contracts/callers';
import { DESK_MESSAGES } from '@vetnow/contracts/front-desk';
import { PET_MESSAGES } from '@vetnow/contracts/pet-care';
import {
  BOOKING_MESSAGES,
  CARD_MESSAGES,
  DOCTOR_FORM_MESSAGES,
  FILTER_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_MESSAGES,
  REFUND_MESSAGES,
  REGISTRATION_MESSAGES,
} from '@vetnow/contracts/messages';
import { WAITLIST_MESSAGES } from '@vetnow/contracts/waitlist';

/** Group name → the contracts' message object (the group is the object's name without `_MESSAGES`, in camelCase). */
export const VALIDATION_SOURCES = {
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

export type ValidationCatalogue = { [G in keyof typeof VALIDATION_SOURCES]: Record<keyof (typeof VALIDATION_SOURCES)[G], string> };

/** The English `validation` catalogue: the contracts' objects as they are. */
export function englishValidationCatalogue(): ValidationCatalogue {
  return Object.fromEntries(Object.entries(VALIDATION_SOURCES).map(([group, texts]) => [group, { ...texts }])) as ValidationCatalogue;
}

/**
 * English text → its key below `validation.` (`'Username must be at least 3 characters'` →
 * `'registration.usernameMin'`). A text several objects share (the password minimum) takes its first key; the
 * catalogue spec checks that every key of one text has the same translation.
 */
export function validationIds(): ReadonlyMap<string, string> {
  const ids = new Map<string, string>();
  for (const [group, texts] of Object.entries(VALIDATION_SOURCES)) {
    for (const [key, text] of Object.entries(texts)) if (!ids.has(text)) ids.set(text, `${group}.${key}`);
  }
  return ids;
}
