import { CANCELLATION_REFUND_REASONS as R } from '../common/payments-messages.js';
import { cancellationRefundReason } from './refund-policy.js';

const HOUR_MS = 3600_000;
const cancelledAt = new Date('2030-01-10T08:00:00Z');
const startsIn = (ms: number) => new Date(cancelledAt.getTime() + ms).toISOString();
const facts = (o: { by?: 'owner' | 'admin'; aheadMs: number; disrupted?: boolean; cutoffHours?: number }) => ({
  cancellation: { by: o.by ?? 'owner', startsAt: startsIn(o.aheadMs) } as const,
  cancelledAt,
  clinicDisruptedAt: o.disrupted ? new Date('2030-01-09T00:00:00Z') : null,
  cutoffHours: o.cutoffHours ?? 24,
});

describe('the refund policy of a cancelled, paid card appointment', () => {
  it('the owner: refunded from exactly the cut-off ahead; a millisecond later, not', () => {
    expect(cancellationRefundReason(facts({ aheadMs: 24 * HOUR_MS }))).toBe(R.inTime(24));
    expect(cancellationRefundReason(facts({ aheadMs: 24 * HOUR_MS - 1 }))).toBeNull();
    expect(cancellationRefundReason(facts({ aheadMs: -HOUR_MS }))).toBeNull();
  });

  it('follows REFUND_CUTOFF_HOURS', () => {
    expect(cancellationRefundReason(facts({ aheadMs: 30 * HOUR_MS, cutoffHours: 48 }))).toBeNull();
    expect(cancellationRefundReason(facts({ aheadMs: 2 * HOUR_MS, cutoffHours: 2 }))).toBe(R.inTime(2));
  });

  it('the clinic cancelled it, or had disrupted it: refunded however late', () => {
    expect(cancellationRefundReason(facts({ by: 'admin', aheadMs: HOUR_MS }))).toBe(R.byClinic);
    expect(cancellationRefundReason(facts({ aheadMs: HOUR_MS, disrupted: true }))).toBe(R.disrupted);
  });
});
