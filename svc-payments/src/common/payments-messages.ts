/**
 * Success texts of svc-payments' answers. Failures are DomainErrors with codes of the contracts' catalogue
 * (payments.errors.ts: CARD_*, PAYMENT_*), whose English messages the kit's filter answers.
 */
export const PAYMENTS_MESSAGES = {
  cardDeleted: 'Card deleted successfully',
} as const;
