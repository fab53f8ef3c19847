import { z } from '@vetnow/contracts/zod';

/**
 * Roles as carried in a token. Owners are `user` (spec: userType user), doctors `doctor`, admins `admin`, and the
 * front desk `staff` (issue 39: created by the admin; the day sheet, walk-ins, check-in and no-shows — never doctors).
 */
export const ROLES = ['user', 'doctor', 'admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const TOKEN_ISSUER = 'vetnow-auth';
export const TOKEN_AUDIENCE = 'vetnow';
/** The one algorithm tokens are signed with (Ed25519); verifiers pin it. */
export const TOKEN_ALGORITHM = 'EdDSA';
/**
 * Default access token lifetime (svc-auth: ACCESS_TOKEN_TTL_SECONDS). Short (issue 10, ADR 0012): the shell
 * renews it with the refresh cookie; revocation covers deactivated doctors and password changes meanwhile.
 */
export const TOKEN_TTL_SECONDS = 15 * 60;
/** Default refresh token lifetime (svc-auth: REFRESH_TOKEN_TTL_SECONDS): idle this long, the session ends. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * The refresh token cookie (ADR 0012): `HttpOnly; Secure; SameSite=Strict`, scoped to the path the browser
 * sees for svc-auth's session routes (`/api/auth/...`; the gateway strips `/api`). The gateway forwards only
 * this cookie, and only to svc-auth.
 */
export const REFRESH_COOKIE = { name: 'vetnow_refresh', path: '/api/auth' } as const;

/**
 * Claims of a VetNow access token. `sub` is the account id; for a doctor it equals the doctor's `_id`
 * in svc-clinic, so ownership checks across services compare ids directly.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
  /**
   * The session (refresh token family) the token belongs to: Sign Out ends it, and every service then refuses the
   * session's access tokens at once, not when they expire (issue 41 §2). Absent in tokens from before.
   */
  sid: z.string().min(1).optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
