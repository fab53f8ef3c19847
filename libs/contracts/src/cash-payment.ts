/**
 * Cash at the desk (issue 35): the doctor or the admin records that a pay-at-clinic appointment was paid in cash,
 * with the amount received and the clinic's receipt number. Re-exported by `@vetnow/contracts/appointment`.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { isoDateTimeSchema } from './common.js';

/** The largest cash amount one appointment can record, in LKR. */
export const CASH_AMOUNT_MAX = 1_000_000;
export const RECEIPT_NUMBER_MAX_LENGTH = 40;
/** Letters, digits, spaces, hyphens and slashes, e.g. `RC-2026/0042`. */
export const RECEIPT_NUMBER_PATTERN = /^[A-Za-z0-9\- /]+$/;

/** Whether `n` has at most two decimal places (cents), tolerant of binary floating point (12.34 * 100). */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

/** LKR received: a number (or, from a form input, a numeric text), > 0, ≤ 1,000,000, at most 2 decimals. */
const cashAmountSchema = z.preprocess(
  (v) =>
    typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v,
  z
    .number({ error: vc('booking.cashAmountInvalid') })
    .refine(Number.isFinite, vc('booking.cashAmountInvalid'))
    .refine((n) => n > 0, vc('booking.cashAmountPositive'))
    .refine(hasAtMostTwoDecimals, vc('booking.cashAmountDecimals'))
    .refine((n) => n <= CASH_AMOUNT_MAX, vc('booking.cashAmountMax')),
);

/** POST /appointments/:id/cash-payment body. */
export const cashPaymentRequestSchema = z.object({
  amount: cashAmountSchema,
  receiptNumber: z
    .string({ error: vc('booking.receiptNumberRequired') })
    .trim()
    .min(1, vc('booking.receiptNumberRequired'))
    .max(RECEIPT_NUMBER_MAX_LENGTH, vc('booking.receiptNumberTooLong'))
    // an empty one has its own message only
    .refine((v) => v === '' || RECEIPT_NUMBER_PATTERN.test(v), vc('booking.receiptNumberChars')),
});
export type CashPaymentRequest = z.input<typeof cashPaymentRequestSchema>;
export type CashPaymentData = z.output<typeof cashPaymentRequestSchema>;

/** On the appointment once a cash payment was recorded (every audience sees it; the owner's receipt shows it). */
export const cashPaymentSchema = z.object({
  /** LKR received. */
  amount: z.number(),
  receiptNumber: z.string(),
  /** ISO instant. */
  recordedAt: isoDateTimeSchema,
});
export type CashPayment = z.infer<typeof cashPaymentSchema>;
