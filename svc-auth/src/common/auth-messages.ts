/**
 * Server answers of svc-auth that the spec does not give (same style as contracts/messages.ts).
 * Candidates for @vetnow/contracts/messages if a frontend needs to match on them.
 */
export const AUTH_MESSAGES = {
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already registered',
  tooManySignInAttempts: 'Too many sign-in attempts. Please try again later.',
  doctorIdTaken: 'This doctor ID belongs to another account',
  accountNotFound: 'Account not found',
} as const;
