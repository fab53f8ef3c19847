/** Payment events (svc-payments): completed, failed, refunded. */
import { z } from '@vetnow/contracts/zod';
import { CURRENCY } from '../constants.js';
import { minorUnitsSchema } from '../money.js';
import { id } from './event-fields.js';

/** payment.completed / payment.failed. `reason` says why a payment failed. */
export const paymentEventV1 = z.object({
  appointmentId: id,
  paymentId: id.optional(),
  amount: z.number().min(0),
  currency: z.literal(CURRENCY),
  reason: z.string().optional(),
});

/** payment.completed / payment.failed, version 2: `amountMinor` in minor units instead of `amount` in LKR (ADR 0054). */
export const paymentEventV2 = paymentEventV1.omit({ amount: true }).extend({ amountMinor: minorUnitsSchema });

/**
 * payment.refunded: money went back to the owner's card (issue 35 §4): a cancellation REFUND_CUTOFF_HOURS or more
 * before the visit, any cancellation by the clinic, or the admin by hand (fully or partly). `amount` is what this
 * refund returned (LKR); `totalRefunded` all refunds of the payment so far.
 */
export const paymentRefundedEventV1 = z.object({
  appointmentId: id,
  paymentId: id,
  amount: z.number().positive(),
  totalRefunded: z.number().positive(),
  currency: z.literal(CURRENCY),
  reason: z.string(),
});

/** payment.refunded, version 2: both amounts in minor units (ADR 0054). */
export const paymentRefundedEventV2 = paymentRefundedEventV1
  .omit({ amount: true, totalRefunded: true })
  .extend({
    amountMinor: minorUnitsSchema.positive(),
    totalRefundedMinor: minorUnitsSchema.positive(),
  });
