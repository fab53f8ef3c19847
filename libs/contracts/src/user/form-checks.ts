/**
 * The checks the account forms share (registration, profile, password change): not user.ts's public names, only
 * account-requests.ts uses them.
 */
import { vc } from '../validation/codes.js';
import { NAME_MAX_LENGTH } from '../constants.js';
import { requiredText } from '../common.js';
import { sriLankanPhoneSchema } from '../phone.js';
import { passwordMatchesIdentifier } from './account-fields.js';

/** Refinement: the password is not the email or the username (checked when all are strings). */
export const notAnIdentifier = {
  message: vc('password.sameAsIdentifier'),
  path: ['password'],
  /** The error code the services answer (the kit's zod pipe reads a custom issue's `params.code`). */
  params: { code: 'AUTH_PASSWORD_SAME_AS_IDENTIFIER' },
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; email?: unknown; username?: unknown } | null;
    return typeof v?.password === 'string' && (typeof v.email === 'string' || typeof v.username === 'string');
  },
};
export const identifierCheck = (v: { password: string; email: unknown; username: unknown }) =>
  !passwordMatchesIdentifier(v.password, [v.email, v.username]);

export const fullNameSchema = requiredText(vc('registration.fullNameRequired'), NAME_MAX_LENGTH, vc('registration.fieldTooLong'));
/** A Sri Lankan number as people write it, stored in E.164 (phone.ts). */
export const contactNumberSchema = sriLankanPhoneSchema(vc('registration.contactNumberRequired'), vc('registration.fieldTooLong'));

/** Check the confirmation whenever both passwords are strings, even when other fields have problems. */
export function passwordsPresent(payload: { value: unknown }): boolean {
  const v = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
  return (
    typeof v?.password === 'string' &&
    (v.confirmPassword === undefined || typeof v.confirmPassword === 'string')
  );
}

/** The refinement options of a confirmPassword that does not match: the message on the field, checked as above. */
export const confirmationMismatch = { message: vc('registration.passwordsMismatch'), path: ['confirmPassword'], when: passwordsPresent };

/** A request's confirmPassword, which it may leave out (as registration's): when present it must match. */
export function optionalConfirmationMatches(v: { password?: unknown; confirmPassword?: unknown }): boolean {
  return v.confirmPassword === undefined || v.password === v.confirmPassword;
}

/** What a request with a confirmPassword is read as: the rest of it (the server never needs the confirmation). */
export function withoutConfirmation<T extends { confirmPassword?: unknown }>({ confirmPassword: _confirm, ...rest }: T): Omit<T, 'confirmPassword'> {
  return rest;
}
