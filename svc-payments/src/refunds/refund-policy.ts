import type { EventPayload } from '@vetnow/contracts/events';
import { CANCELLATION_REFUND_REASONS as R } from '../common/payments-messages.js';

const HOUR_MS = 3600_000;

export interface CancellationFacts {
  readonly cancellation: Pick<EventPayload<'appointment.cancelled'>, 'by' | 'startsAt'>;
  /** When it was cancelled (the event's occurredAt): a late delivery does not cost the owner the refund. */
  readonly cancelledAt: Date;
  /** appointment.needs-rescheduling came, and no appointment.rescheduled since. */
  readonly clinicDisruptedAt: Date | null;
  /** REFUND_CUTOFF_HOURS. */
  readonly cutoffHours: number;
}

/**
 * The refund policy of a cancelled, paid card appointment (issue 35 §4): everything not yet refunded goes back when
 * the clinic cancelled it (`by: 'admin'`), when a closure or the doctor's leave had disrupted it, or when the owner
 * cancelled at least `cutoffHours` before it starts. Answers the refund's reason (for payment.refunded), or null: no
 * refund (the owner cancelled too late; they were shown this before confirming).
 */
export function cancellationRefundReason(f: CancellationFacts): string | null {
  if (f.cancellation.by === 'admin') return R.byClinic;
  if (f.clinicDisruptedAt) return R.disrupted;
  const ahead = Date.parse(f.cancellation.startsAt) - f.cancelledAt.getTime();
  return Number.isFinite(ahead) && ahead >= f.cutoffHours * HOUR_MS ? R.inTime(f.cutoffHours) : null;
}
