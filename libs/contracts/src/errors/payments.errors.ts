import { defineErrors, status } from './define-errors.js';

/** svc-payments: saved cards and card payments. */
export const PAYMENTS_ERRORS = defineErrors({
  CARD_NOT_FOUND: status.notFound('Card not found'),
  CARD_INVALID_ID: status.badRequest('Invalid card ID'),
  CARD_CVV_REFUSED: status.badRequest('Never send the CVV: it is not needed to save a card and is never stored'),
  CARD_DETAILS_MISMATCH: status.badRequest('Card details do not match the card number'),
  /** POST /payments/save-card since saved cards moved to PayHere's Preapproval API (ADR 0053): no card number is taken. */
  PAYMENT_FAILED: status.paymentRequired('Payment failed. Please try again.'),
  PAYMENT_SAVED_CARD_UNKNOWN: status.notFound('The saved card used for this payment was not found'),
  PAYMENT_CARD_DETAILS_MISSING: status.badRequest('Card details are missing for a card payment'),
  PAYMENT_CARD_DECLINED: status.paymentRequired('Your card was declined'),
  /** A saved card's charge PayHere could not be reached for, after its retries (ADR 0053). */
  PAYMENT_CARD_CHARGE_FAILED: status.paymentRequired(
    'The card could not be charged. Please try again or pay at the clinic.',
  ),
  /** A saved card from before PayHere's Preapproval (no customer token), or one whose token cannot be read any more. */
  PAYMENT_SAVED_CARD_NEEDS_RENEWAL: status.conflict(
    'This saved card cannot be charged any more. Please add it again in your profile, or pay at the clinic.',
  ),
  /** A checkout asked while the appointment's saved card is being charged. */
  PAYMENT_CHARGE_IN_PROGRESS: status.conflict('Your saved card is being charged. Please wait a moment.'),
  PAYMENT_NOT_FOUND: status.notFound('No card payment was found for this appointment'),
  PAYMENT_ALREADY_COMPLETED: status.conflict('This appointment is already paid'),
  PAYMENT_NOT_PAYABLE: status.conflict('This appointment can no longer be paid by card'),
  PAYMENT_PROVIDER_UNAVAILABLE: status.serviceUnavailable(
    'Card payments are not available right now. Please try again later or pay at the clinic.',
  ),
  PAYMENT_NOTIFY_REJECTED: status.badRequest('The payment notification was rejected'),
  PAYMENT_NOT_REFUNDABLE: status.conflict('This payment cannot be refunded: it is not a paid card payment'),
  PAYMENT_REFUND_TOO_LARGE: status.badRequest('The refund is larger than what is left to refund'),
  PAYMENT_REFUND_IN_PROGRESS: status.conflict('A refund of this payment is already in progress'),
});
