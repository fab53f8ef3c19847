import type { AdminPayment } from '@vetnow/contracts/payments';
import type { BadgeTone } from '@vetnow/web-kit/ui/badge';

const cents = (amount: number) => Math.round(amount * 100);

/** Refund is offered on a paid payment not refunded in full, with no refund under way (the server refuses a second). */
export const canRefund = (p: AdminPayment): boolean =>
  p.status === 'completed' && cents(p.refundedAmount) < cents(p.amount) && p.refundState !== 'requested';

export const STATUS_TONE: Readonly<Record<AdminPayment['status'], BadgeTone>> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'gray',
};

/** The brand's key in `brand.*` (anything the provider names otherwise reads "Card"). */
export function brandKey(cardType: string | null): 'visa' | 'mastercard' | 'amex' | 'unknown' {
  return cardType === 'visa' || cardType === 'mastercard' || cardType === 'amex' ? cardType : 'unknown';
}
