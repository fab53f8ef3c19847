/**
 * zod v4 schemas of the merchant APIs' bodies, field for field from:
 * - OAuth token: https://support.payhere.lk/api-&-mobile-sdk/charging-api (step 3, the same on every merchant API page)
 * - Charging API: https://support.payhere.lk/api-&-mobile-sdk/charging-api
 * - Refund API: https://support.payhere.lk/api-&-mobile-sdk/refund-api
 * - Retrieval API: https://support.payhere.lk/api-&-mobile-sdk/retrieval-api
 * Unknown extra fields are accepted (PayHere adds fields); missing or mistyped required ones are not.
 */
import { z } from 'zod';

/** `{ "access_token": "…", "token_type": "bearer", "expires_in": 599, "scope": "SANDBOX" }` */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
  scope: z.string().optional(),
});

/** `{ "status": 1, "msg": "…", "data": … }` — the envelope of charge, refund and search. */
export const envelopeSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

/** payment_id is a JSON number in the docs (320025021815); a string is accepted too. */
const idSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])
  .transform((v) => String(v));

const amountSchema = z.union([z.number(), z.string()]);

/** data of a charge with status 1. */
export const chargeDataSchema = z.object({
  order_id: z.string(),
  payment_id: idSchema,
  status_code: z.number().int(),
  status_message: z.string().nullish(),
  currency: z.string().optional(),
  amount: amountSchema.optional(),
});

/** data of a refund with status 1: "the unique refund number" (560034010257), or null for an authorization. */
export const refundDataSchema = z.union([z.number(), z.string()]).nullish();

export const retrievedPaymentSchema = z.object({
  payment_id: idSchema,
  order_id: z.string(),
  date: z.string(),
  description: z.string().nullish(),
  status: z.string().min(1),
  currency: z.string().min(1),
  amount: amountSchema,
  payment_method: z.object({ method: z.string().nullish(), card_no: z.string().nullish() }).nullish(),
  amount_detail: z
    .object({ currency: z.string(), gross: amountSchema, fee: amountSchema, net: amountSchema })
    .nullish(),
});

export const retrievalDataSchema = z.array(retrievedPaymentSchema);

/** The OAuth error body of an invalid or expired token (its description quotes the token: never surface it). */
export const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
