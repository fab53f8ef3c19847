import { z } from '@vetnow/contracts/zod';

/**
 * Web Push (issue 40, ADR 0066): what a browser's `PushSubscription.toJSON()` gives, as the profile sends it. The
 * endpoint is the push service's capability URL (https; svc-notify also checks its host, see ADR 0066); `p256dh` is
 * the browser's P-256 public key (65 bytes) and `auth` its 16-byte secret, both base64url.
 */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const PUSH_ENDPOINT_MAX = 1024;

export const pushSubscriptionSchema = z.object({
  // Printable ASCII only: no white space or control characters (a URL parser strips some; PostgreSQL refuses NUL).
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX)
    .regex(/^https?:\/\/[\x21-\x7e]+$/, 'must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  // Lengths loose here (svc-notify checks the decoded sizes: 65 and 16 bytes, PUSH_SUBSCRIPTION_INVALID).
  keys: z.object({ p256dh: base64url(1, 128), auth: base64url(1, 64) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** What an account wants on its phones by push: like SMS, each category on or off; all on by default. */
export const pushPreferencesSchema = z.object({ reminders: z.boolean(), updates: z.boolean(), petCare: z.boolean() });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** GET /notifications/push/key: the server's VAPID public key (the `applicationServerKey`, base64url of 65 bytes). */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * A subscription's id: the hex SHA-256 of its endpoint, so the browser that holds the endpoint can name it again
 * (to turn push off) without the endpoint travelling in a URL.
 */
export const pushSubscriptionIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'must be a subscription id') });

/** PUT /notifications/push/subscription: the subscription kept for the signed-in account, and how many it has. */
export const pushSubscriptionResponseSchema = z.object({ id: z.string(), devices: z.number().int().min(0) });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

export const pushUnsubscribeResponseSchema = z.object({ success: z.literal(true), devices: z.number().int().min(0) });
export type PushUnsubscribeResponse = z.infer<typeof pushUnsubscribeResponseSchema>;

/** What a push message carries (svc-notify → the service worker): short, in the account's language, no secrets. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
