import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../provider/payments-config.js';
import { SavedCardChargeService } from './saved-card-charge.service.js';

const BATCH = 50;

/**
 * Saved-card charges not settled yet (ADR 0053): every CHARGE_POLL_MS, each pending charge whose charge_next_at is due
 * is tried (one the after-commit run did not reach, one PayHere could not be reached for, one whose attempt died with
 * its process). Every copy of svc-payments may run it: an attempt claims its charge first.
 */
@Injectable()
export class ChargeJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChargeJob');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly charges: SavedCardChargeService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.chargePollMs;
    if (every > 0) {
      this.timer = setInterval(() => void this.runOnce().catch((err: unknown) => this.logger.error({ msg: 'charge pass failed', err })), every);
      this.timer.unref();
    }
  }

  /** Before the database closes: no new pass, and the one under way stops after its current charge. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many charges it tried. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<number> {
    const due = await this.charges.due(BATCH);
    let tried = 0;
    for (const paymentId of due) {
      if (this.stopping) break;
      await this.charges.execute(paymentId);
      tried += 1;
    }
    return tried;
  }
}
