import { adminRefundRequestSchema, type AdminRefundRequest } from '@vetnow/contracts/payments';
import { z } from '@vetnow/contracts/zod';
import { toCents } from './refund-rules';

/**
 * The form's own check (the server answers PAYMENT_REFUND_TOO_LARGE for it): its text is `refund.validation.amountAboveLeft`
 * here; the contract's validation codes (`refund.*`) are in the kit's validation catalogue.
 */
export const AMOUNT_ABOVE_LEFT = 'Enter at most what is left to refund';

/** A form input's text as a number (an empty field is no number: the contract's "Enter the amount to refund"). */
const asNumber = (value: unknown) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? undefined
      : Number(value.trim())
    : value === null
      ? undefined
      : value;

/**
 * The refund form: the contract's request (adminRefundRequestSchema, the one the server checks) without the
 * appointment, whose amount is required here (prefilled with what is left), read from the input's text, and at
 * most `left` (LKR).
 */
export function refundFormSchema(left: number) {
  const amount = adminRefundRequestSchema.shape.amount.unwrap();
  return adminRefundRequestSchema.omit({ appointmentId: true }).extend({
    amount: z.preprocess(
      asNumber,
      amount.refine((n) => toCents(n) <= toCents(left), AMOUNT_ABOVE_LEFT),
    ),
  });
}
export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormData = z.output<ReturnType<typeof refundFormSchema>>;

/** The request: no amount when it is everything left (the server refunds all that is left). */
export function refundRequestOf(
  appointmentId: string,
  { amount, reason }: RefundFormData,
  left: number,
): AdminRefundRequest {
  return toCents(amount) === toCents(left) ? { appointmentId, reason } : { appointmentId, amount, reason };
}

/** The catalogue key (in this namespace) of the form's own message; the contract's are the kit's (validationMessage). */
export function refundValidationKey(message: string): string | undefined {
  return message === AMOUNT_ABOVE_LEFT ? 'refund.validation.amountAboveLeft' : undefined;
}

/** The English start of a `failed` answer's message (svc-payments' refundFailed): what follows is the provider's reason. */
const FAILED_PREFIX = 'The refund failed: ';

/** Why a refund failed, as the server said it (PayHere's reason, in English), without the sentence around it. */
export const failureDetail = (message: string): string =>
  message.startsWith(FAILED_PREFIX) ? message.slice(FAILED_PREFIX.length) : message;
