import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '../messages.js';
import { defineErrors } from './define-errors.js';

/** svc-auth: sign-in, registration, profile, password, doctor accounts. */
export const AUTH_ERRORS = defineErrors({
  AUTH_INVALID_CREDENTIALS: { status: 401, message: LOGIN_MESSAGES.invalidCredentials },
  AUTH_ACCOUNT_INACTIVE: { status: 403, message: LOGIN_MESSAGES.accountInactive },
  AUTH_TOO_MANY_SIGN_IN_ATTEMPTS: { status: 429, message: 'Too many sign-in attempts. Please try again later.' },
  AUTH_USERNAME_TAKEN: { status: 409, message: 'Username is already taken' },
  AUTH_EMAIL_TAKEN: { status: 409, message: 'Email is already registered' },
  AUTH_DOCTOR_EMAIL_TAKEN: { status: 409, message: 'A doctor with this email already exists' },
  AUTH_DOCTOR_ID_TAKEN: { status: 409, message: 'This doctor ID belongs to another account' },
  AUTH_ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  AUTH_PASSWORD_TOO_COMMON: { status: 400, message: PASSWORD_MESSAGES.common },
  AUTH_PASSWORD_SAME_AS_IDENTIFIER: { status: 400, message: PASSWORD_MESSAGES.sameAsIdentifier },
  AUTH_CURRENT_PASSWORD_WRONG: { status: 400, message: PASSWORD_MESSAGES.currentWrong },
  AUTH_SIGN_IN_DELAY_NOT_FOUND: { status: 404, message: 'This account has no failed sign-ins to clear' },
  AUTH_SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  // Issue 39 phase B (ADR 0061): accounts the front desk creates for callers, claimed through an SMS link.
  AUTH_CALLER_PHONE_TAKEN: { status: 409, message: 'An owner with this phone number already exists. Find them instead.' },
  AUTH_OWNER_NOT_FOUND: { status: 404, message: 'Owner not found' },
  AUTH_ACCOUNT_ALREADY_CLAIMED: { status: 409, message: 'This owner has already set up their account' },
  AUTH_CLAIM_LINK_INVALID: { status: 410, message: 'This link is no longer valid. Ask the clinic to send a new one.' },
  AUTH_CLAIM_LINK_EXPIRED: { status: 410, message: 'This link has expired. Ask the clinic to send a new one.' },
});
