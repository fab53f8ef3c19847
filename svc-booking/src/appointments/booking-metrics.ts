import { Injectable } from '@nestjs/common';
import { KitMetrics, type Counter } from '@vetnow/service-kit/metrics';

/** svc-booking's own counters on GET /metrics (issue 16): bookings, the conflicts refused with 409, cancellations. */
@Injectable()
export class BookingMetrics {
  readonly booked: Counter<'payment_method'>;
  readonly conflicts: Counter<'code'>;
  readonly cancelled: Counter;

  constructor(metrics: KitMetrics) {
    this.booked = metrics.counter('vetnow_bookings_total', 'Appointments booked (a replayed Idempotency-Key not counted)', ['payment_method']);
    this.conflicts = metrics.counter('vetnow_booking_conflicts_total', 'Bookings refused with 409 because the slot was taken or held', ['code']);
    this.cancelled = metrics.counter('vetnow_cancellations_total', 'Appointments cancelled by their owner');
  }
}
