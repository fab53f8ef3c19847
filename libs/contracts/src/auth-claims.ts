import { z } from 'zod';

/** Roles as carried in a token. Owners are `user` (spec: userType user), doctors `doctor`, admins `admin`. */
export const ROLES = ['user', 'doctor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const TOKEN_ISSUER = 'vetnow-auth';
export const TOKEN_AUDIENCE = 'vetnow';
/** The one algorithm tokens are signed with (Ed25519); verifiers pin it. */
export const TOKEN_ALGORITHM = 'EdDSA';
/** Access token lifetime. Short: a deactivated doctor also loses access through revocation (see docs). */
export const TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Claims of a VetNow access token. `sub` is the account id; for a doctor it equals the doctor's `_id`
 * in svc-clinic, so ownership checks across services compare ids directly.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(ROLES),
  email: z.string(),
  name: z.string(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
