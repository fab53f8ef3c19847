import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { RefundService } from './refund.service.js';

const BATCH = 50;

/**
 * Refunds not made yet (issue 35 §4): every REFUND_POLL_MS, each requested refund whose refund_next_at is due is tried
 * (a cancellation's refund the moment after its event's commit did not reach, one PayHere could not be reached for,
 * one whose attempt died with its process). Every copy of svc-payments may run it: an attempt claims its refund first.
 */
@Injectable()
export class RefundJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('RefundJob');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly refunds: RefundService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.refundPollMs;
    if (every > 0) {
      this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.logger.error({ msg: 'refund pass failed', err })), every);
      this.timer.unref();
    }
  }

  /** Before the database closes: no new pass, and the one under way stops after its current refund. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many refunds it tried. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const due = await this.refunds.due(BATCH);
    let tried = 0;
    for (const paymentId of due) {
      if (this.stopping) break;
      await this.refunds.execute(paymentId);
      tried += 1;
    }
    return tried;
  }
}
