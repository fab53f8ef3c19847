import { defineErrors, status } from './define-errors.js';

/** svc-auth: sign-in, registration, profile, password, doctor accounts. */
export const AUTH_ERRORS = defineErrors({
  AUTH_INVALID_CREDENTIALS: status.unauthorized('Invalid credentials'),
  AUTH_ACCOUNT_INACTIVE: status.forbidden('This account is inactive. Please contact the clinic.'),
  AUTH_TOO_MANY_SIGN_IN_ATTEMPTS: status.tooManyRequests('Too many sign-in attempts. Please try again later.'),
  AUTH_USERNAME_TAKEN: status.conflict('Username is already taken'),
  AUTH_EMAIL_TAKEN: status.conflict('Email is already registered'),
  AUTH_DOCTOR_EMAIL_TAKEN: status.conflict('A doctor with this email already exists'),
  AUTH_DOCTOR_ID_TAKEN: status.conflict('This doctor ID belongs to another account'),
  AUTH_ACCOUNT_NOT_FOUND: status.notFound('Account not found'),
  AUTH_PASSWORD_TOO_COMMON: status.badRequest('This password is too common'),
  AUTH_PASSWORD_SAME_AS_IDENTIFIER: status.badRequest('Password must not be the same as your email or username'),
  AUTH_CURRENT_PASSWORD_WRONG: status.badRequest('Current password is incorrect'),
  AUTH_SIGN_IN_DELAY_NOT_FOUND: status.notFound('This account has no failed sign-ins to clear'),
  AUTH_SESSION_EXPIRED: status.unauthorized('Your session has expired. Please sign in again.'),
  // Issue 39 phase B (ADR 0061): accounts the front desk creates for callers, claimed through an SMS link.
  AUTH_CALLER_PHONE_TAKEN: status.conflict('An owner with this phone number already exists. Find them instead.'),
  AUTH_OWNER_NOT_FOUND: status.notFound('Owner not found'),
  AUTH_ACCOUNT_ALREADY_CLAIMED: status.conflict('This owner has already set up their account'),
  AUTH_CLAIM_LINK_INVALID: status.gone('This link is no longer valid. Ask the clinic to send a new one.'),
  AUTH_CLAIM_LINK_EXPIRED: status.gone('This link has expired. Ask the clinic to send a new one.'),
});
