/**
 * Success texts of svc-payments' answers. Failures are DomainErrors with codes of the contracts' catalogue
 * (payments.errors.ts: CARD_*, PAYMENT_*), whose English messages the kit's filter answers.
 */
export const PAYMENTS_MESSAGES = {
  cardDeleted: 'Card deleted successfully',
  /** POST /payments/refunds, by the refund's state after one try. */
  refundMade: "The refund was made: the money goes back to the owner's card",
  refundRequested: 'The card provider could not be reached: the refund is tried again by itself',
  refundFailed: (error: string) => `The refund failed: ${error}`,
} as const;

/** payment.refunded's `reason` (shown to the owner) for a refund that follows a cancellation (issue 35 §4). */
export const CANCELLATION_REFUND_REASONS = {
  byClinic: 'The clinic cancelled the appointment',
  disrupted: 'The clinic could not keep the appointment at its time',
  inTime: (hours: number) => `Cancelled ${hours} hours or more before the visit`,
} as const;
