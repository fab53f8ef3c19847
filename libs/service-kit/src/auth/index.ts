/** `@vetnow/service-kit/auth` — access: the global guard's decorators, token verification, revocation. */
export { Public, Roles, CurrentUser } from './auth.decorators.js';
export { AuthGuard, ACCESS_TOKEN_KEY_SOURCE } from './auth.guard.js';
export { createKeySource, verifyAccessToken, type AccessTokenKeySource } from './access-token.js';
export { RevokedAccounts } from './revoked-accounts.js';
