// The local gateway's test cards: the outcome is decided by the card number alone (any future expiry, any 3-digit CVV).
import type { PayhereMethod } from '../payhere-protocol.js';

export type CardOutcome = 'success' | 'declined' | 'insufficient_funds' | 'slow';

export interface TestCard {
  number: string;
  brand: PayhereMethod;
  outcome: CardOutcome;
  label: string;
  /** status_message in the notify / Charging API answer. */
  message: string;
}

/**
 * PayHere's sandbox test cards (support.payhere.lk, "Sandbox & Testing"): the same numbers give the same outcomes
 * here as in PayHere's sandbox, plus one card of our own that succeeds after `slowCardMs`.
 */
const card = (
  number: string,
  brand: PayhereMethod,
  outcome: CardOutcome,
  label: string,
  message: string,
): TestCard => ({
  number,
  brand,
  outcome,
  label,
  message,
});
const PAID = 'Successfully completed the payment.';

export const TEST_CARDS: readonly TestCard[] = [
  card('4916217501611292', 'VISA', 'success', 'Visa — success', PAID),
  card('5307732125531191', 'MASTER', 'success', 'Mastercard — success', PAID),
  card('346781005510225', 'AMEX', 'success', 'Amex — success', PAID),
  card('4024007194349121', 'VISA', 'insufficient_funds', 'Visa — insufficient funds', 'Insufficient funds'),
  card(
    '5459051433777487',
    'MASTER',
    'insufficient_funds',
    'Mastercard — insufficient funds',
    'Insufficient funds',
  ),
  card('4929119799365646', 'VISA', 'declined', 'Visa — limit exceeded', 'Limit exceeded'),
  card('5491182243178283', 'MASTER', 'declined', 'Mastercard — limit exceeded', 'Limit exceeded'),
  card('4929768900837248', 'VISA', 'declined', 'Visa — declined (Do not honor)', 'Do not honor'),
  card('5388172137367973', 'MASTER', 'declined', 'Mastercard — declined (Do not honor)', 'Do not honor'),
  card('4024007120869333', 'VISA', 'declined', 'Visa — network error', 'Network error'),
  card('5237980565185003', 'MASTER', 'declined', 'Mastercard — network error', 'Network error'),
  card('4242424242424242', 'VISA', 'slow', 'Visa — success after a delay', PAID),
];

export function findTestCard(cardNumber: string): TestCard | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return TEST_CARDS.find((c) => c.number === digits);
}

/** '************1292' — PayHere's masked form: all but the last four digits replaced by '*'. */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

/** Accepts 'MM/YY' or 'MM/YYYY' (month 01–12) and answers 'MM/YY', or null. */
export function normaliseExpiry(text: string): string | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  return m ? `${m[1]}/${m[2]!.slice(-2)}` : null;
}

/** Outcome of a charge on a saved token (the card behind it decides, like on the hosted page). */
export function chargeOutcome(card: Pick<TestCard, 'outcome' | 'message'>): { ok: boolean; message: string } {
  if (card.outcome === 'success' || card.outcome === 'slow')
    return { ok: true, message: 'Successfully completed the test tokenized payment.' };
  return { ok: false, message: card.message };
}
