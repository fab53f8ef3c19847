import { CARD_MESSAGES } from '../messages.js';
import { defineErrors } from './define-errors.js';

/** svc-payments: saved cards and card payments. */
export const PAYMENTS_ERRORS = defineErrors({
  CARD_NOT_FOUND: { status: 404, message: CARD_MESSAGES.cardNotFound },
  CARD_INVALID_ID: { status: 400, message: 'Invalid card ID' },
  CARD_CVV_REFUSED: { status: 400, message: 'Never send the CVV: it is not needed to save a card and is never stored' },
  CARD_DETAILS_MISMATCH: { status: 400, message: CARD_MESSAGES.cardDetailsMismatch },
  /** POST /payments/save-card since saved cards moved to PayHere's Preapproval API (ADR 0053): no card number is taken. */
  PAYMENT_FAILED: { status: 402, message: CARD_MESSAGES.paymentFailed },
  PAYMENT_SAVED_CARD_UNKNOWN: { status: 404, message: 'The saved card used for this payment was not found' },
  PAYMENT_CARD_DETAILS_MISSING: { status: 400, message: 'Card details are missing for a card payment' },
  PAYMENT_CARD_DECLINED: { status: 402, message: 'Your card was declined' },
  /** A saved card's charge PayHere could not be reached for, after its retries (ADR 0053). */
  PAYMENT_CARD_CHARGE_FAILED: { status: 402, message: 'The card could not be charged. Please try again or pay at the clinic.' },
  /** A saved card from before PayHere's Preapproval (no customer token), or one whose token cannot be read any more. */
  PAYMENT_SAVED_CARD_NEEDS_RENEWAL: {
    status: 409,
    message: 'This saved card cannot be charged any more. Please add it again in your profile, or pay at the clinic.',
  },
  /** A checkout asked while the appointment's saved card is being charged. */
  PAYMENT_CHARGE_IN_PROGRESS: { status: 409, message: 'Your saved card is being charged. Please wait a moment.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'No card payment was found for this appointment' },
  PAYMENT_ALREADY_COMPLETED: { status: 409, message: 'This appointment is already paid' },
  PAYMENT_NOT_PAYABLE: { status: 409, message: 'This appointment can no longer be paid by card' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'Card payments are not available right now. Please try again later or pay at the clinic.',
  },
  PAYMENT_NOTIFY_REJECTED: { status: 400, message: 'The payment notification was rejected' },
  PAYMENT_NOT_REFUNDABLE: { status: 409, message: 'This payment cannot be refunded: it is not a paid card payment' },
  PAYMENT_REFUND_TOO_LARGE: { status: 400, message: 'The refund is larger than what is left to refund' },
  PAYMENT_REFUND_IN_PROGRESS: { status: 409, message: 'A refund of this payment is already in progress' },
});
