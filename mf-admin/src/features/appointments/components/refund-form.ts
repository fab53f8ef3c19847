import { adminRefundRequestSchema, type AdminRefundRequest } from '@vetnow/contracts/payments';
import { z } from '@vetnow/contracts/zod';
import { toCents } from './refund-rules';

/** The form's own check (the server answers PAYMENT_REFUND_TOO_LARGE for it): its text is `refund.validation.amountAboveLeft`. */
export const AMOUNT_ABOVE_LEFT = 'Enter at most what is left to refund';

/**
 * The refund form's messages by their key under `refund.validation` (this namespace): the contract's texts
 * (adminRefundRequestSchema, also a VALIDATION_FAILED answer's field errors) and the form's own. The English
 * catalogue holds the same texts (refund-dialog.spec.tsx keeps them equal to the contract's).
 */
export const REFUND_VALIDATION_KEYS: Readonly<Record<string, string>> = {
  'Enter the amount to refund': 'amountRequired',
  'Enter an amount above zero': 'amountPositive',
  'Use at most two decimals': 'amountDecimals',
  [AMOUNT_ABOVE_LEFT]: 'amountAboveLeft',
  'Enter a reason': 'reasonRequired',
  'The reason is too long': 'reasonTooLong',
};

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

/** The catalogue key (in this namespace) of a refund form's message, when it is one of the refund texts. */
export function refundValidationKey(message: string): string | undefined {
  const key = REFUND_VALIDATION_KEYS[message];
  return key === undefined ? undefined : `refund.validation.${key}`;
}

/** The English start of a `failed` answer's message (svc-payments' refundFailed): what follows is the provider's reason. */
const FAILED_PREFIX = 'The refund failed: ';

/** Why a refund failed, as the server said it (PayHere's reason, in English), without the sentence around it. */
export const failureDetail = (message: string): string =>
  message.startsWith(FAILED_PREFIX) ? message.slice(FAILED_PREFIX.length) : message;
