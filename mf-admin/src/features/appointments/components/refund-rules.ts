import type { Appointment } from '@vetnow/contracts/appointment';
import { CURRENCY } from '@vetnow/contracts/constants';
import { formatNumber } from '@vetnow/web-kit/format';

/** An amount of LKR in cents (integers: no floating point drift when amounts are compared or subtracted). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** What a card paid, what is refunded of it so far and what is left to refund, in LKR. */
export function refundFiguresOf(paid: number, refunded: number): { paid: number; refunded: number; left: number } {
  return { paid, refunded, left: Math.max(0, toCents(paid) - toCents(refunded)) / 100 };
}

/** What a paid card appointment paid (the consultation fee) and what is refunded of it so far, in LKR. */
export function refundFigures(a: Appointment): { paid: number; refunded: number; left: number } {
  return refundFiguresOf(a.doctor.consultationFee, a.refund?.amount ?? 0);
}

/**
 * Refund (issue 35 §4) is offered on a card appointment that was paid (paymentStatus `completed`) and is not refunded
 * in full yet; never on cash, unpaid or failed payments.
 */
export const canRefund = (a: Appointment): boolean =>
  a.paymentMethod === 'card' && a.paymentStatus === 'completed' && refundFigures(a).left > 0;

/** LKR with two decimals, grouped as the language groups it: 1000 → `LKR 1,000.00`. */
export function formatRefundAmount(amount: number, language?: string): string {
  return `${CURRENCY} ${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
