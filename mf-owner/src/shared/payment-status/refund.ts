import type { Appointment } from '@vetnow/contracts/appointment';
import { CURRENCY, DEFAULT_REFUND_CUTOFF_HOURS } from '@vetnow/contracts/constants';
import { formatNumber } from '@vetnow/web-kit/format';

/**
 * Card refunds as the owner sees them (issue 35 §4). svc-payments decides and refunds; the owner's screens show
 * the refund once the appointment carries it, and the policy before the owner confirms a cancellation.
 */

/** The cutoff the owner is told about (svc-payments' REFUND_CUTOFF_HOURS defaults to the same constant). */
export const REFUND_CUTOFF_HOURS = DEFAULT_REFUND_CUTOFF_HOURS;

const HOUR_MS = 3_600_000;

/**
 * An amount of money refunded or to be refunded, always with two decimals: 2500 → `LKR 2,500.00` (the kit's
 * formatLkr writes `LKR 2,500`; receipts of money going back show the cents). The figure is grouped as the
 * language groups it; the current i18next language unless one is given.
 */
export function formatRefundAmount(amount: number, language?: string): string {
  return `${CURRENCY} ${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

type RefundFacts = Partial<Pick<Appointment, 'paymentMethod' | 'paymentStatus' | 'status' | 'startsAt' | 'refund'>> & {
  doctor?: Pick<Appointment['doctor'], 'consultationFee'>;
};

/** What cancelling now would do to a paid card fee: refunded in full, or not refunded (`amount` is the fee at stake). */
export interface CancellationRefund {
  kind: 'full' | 'none';
  amount: number;
}

/**
 * The refund policy of cancelling `a` at `now`, for the owner's cancel dialog: a card payment that went through
 * (`completed`) is refunded in full when the owner cancels at least REFUND_CUTOFF_HOURS before the visit starts, or
 * whenever the visit needs rescheduling (the clinic disrupted it); later, nothing is refunded. Null when there is
 * nothing to refund: cash, a card payment not (yet) made or failed, no fee, or a fee already refunded. The amount is
 * what is left to refund (svc-payments refunds everything not yet refunded).
 */
export function cancellationRefundOf(a: RefundFacts, now: Date, cutoffHours: number = REFUND_CUTOFF_HOURS): CancellationRefund | null {
  if (a.paymentMethod !== 'card' || a.paymentStatus !== 'completed') return null;
  const fee = a.doctor?.consultationFee;
  if (fee === undefined || !Number.isFinite(fee)) return null;
  const amount = Math.max(0, fee - (a.refund?.amount ?? 0));
  if (amount <= 0) return null;
  if (a.status === 'needs-rescheduling') return { kind: 'full', amount };
  const ahead = a.startsAt ? Date.parse(a.startsAt) - now.getTime() : Number.NaN;
  return { kind: Number.isFinite(ahead) && ahead >= cutoffHours * HOUR_MS ? 'full' : 'none', amount };
}
