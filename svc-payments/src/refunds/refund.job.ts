import { Inject, Injectable } from '@nestjs/common';
import { PollingJob } from '../common/polling-job.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { RefundService } from './refund.service.js';

/**
 * Refunds not made yet (issue 35 §4): every REFUND_POLL_MS, each requested refund whose refund_next_at is due is tried
 * (a cancellation's refund the moment after its event's commit did not reach, one PayHere could not be reached for,
 * one whose attempt died with its process). Every copy of svc-payments may run it: an attempt claims its refund first.
 */
@Injectable()
export class RefundJob extends PollingJob {
  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly refunds: RefundService,
  ) {
    super('RefundJob');
  }

  protected everyMs(): number {
    return this.config.refundPollMs;
  }

  protected due(limit: number): Promise<readonly string[]> {
    return this.refunds.due(limit);
  }

  protected execute(paymentId: string): Promise<unknown> {
    return this.refunds.execute(paymentId);
  }
}
