import { Inject, Injectable } from '@nestjs/common';
import { PollingJob } from '../common/polling-job.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { SavedCardChargeService } from './saved-card-charge.service.js';

/**
 * Saved-card charges not settled yet (ADR 0053): every CHARGE_POLL_MS, each pending charge whose charge_next_at is due
 * is tried (one the after-commit run did not reach, one PayHere could not be reached for, one whose attempt died with
 * its process). Every copy of svc-payments may run it: an attempt claims its charge first.
 */
@Injectable()
export class ChargeJob extends PollingJob {
  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly charges: SavedCardChargeService,
  ) {
    super('ChargeJob');
  }

  protected everyMs(): number {
    return this.config.chargePollMs;
  }

  protected due(limit: number): Promise<readonly string[]> {
    return this.charges.due(limit);
  }

  protected execute(paymentId: string): Promise<unknown> {
    return this.charges.execute(paymentId);
  }
}
