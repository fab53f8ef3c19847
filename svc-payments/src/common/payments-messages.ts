import { CARD_MESSAGES } from '@vetnow/contracts/messages';

/** Answers of svc-payments the contracts catalogue does not carry (server-only rules). */
export const PAYMENTS_MESSAGES = {
  cvvRefused: 'Never send the CVV: it is not needed to save a card and is never stored',
  cardNotFound: CARD_MESSAGES.cardNotFound,
  invalidCardId: 'Invalid card ID',
  cardDeleted: 'Card deleted successfully',
  savedCardUnknown: 'The saved card used for this payment was not found',
  cardDetailsMissing: 'Card details are missing for a card payment',
  cardDeclined: 'Your card was declined',
} as const;
