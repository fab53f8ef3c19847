/** The admin's view of delayed sign-ins (issue 41, ADR 0046): the accounts whose sign-ins are delayed, and clearing one. */
import { z } from '@vetnow/contracts/zod';
import { isoDateTimeSchema } from '../common.js';

/** An account id as svc-auth stores it: a UUID (a doctor's is its svc-clinic `_id`). Anything else → 400. */
const accountIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Please give an account id');

/** Path parameter `:accountId` of DELETE /admin/sign-in-delays/:accountId. */
export const signInDelayParamsSchema = z.object({ accountId: accountIdSchema });
export type SignInDelayParams = z.infer<typeof signInDelayParamsSchema>;

/**
 * One account whose failed sign-ins (from any addresses) reached the per-account cap: its sign-ins are delayed with
 * growing pauses until a sign-in succeeds, the admin clears it, or the streak is forgotten (`streakEndsAt`).
 */
export const signInDelaySchema = z.object({
  accountId: z.string(),
  role: z.enum(['user', 'doctor', 'admin', 'staff']),
  fullName: z.string(),
  email: z.string(),
  /** Failed sign-ins counted in the streak (refused attempts during a delay are not counted). */
  failures: z.number().int().min(0),
  /** When the running delay ends; null when none is running now (the next failure starts the next, longer one). */
  delayedUntil: isoDateTimeSchema.nullable(),
  /** When the streak is forgotten if no further sign-in fails. */
  streakEndsAt: isoDateTimeSchema,
});
export type SignInDelay = z.infer<typeof signInDelaySchema>;

/** GET /admin/sign-in-delays: the delayed accounts, the longest streak first, and the cap they reached. */
export const signInDelayListSchema = z.object({
  /** LOGIN_MAX_FAILURES_PER_ACCOUNT: failed sign-ins on one account before its sign-ins are delayed. */
  maxFailuresPerAccount: z.number().int().positive(),
  delays: z.array(signInDelaySchema),
});
export type SignInDelayList = z.infer<typeof signInDelayListSchema>;
